/**
 * The stand-in's customers, orders and subscription contracts, in memory. Every read is scoped to
 * one customer: another customer's order or contract reads exactly as an unknown one.
 */
import {
  orderFromCheckout,
  type CheckoutOrder,
  type ContractRecord,
  type CustomerRecord,
  type OrderRecord,
} from './records';

/** A demo customer with a name and an address, so the account pages have something to show. */
function demoCustomer(now: number): CustomerRecord {
  return {
    id: 'gid://shopify/Customer/7000000001',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: null,
    createdAt: now,
    addresses: [
      {
        id: 'gid://shopify/CustomerAddress/8000000001',
        firstName: 'Ada',
        lastName: 'Lovelace',
        company: null,
        address1: '12 St James’s Square',
        address2: null,
        city: 'London',
        province: null,
        zoneCode: null,
        country: 'United Kingdom',
        territoryCode: 'GB',
        zip: 'SW1Y 4JH',
        phoneNumber: null,
      },
    ],
    defaultAddressId: 'gid://shopify/CustomerAddress/8000000001',
  };
}

export class AccountDirectory {
  private customers = new Map<string, CustomerRecord>();
  private readonly orders = new Map<string, OrderRecord>();
  private readonly contracts = new Map<string, ContractRecord>();
  private nextCustomer = 7000000002;
  private nextContract = 9000000001;

  constructor(private readonly now: () => number) {
    this.reset();
  }

  /** The customer with this (normalised) email, created on first sign-in as Shopify does. */
  signIn(email: string): CustomerRecord {
    for (const customer of this.customers.values()) if (customer.email === email) return customer;
    const customer: CustomerRecord = {
      id: `gid://shopify/Customer/${this.nextCustomer++}`,
      email,
      firstName: null,
      lastName: null,
      phone: null,
      createdAt: this.now(),
      addresses: [],
      defaultAddressId: null,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  customer(id: string): CustomerRecord | undefined {
    return this.customers.get(id);
  }

  /** Records an order placed on the local checkout, and the contracts its plan lines start. */
  placeOrder(customerId: string, placed: CheckoutOrder): OrderRecord | undefined {
    const customer = this.customers.get(customerId);
    if (!customer) return undefined;
    const { order, contracts } = orderFromCheckout(
      customer,
      placed,
      () => `gid://shopify/SubscriptionContract/${this.nextContract++}`,
    );
    this.orders.set(order.id, order);
    for (const contract of contracts) this.contracts.set(contract.id, contract);
    return order;
  }

  /** The customer's orders, oldest first (the ID sort key's order). */
  ordersOf(customerId: string): OrderRecord[] {
    return [...this.orders.values()].filter((o) => o.customerId === customerId);
  }

  order(customerId: string, id: string): OrderRecord | null {
    const order = this.orders.get(id);
    return order && order.customerId === customerId ? order : null;
  }

  orderById(id: string): OrderRecord | undefined {
    return this.orders.get(id);
  }

  contractsOf(customerId: string): ContractRecord[] {
    return [...this.contracts.values()].filter((c) => c.customerId === customerId);
  }

  contract(customerId: string, id: string): ContractRecord | null {
    const contract = this.contracts.get(id);
    return contract && contract.customerId === customerId ? contract : null;
  }

  reset(): void {
    this.customers = new Map();
    const demo = demoCustomer(this.now());
    this.customers.set(demo.id, demo);
    this.orders.clear();
    this.contracts.clear();
  }
}
