import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildClientSchema, parse, validate, type IntrospectionQuery } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountGql, CLIENT_ID, signedIn, token, type Tokens } from './account-fixtures';
import { BEANS_250G, EVERY_2_WEEKS, makeShop, placeOrder, type Shop } from './account-shop';
import { CLIENT_QUERIES } from './account-queries';

const CONTRACT = 'gid://shopify/SubscriptionContract/9000000001';

const introspection = JSON.parse(
  readFileSync(
    path.resolve(
      import.meta.dirname,
      '../../node_modules/hydrogen-react-2026/customer-account.schema.json',
    ),
    'utf8',
  ),
) as { data?: IntrospectionQuery } & IntrospectionQuery;
const schema = buildClientSchema(introspection.data ?? introspection);

const STATUS_ACTIONS = {
  pause: 'subscriptionContractPause',
  resume: 'subscriptionContractActivate',
  cancel: 'subscriptionContractCancel',
} as const;

function statusMutation(action: keyof typeof STATUS_ACTIONS): string {
  const name = STATUS_ACTIONS[action];
  return `mutation($id: ID!) { ${name}(subscriptionContractId: $id) {
    contract { id status } userErrors { code field message } } }`;
}

const CYCLE = (
  name: string,
) => `mutation($input: SubscriptionBillingCycleInput!) { ${name}(billingCycleInput: $input) {
  billingCycle { cycleIndex skipped } userErrors { code field message } } }`;

interface Payload {
  contract?: { id: string; status: string } | null;
  billingCycle?: { cycleIndex: number; skipped: boolean } | null;
  userErrors: { code: string; field: string[]; message: string }[];
}

let shop: Shop;

async function refreshed(tokens: Tokens): Promise<Tokens> {
  const form = {
    grant_type: 'refresh_token',
    client_id: CLIENT_ID,
    refresh_token: tokens.refresh_token,
  };
  const answer = await token(shop.accounts, form);
  return answer.body as unknown as Tokens;
}
let ada: Tokens;
let grace: Tokens;

async function run(
  tokens: Tokens,
  query: string,
  variables: Record<string, unknown>,
): Promise<Payload> {
  const result = await accountGql<Record<string, Payload>>(
    shop.accounts,
    tokens.access_token,
    query,
    variables,
  );
  expect(result.body.errors).toBeUndefined();
  return Object.values(result.body.data ?? {})[0]!;
}

beforeEach(async () => {
  shop = makeShop();
  ada = await signedIn(shop.accounts, 'ada@example.com');
  grace = await signedIn(shop.accounts, 'grace@example.com');
  await placeOrder(
    shop,
    [{ merchandiseId: BEANS_250G, sellingPlanId: EVERY_2_WEEKS }],
    ada.access_token,
  );
});

describe('subscription contract status mutations', () => {
  // One contract walked through a sequence: each step the status after it, or the userError code.
  const steps: [keyof typeof STATUS_ACTIONS, string, string | null][] = [
    ['resume', 'ACTIVE', 'INVALID'],
    ['pause', 'PAUSED', null],
    ['pause', 'PAUSED', 'INVALID'],
    ['resume', 'ACTIVE', null],
    ['cancel', 'CANCELLED', null],
    ['cancel', 'CANCELLED', 'CONTRACT_TERMINATED'],
    ['resume', 'CANCELLED', 'CONTRACT_TERMINATED'],
    ['pause', 'CANCELLED', 'CONTRACT_TERMINATED'],
  ];
  it('follow the status rules, step by step', async () => {
    const seen: [string, string | undefined, string | null][] = [];
    for (const [action] of steps) {
      const payload = await run(ada, statusMutation(action), { id: CONTRACT });
      seen.push([action, payload.contract?.status, payload.userErrors[0]?.code ?? null]);
    }
    expect(seen).toEqual(steps);
  });

  const notFound: [string, () => Tokens, string][] = [
    ['an unknown id', () => ada, 'gid://shopify/SubscriptionContract/1'],
    ["another customer's contract", () => grace, CONTRACT],
    ['a malformed id', () => ada, 'not-a-gid'],
  ];
  it.each(notFound)('%s reads as not found, with no contract', async (_, who, id) => {
    for (const action of ['pause', 'resume', 'cancel'] as const) {
      const payload = await run(who(), statusMutation(action), { id });
      expect(payload).toEqual({
        contract: null,
        userErrors: [
          {
            code: 'SUBSCRIPTION_CONTRACT_DOES_NOT_EXIST',
            field: ['subscriptionContractId'],
            message: 'Subscription contract does not exist.',
          },
        ],
      });
    }
    const check = await accountGql(
      shop.accounts,
      ada.access_token,
      `{ customer { subscriptionContracts(first: 1) { nodes { status } } } }`,
    );
    expect(check.body).toEqual({
      data: { customer: { subscriptionContracts: { nodes: [{ status: 'ACTIVE' }] } } },
    });
  });
});

describe('billing cycle skip and unskip', () => {
  const next = async () => {
    const result = await accountGql<{
      customer: { subscriptionContract: { nextBillingDate: string } };
    }>(
      shop.accounts,
      ada.access_token,
      `query($id: ID!) { customer { subscriptionContract(id: $id) { nextBillingDate } } }`,
      { id: CONTRACT },
    );
    return result.body.data?.customer.subscriptionContract.nextBillingDate;
  };

  it('skipping the next cycle moves the next billing date; unskipping moves it back', async () => {
    expect(await next()).toBe('2026-01-29T12:00:00Z');
    const skipped = await run(ada, CYCLE('subscriptionBillingCycleSkip'), {
      input: { contractId: CONTRACT, selector: { index: 1 } },
    });
    expect(skipped).toEqual({ billingCycle: { cycleIndex: 1, skipped: true }, userErrors: [] });
    expect(await next()).toBe('2026-02-12T12:00:00Z');
    const unskipped = await run(ada, CYCLE('subscriptionBillingCycleUnskip'), {
      input: { contractId: CONTRACT, selector: { date: '2026-01-29T12:00:00Z' } },
    });
    expect(unskipped).toEqual({ billingCycle: { cycleIndex: 1, skipped: false }, userErrors: [] });
    expect(await next()).toBe('2026-01-29T12:00:00Z');
  });

  const refusals: [string, () => Promise<void>, string, Record<string, unknown>, string[]][] = [
    [
      'a cycle skipped twice',
      async () =>
        void (await run(ada, CYCLE('subscriptionBillingCycleSkip'), {
          input: { contractId: CONTRACT, selector: { index: 2 } },
        })),
      'subscriptionBillingCycleSkip',
      { index: 2 },
      ['billingCycleInput', 'selector'],
    ],
    [
      'an unskip of a cycle not skipped',
      async () => {},
      'subscriptionBillingCycleUnskip',
      { index: 1 },
      ['billingCycleInput', 'selector'],
    ],
    [
      'both index and date',
      async () => {},
      'subscriptionBillingCycleSkip',
      { index: 1, date: '2026-01-29T12:00:00Z' },
      ['billingCycleInput', 'selector'],
    ],
    [
      'neither index nor date',
      async () => {},
      'subscriptionBillingCycleSkip',
      {},
      ['billingCycleInput', 'selector'],
    ],
    [
      'a cycle far beyond the listed ones',
      async () => {},
      'subscriptionBillingCycleSkip',
      { index: 500 },
      ['billingCycleInput', 'selector'],
    ],
    [
      'a billed cycle',
      async () => {
        shop.time.advance(15 * 86_400_000);
        ada = await refreshed(ada);
      },
      'subscriptionBillingCycleSkip',
      { index: 1 },
      ['billingCycleInput', 'selector'],
    ],
    [
      'a cancelled contract',
      async () => void (await run(ada, statusMutation('cancel'), { id: CONTRACT })),
      'subscriptionBillingCycleSkip',
      { index: 1 },
      ['billingCycleInput', 'contractId'],
    ],
  ];
  it.each(refusals)(
    'refuses %s with an INVALID userError',
    async (_, before, mutation, selector, field) => {
      await before();
      const payload = await run(ada, CYCLE(mutation), {
        input: { contractId: CONTRACT, selector },
      });
      expect(payload.billingCycle).toBeNull();
      expect(payload.userErrors).toHaveLength(1);
      expect(payload.userErrors[0]).toMatchObject({ code: 'INVALID', field });
    },
  );

  it("another customer's contract reads as not found", async () => {
    const payload = await run(grace, CYCLE('subscriptionBillingCycleSkip'), {
      input: { contractId: CONTRACT, selector: { index: 1 } },
    });
    expect(payload).toEqual({
      billingCycle: null,
      userErrors: [
        {
          code: 'INVALID',
          field: ['billingCycleInput', 'contractId'],
          message: 'Subscription contract does not exist.',
        },
      ],
    });
  });
});

describe("the real client's query shapes", () => {
  it.each(Object.entries(CLIENT_QUERIES))(
    '%s validates against the 2026-04 schema and runs without errors',
    async (_, { query, variables }) => {
      expect(validate(schema, parse(query))).toEqual([]);
      const result = await accountGql(shop.accounts, ada.access_token, query, variables(CONTRACT));
      expect(result.status).toBe(200);
      expect(result.body.errors).toBeUndefined();
    },
  );

  const searches: [string, string[]][] = [
    ['name:1001', ['#1001']],
    ['name:#1001', ['#1001']],
    ['name:1002', []],
    ['#1001', ['#1001']],
    ['confirmation_number:NOPE', []],
    ['total_price:>5', []],
    ['', ['#1001']],
  ];
  it.each(searches)('orders(query: %j) finds %j', async (query, names) => {
    const result = await accountGql<{ customer: { orders: { nodes: { name: string }[] } } }>(
      shop.accounts,
      ada.access_token,
      `query($q: String) { customer { orders(first: 5, query: $q) { nodes { name } } } }`,
      { q: query },
    );
    expect(result.body.data?.customer.orders.nodes.map((o) => o.name)).toEqual(names);
  });

  it('a root field outside the emulated surface fails by name', async () => {
    const result = await accountGql(
      shop.accounts,
      ada.access_token,
      `{ draftOrder(id: "gid://shopify/DraftOrder/1") { id } }`,
    );
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'QueryRoot.draftOrder is not emulated by the local platform.',
      extensions: { code: 'NOT_EMULATED' },
    });
  });
});
