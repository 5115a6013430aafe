import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadCatalogue, type Catalogue } from '@/emulators/storefront/catalogue';
import { createStorefrontEmulator, type StorefrontEmulator } from '@/emulators/storefront/index';

const ENDPOINT = 'http://127.0.0.1:4010/api/2023-10/graphql.json';
const TOKEN = 'test-token';
const PUBLIC_URL = 'http://shop.test:4010';

const gid = {
  variant: (n: number) => `gid://shopify/ProductVariant/${4400000000 + n}`,
  plan: (n: number) => `gid://shopify/SellingPlan/${6600000000 + n}`,
  product: (n: number) => `gid://shopify/Product/${8800000000 + n}`,
};

// Catalogue ids used below (content/catalogue.json).
const HOUSE_250 = gid.variant(1);
const HOUSE_1KG = gid.variant(2);
const ETHIOPIA = gid.variant(3);
const TEA = gid.variant(4);
const STARTER_BOX = gid.variant(5);
const GREENS_30 = gid.variant(6);
const GREENS_60 = gid.variant(7);
const OAT_ORIGINAL = gid.variant(8);
const POUR_OVER_WHITE = gid.variant(10);
const COFFEE_OF_THE_MONTH = gid.variant(12);
const CHOCOLATE = gid.variant(13);
const HOUSE_EVERY_2_WEEKS = gid.plan(1);
const HOUSE_MONTHLY = gid.plan(2);
const ETHIOPIA_TWO_OFF = gid.plan(3);
const TEA_FIXED_PRICE = gid.plan(4);
const STARTER_FIRST_BOX = gid.plan(5);
const GREENS_MONTHLY = gid.plan(6);
const COTM_MONTHLY = gid.plan(7);
const COTM_PREPAID = gid.plan(8);

// The cart fragment and mutations follow Shopify's documented cart operations
// (https://shopify.dev/docs/api/storefront/2023-10/objects/Cart, Hydrogen's CartApiQuery fragment).
const CART_FRAGMENT = /* GraphQL */ `
  fragment Money on MoneyV2 {
    currencyCode
    amount
  }
  fragment CartLineFields on CartLine {
    id
    quantity
    attributes {
      key
      value
    }
    cost {
      totalAmount {
        ...Money
      }
      amountPerQuantity {
        ...Money
      }
      compareAtAmountPerQuantity {
        ...Money
      }
      subtotalAmount {
        ...Money
      }
    }
    discountAllocations {
      discountedAmount {
        ...Money
      }
      ... on CartCodeDiscountAllocation {
        code
      }
    }
    sellingPlanAllocation {
      sellingPlan {
        id
        name
      }
      checkoutChargeAmount {
        ...Money
      }
      remainingBalanceChargeAmount {
        ...Money
      }
      priceAdjustments {
        price {
          ...Money
        }
        compareAtPrice {
          ...Money
        }
        perDeliveryPrice {
          ...Money
        }
      }
    }
    merchandise {
      ... on ProductVariant {
        id
        availableForSale
        compareAtPrice {
          ...Money
        }
        price {
          ...Money
        }
        requiresShipping
        title
        sku
        image {
          id
          url
          altText
          width
          height
        }
        product {
          handle
          title
          id
          vendor
          tags
          productType
        }
        selectedOptions {
          name
          value
        }
      }
    }
  }
  fragment CartApiQuery on Cart {
    id
    checkoutUrl
    totalQuantity
    createdAt
    updatedAt
    note
    buyerIdentity {
      countryCode
      customer {
        id
        email
        firstName
        lastName
        displayName
      }
      email
      phone
    }
    lines(first: 100) {
      pageInfo {
        hasNextPage
        hasPreviousPage
      }
      nodes {
        ...CartLineFields
      }
    }
    cost {
      subtotalAmount {
        ...Money
      }
      totalAmount {
        ...Money
      }
      totalDutyAmount {
        ...Money
      }
      totalTaxAmount {
        ...Money
      }
      checkoutChargeAmount {
        ...Money
      }
    }
    attributes {
      key
      value
    }
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      discountedAmount {
        ...Money
      }
      ... on CartCodeDiscountAllocation {
        code
      }
    }
  }
`;

const USER_ERRORS = 'userErrors { code field message }';

const CART_QUERY = `query CartQuery($id: ID!) { cart(id: $id) { ...CartApiQuery } } ${CART_FRAGMENT}`;
const CART_CREATE = `mutation CartCreate($input: CartInput) { cartCreate(input: $input) { cart { ...CartApiQuery } ${USER_ERRORS} } } ${CART_FRAGMENT}`;
const CART_LINES_ADD = `mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ...CartApiQuery } ${USER_ERRORS} } } ${CART_FRAGMENT}`;
const CART_LINES_UPDATE = `mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { cart { ...CartApiQuery } ${USER_ERRORS} } } ${CART_FRAGMENT}`;
const CART_LINES_REMOVE = `mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { cart { ...CartApiQuery } ${USER_ERRORS} } } ${CART_FRAGMENT}`;
const CART_DISCOUNT_CODES_UPDATE = `mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) { cart { ...CartApiQuery } ${USER_ERRORS} } } ${CART_FRAGMENT}`;
const CART_ATTRIBUTES_UPDATE = `mutation CartAttributesUpdate($cartId: ID!, $attributes: [AttributeInput!]!) { cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { cart { id attributes { key value } } ${USER_ERRORS} } }`;
const CART_NOTE_UPDATE = `mutation CartNoteUpdate($cartId: ID!, $note: String) { cartNoteUpdate(cartId: $cartId, note: $note) { cart { id note } ${USER_ERRORS} } }`;
const CART_BUYER_IDENTITY_UPDATE = `mutation CartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { cart { id buyerIdentity { email countryCode customer { id } } } ${USER_ERRORS} } }`;

interface Money {
  amount: string;
  currencyCode: string;
}
interface Line {
  id: string;
  quantity: number;
  attributes: { key: string; value: string }[];
  cost: {
    totalAmount: Money;
    amountPerQuantity: Money;
    compareAtAmountPerQuantity: Money | null;
    subtotalAmount: Money;
  };
  discountAllocations: { discountedAmount: Money; code: string }[];
  sellingPlanAllocation: {
    sellingPlan: { id: string; name: string };
    checkoutChargeAmount: Money;
    priceAdjustments: { price: Money; compareAtPrice: Money; perDeliveryPrice: Money }[];
  } | null;
  merchandise: {
    id: string;
    title: string;
    product: { handle: string };
    image: { url: string } | null;
  };
}
interface Cart {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  note: string | null;
  createdAt: string;
  updatedAt: string;
  lines: { nodes: Line[]; pageInfo: { hasNextPage: boolean } };
  cost: {
    subtotalAmount: Money;
    totalAmount: Money;
    totalTaxAmount: Money | null;
    totalDutyAmount: Money | null;
    checkoutChargeAmount: Money;
  };
  attributes: { key: string; value: string }[];
  discountCodes: { code: string; applicable: boolean }[];
  discountAllocations: { discountedAmount: Money; code: string }[];
}
interface UserError {
  code: string;
  field: string[];
  message: string;
}
interface Payload {
  cart: Cart | null;
  userErrors: UserError[];
}
interface GraphQLResponse<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

let clock = Date.parse('2024-05-01T10:00:00Z');
let emulator: StorefrontEmulator;

function makeEmulator(
  extra: Parameters<typeof createStorefrontEmulator>[0] = {},
): StorefrontEmulator {
  return createStorefrontEmulator({
    token: TOKEN,
    publicUrl: PUBLIC_URL,
    now: () => clock,
    discountCodes: [
      { code: 'WELCOME15', type: 'percentage', value: 15, target: 'order' },
      {
        code: 'FIVEOFF',
        type: 'fixedAmount',
        value: '5.00',
        target: 'order',
        minimumSubtotal: '20.00',
      },
      {
        code: 'COFFEE10',
        type: 'percentage',
        value: 10,
        target: 'product',
        productTags: ['coffee'],
      },
    ],
    ...extra,
  });
}

beforeEach(() => {
  clock = Date.parse('2024-05-01T10:00:00Z');
  emulator = makeEmulator();
});

function post(body: string, headers: Record<string, string> = {}): Promise<Response> {
  return emulator.handle(
    new Request(ENDPOINT, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': TOKEN,
        ...headers,
      },
      body,
    }),
  );
}

async function gql<T>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResponse<T>> {
  const response = await post(JSON.stringify({ query, variables }));
  return (await response.json()) as GraphQLResponse<T>;
}

/** Runs a query that must succeed and returns its data. */
async function data<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await gql<T>(query, variables);
  expect(result.errors).toBeUndefined();
  if (!result.data) throw new Error('no data');
  return result.data;
}

async function createCart(input: Record<string, unknown> = {}): Promise<Payload> {
  return (await data<{ cartCreate: Payload }>(CART_CREATE, { input })).cartCreate;
}

async function cartWith(
  lines: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
): Promise<Cart> {
  const { cart, userErrors } = await createCart({ lines, ...extra });
  expect(userErrors).toEqual([]);
  if (!cart) throw new Error('no cart');
  return cart;
}

async function addLines(cartId: string, lines: Record<string, unknown>[]): Promise<Payload> {
  return (await data<{ cartLinesAdd: Payload }>(CART_LINES_ADD, { cartId, lines })).cartLinesAdd;
}

async function readCart(id: string): Promise<Cart | null> {
  return (await data<{ cart: Cart | null }>(CART_QUERY, { id })).cart;
}

const lineSummary = (cart: Cart | null) =>
  (cart?.lines.nodes ?? []).map((l) => ({
    merchandise: l.merchandise.id,
    plan: l.sellingPlanAllocation?.sellingPlan.id ?? null,
    quantity: l.quantity,
  }));

describe('HTTP surface', () => {
  it.each([
    ['a wrong token', { 'X-Shopify-Storefront-Access-Token': 'nope' }],
    ['no token', { 'X-Shopify-Storefront-Access-Token': '' }],
  ])('answers 401 UNAUTHORIZED with CORS headers for %s', async (_, headers) => {
    const response = await post(JSON.stringify({ query: '{ shop { name } }' }), headers);
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as GraphQLResponse<unknown>;
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect(body.data).toBeUndefined();
  });

  it('answers an OPTIONS preflight allowing the token and content-type headers', async () => {
    const response = await emulator.handle(
      new Request(ENDPOINT, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:3000',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-shopify-storefront-access-token',
        },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    expect(allowed).toContain('x-shopify-storefront-access-token');
    expect(allowed).toContain('content-type');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('adds CORS headers to successful responses', async () => {
    const response = await post(JSON.stringify({ query: '{ shop { name } }' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain(
      'X-Shopify-Storefront-Access-Token',
    );
    expect(await response.json()).toEqual({ data: { shop: { name: 'Morrow & Co.' } } });
  });

  it.each([
    ['malformed JSON', '{"query": ', 'application/json'],
    ['plain text', 'hello there', 'text/plain'],
  ])('answers 400 for a body of %s', async (_, body, contentType) => {
    const response = await post(body, { 'Content-Type': contentType });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const json = (await response.json()) as GraphQLResponse<unknown>;
    expect(json.errors?.[0]?.message).toMatch(/invalid JSON/i);
  });

  it('reports an unknown field as a GraphQL validation error without data', async () => {
    const result = await gql('{ shop { name colour } }');
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toBe('Cannot query field "colour" on type "Shop".');
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('names a root field outside the emulated surface instead of returning a silent null', async () => {
    const result = await gql<{ customer: unknown }>(
      '{ customer(customerAccessToken: "token") { id } }',
    );
    expect(result.errors?.[0]?.message).toBe(
      'QueryRoot.customer is not emulated by the local platform.',
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_EMULATED');
  });

  it('requires first or last on connections, as Shopify does', async () => {
    const result = await gql('{ products { nodes { id } } }');
    expect(result.errors?.[0]?.message).toBe('you must provide one of first or last');
  });

  it('serves GET queries too', async () => {
    const response = await emulator.handle(
      new Request(`${ENDPOINT}?query=${encodeURIComponent('{ shop { name } }')}`, {
        headers: { 'X-Shopify-Storefront-Access-Token': TOKEN },
      }),
    );
    expect(await response.json()).toEqual({ data: { shop: { name: 'Morrow & Co.' } } });
  });
});

describe('products', () => {
  const PRODUCT_FIELDS = `
    id title handle description descriptionHtml productType tags vendor requiresSellingPlan
    options { id name values }
    priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
    compareAtPriceRange { minVariantPrice { amount } maxVariantPrice { amount } }
    featuredImage { url altText }
    images(first: 5) { nodes { id url(transform: { maxWidth: 400 }) altText width height } }
    sellingPlanGroups(first: 10) {
      nodes {
        name
        options { name values }
        sellingPlans(first: 10) {
          nodes {
            id name description recurringDeliveries
            options { name value }
            priceAdjustments {
              orderCount
              adjustmentValue {
                __typename
                ... on SellingPlanPercentagePriceAdjustment { adjustmentPercentage }
                ... on SellingPlanFixedAmountPriceAdjustment { adjustmentAmount { amount currencyCode } }
                ... on SellingPlanFixedPriceAdjustment { price { amount currencyCode } }
              }
            }
          }
        }
      }
    }
    variants(first: 100) { nodes { id title sku price { amount } } }
  `;

  interface ProductResult {
    id: string;
    title: string;
    handle: string;
    productType: string;
    requiresSellingPlan: boolean;
    priceRange: { minVariantPrice: Money; maxVariantPrice: Money };
    compareAtPriceRange: {
      minVariantPrice: { amount: string };
      maxVariantPrice: { amount: string };
    };
    featuredImage: { url: string; altText: string };
    images: { nodes: { url: string; altText: string; width: number; height: number }[] };
    sellingPlanGroups: {
      nodes: {
        name: string;
        sellingPlans: {
          nodes: {
            id: string;
            name: string;
            priceAdjustments: {
              orderCount: number | null;
              adjustmentValue: Record<string, unknown>;
            }[];
          }[];
        };
      }[];
    };
    variants: { nodes: { id: string; title: string; sku: string; price: { amount: string } }[] };
  }

  it('finds a product by handle, by id and by the deprecated productByHandle alike', async () => {
    const result = await data<{
      byHandle: ProductResult;
      byId: ProductResult;
      legacy: ProductResult;
    }>(
      `query { byHandle: product(handle: "house-blend-coffee") { ${PRODUCT_FIELDS} } byId: product(id: "${gid.product(1)}") { ${PRODUCT_FIELDS} } legacy: productByHandle(handle: "house-blend-coffee") { ${PRODUCT_FIELDS} } }`,
    );
    expect(result.byId).toEqual(result.byHandle);
    expect(result.legacy).toEqual(result.byHandle);
    const product = result.byHandle;
    expect(product.title).toBe('House Blend Coffee Beans');
    expect(product.priceRange).toEqual({
      minVariantPrice: { amount: '9.5', currencyCode: 'GBP' },
      maxVariantPrice: { amount: '32.0', currencyCode: 'GBP' },
    });
    expect(product.compareAtPriceRange).toEqual({
      minVariantPrice: { amount: '0.0' },
      maxVariantPrice: { amount: '0.0' },
    });
    expect(product.images.nodes.map((i) => i.url)).toEqual(
      [1, 2, 3].map((n) => `${PUBLIC_URL}/images/products/house-blend-coffee-${n}.webp`),
    );
    expect(product.featuredImage.url).toBe(
      `${PUBLIC_URL}/images/products/house-blend-coffee-1.webp`,
    );
    expect(product.variants.nodes.map((v) => [v.title, v.sku, v.price.amount])).toEqual([
      ['250 g', 'MOR-HB-250', '9.5'],
      ['1 kg', 'MOR-HB-1KG', '32.0'],
    ]);
    expect(product.sellingPlanGroups.nodes[0]?.sellingPlans.nodes.map((p) => p.name)).toEqual([
      'Every 2 weeks, 10% off',
      'Every month, 10% off',
    ]);
  });

  it.each([
    [
      'house-blend-coffee',
      [
        {
          orderCount: null,
          adjustmentValue: {
            __typename: 'SellingPlanPercentagePriceAdjustment',
            adjustmentPercentage: 10,
          },
        },
      ],
    ],
    [
      'ethiopia-yirgacheffe',
      [
        {
          orderCount: null,
          adjustmentValue: {
            __typename: 'SellingPlanFixedAmountPriceAdjustment',
            adjustmentAmount: { amount: '2.0', currencyCode: 'GBP' },
          },
        },
      ],
    ],
    [
      'breakfast-tea',
      [
        {
          orderCount: null,
          adjustmentValue: {
            __typename: 'SellingPlanFixedPriceAdjustment',
            price: { amount: '5.5', currencyCode: 'GBP' },
          },
        },
      ],
    ],
    [
      'coffee-starter-box',
      [
        {
          orderCount: 1,
          adjustmentValue: {
            __typename: 'SellingPlanFixedPriceAdjustment',
            price: { amount: '15.0', currencyCode: 'GBP' },
          },
        },
        {
          orderCount: null,
          adjustmentValue: {
            __typename: 'SellingPlanPercentagePriceAdjustment',
            adjustmentPercentage: 10,
          },
        },
      ],
    ],
  ])('resolves the adjustment value union of %s', async (handle, expected) => {
    const { product } = await data<{ product: ProductResult }>(
      `query ($handle: String!) { product(handle: $handle) { ${PRODUCT_FIELDS} } }`,
      { handle },
    );
    expect(product.sellingPlanGroups.nodes[0]?.sellingPlans.nodes[0]?.priceAdjustments).toEqual(
      expected,
    );
  });

  it('returns null for an unknown handle or id and an error for a malformed id', async () => {
    const result = await data<{ a: null; b: null }>(
      `{ a: product(handle: "no-such-thing") { id } b: product(id: "gid://shopify/Product/1") { id } }`,
    );
    expect(result).toEqual({ a: null, b: null });
    const bad = await gql<{ product: null }>('{ product(id: "8800000001") { id } }');
    expect(bad.errors?.[0]?.message).toBe("Invalid global id '8800000001'");
    expect(bad.data?.product).toBeNull();
  });

  it('pages through every product with cursors', async () => {
    const handles: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: {
        products: {
          nodes: { handle: string }[];
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
        };
      } = await data(
        'query ($after: String) { products(first: 4, after: $after) { nodes { handle } pageInfo { hasNextPage endCursor } } }',
        { after },
      );
      handles.push(...page.products.nodes.map((n) => n.handle));
      pages += 1;
      if (!page.products.pageInfo.hasNextPage) break;
      after = page.products.pageInfo.endCursor;
    }
    expect(pages).toBe(9);
    expect(handles).toEqual(loadCatalogue().products.map((p) => p.handle));
  });

  it('pages backwards with last and before, and refuses an unknown cursor', async () => {
    const all = loadCatalogue().products.map((p) => p.handle);
    const fifth: { products: { edges: { cursor: string }[] } } = await data(
      '{ products(first: 5) { edges { cursor } } }',
    );
    const before = fifth.products.edges[4]?.cursor;
    const query =
      'query ($before: String) { products(last: 2, before: $before) { nodes { handle } pageInfo { hasNextPage hasPreviousPage } } }';
    expect(await data(query, { before })).toEqual({
      products: {
        nodes: [{ handle: all[2] }, { handle: all[3] }],
        pageInfo: { hasNextPage: true, hasPreviousPage: true },
      },
    });
    const unknown = Buffer.from(JSON.stringify({ last_id: 'gid://shopify/Product/1' })).toString(
      'base64',
    );
    const bad = await gql(query, { before: unknown });
    expect(bad.errors?.[0]?.extensions?.code).toBe('INVALID_CURSOR');
  });

  it.each([
    [
      'product_type:Tea',
      'ID',
      false,
      [
        'breakfast-tea',
        'ceremonial-matcha',
        'earl-grey-blue-flower',
        'japanese-sencha',
        'rooibos-chai',
        'chamomile-and-honeybush',
      ],
    ],
    ['tag:sale', 'ID', false, ['ceramic-pour-over', 'stoneware-mug']],
    [
      '-tag:subscription vendor:Morrow*',
      'TITLE',
      false,
      [
        'barista-oat-milk',
        'ceramic-pour-over',
        'chamomile-and-honeybush',
        'espresso-roast-no-5',
        'oat-and-coffee-bundle',
        'drinking-chocolate',
        'swiss-water-decaf',
      ],
    ],
    ['matcha', 'ID', false, ['ceremonial-matcha', 'bamboo-matcha-whisk-set']],
    [
      'product_type:Coffee',
      'PRICE',
      true,
      [
        'coffee-starter-box',
        'oat-and-coffee-bundle',
        'coffee-of-the-month-subscription',
        'kenya-nyeri-aa',
        'ethiopia-yirgacheffe',
        'colombia-huila',
        'espresso-roast-no-5',
        'house-blend-coffee',
        'swiss-water-decaf',
        'cold-brew-coffee-pouches',
      ],
    ],
  ])(
    'filters products with query %j sorted by %s (reverse %s)',
    async (query, sortKey, reverse, expected) => {
      const result = await data<{ products: { nodes: { handle: string }[] } }>(
        'query ($query: String, $sortKey: ProductSortKeys, $reverse: Boolean) { products(first: 50, query: $query, sortKey: $sortKey, reverse: $reverse) { nodes { handle } } }',
        { query, sortKey, reverse },
      );
      expect(result.products.nodes.map((n) => n.handle)).toEqual(expected);
    },
  );

  it('resolves node and nodes for products and variants, null for unknown ids', async () => {
    const result = await data<{
      node: { __typename: string; title: string; product: { handle: string } };
      nodes: ({ __typename: string; id: string } | null)[];
    }>(
      `{
        node(id: "${GREENS_30}") { __typename ... on ProductVariant { title product { handle } } }
        nodes(ids: ["${gid.product(2)}", "${OAT_ORIGINAL}", "gid://shopify/ProductVariant/1"]) {
          __typename
          ... on Product { id }
          ... on ProductVariant { id }
        }
      }`,
    );
    expect(result.node).toEqual({
      __typename: 'ProductVariant',
      title: '30 servings',
      product: { handle: 'daily-greens' },
    });
    expect(result.nodes).toEqual([
      { __typename: 'Product', id: gid.product(2) },
      { __typename: 'ProductVariant', id: OAT_ORIGINAL },
      null,
    ]);
  });

  it('serves the custom metafields of SPEC §3 on variants', async () => {
    const fields = `
      upgrade: metafield(namespace: "custom", key: "upgrade_variant") { id key namespace type value reference { ... on ProductVariant { id title } } }
      upgradeText: metafield(namespace: "custom", key: "upgrade_button_text_override") { value }
      chance: metafield(namespace: "custom", key: "ab_test_swap_with_variant_chance") { type value }
      swap: metafield(namespace: "custom", key: "ab_test_swap_with_variant_id") { value }
      noNamespace: metafield(key: "upgrade_variant") { value }
      list: metafields(identifiers: [{ namespace: "custom", key: "upgrade_variant" }, { namespace: "custom", key: "missing" }]) { key }
    `;
    const result = await data<Record<'greens' | 'oat', Record<string, unknown>>>(
      `{ greens: node(id: "${GREENS_30}") { ... on ProductVariant { ${fields} } } oat: node(id: "${OAT_ORIGINAL}") { ... on ProductVariant { ${fields} } } }`,
    );
    expect(result.greens).toEqual({
      upgrade: {
        id: expect.stringMatching(/^gid:\/\/shopify\/Metafield\/\d+$/),
        key: 'upgrade_variant',
        namespace: 'custom',
        type: 'variant_reference',
        value: GREENS_60,
        reference: { id: GREENS_60, title: '60 servings' },
      },
      upgradeText: { value: 'Upgrade to 60 servings and save £10' },
      chance: null,
      swap: null,
      noNamespace: null,
      list: [{ key: 'upgrade_variant' }, null],
    });
    expect(result.oat).toMatchObject({
      upgrade: null,
      chance: { type: 'number_integer', value: '50' },
      swap: { value: gid.variant(9) },
    });
  });

  it('is driven by the catalogue it is given, not by code', async () => {
    const catalogue: Catalogue = structuredClone(loadCatalogue());
    catalogue.products = catalogue.products
      .slice(0, 1)
      .map((p) => ({ ...p, title: 'Renamed Blend' }));
    emulator = makeEmulator({ catalogue });
    const result = await data<{ products: { nodes: { title: string }[] } }>(
      '{ products(first: 50) { nodes { title } } }',
    );
    expect(result.products.nodes).toEqual([{ title: 'Renamed Blend' }]);
  });
});

describe('cart lines', () => {
  it('creates an empty cart with Shopify-shaped ids, checkout URL and zero costs', async () => {
    const { cart, userErrors } = await createCart();
    expect(userErrors).toEqual([]);
    expect(cart?.id).toMatch(/^gid:\/\/shopify\/Cart\/c1-[0-9a-f]{32}$/);
    const token = cart?.id.split('/').pop();
    expect(cart?.checkoutUrl).toBe(`${PUBLIC_URL}/checkout/${token}`);
    expect(cart?.createdAt).toBe('2024-05-01T10:00:00Z');
    expect(cart?.totalQuantity).toBe(0);
    expect(cart?.cost).toEqual({
      subtotalAmount: { amount: '0.0', currencyCode: 'GBP' },
      totalAmount: { amount: '0.0', currencyCode: 'GBP' },
      checkoutChargeAmount: { amount: '0.0', currencyCode: 'GBP' },
      totalTaxAmount: null,
      totalDutyAmount: null,
    });
  });

  it('keeps one-time and subscription purchases of a variant on separate lines and merges identical ones', async () => {
    const cart = await cartWith([{ merchandiseId: HOUSE_250, quantity: 1 }]);
    const onPlan = await addLines(cart.id, [
      { merchandiseId: HOUSE_250, quantity: 1, sellingPlanId: HOUSE_EVERY_2_WEEKS },
    ]);
    expect(lineSummary(onPlan.cart)).toEqual([
      { merchandise: HOUSE_250, plan: HOUSE_EVERY_2_WEEKS, quantity: 1 },
      { merchandise: HOUSE_250, plan: null, quantity: 1 },
    ]);
    const planLineId = onPlan.cart?.lines.nodes[0]?.id;

    const again = await addLines(cart.id, [
      { merchandiseId: HOUSE_250, quantity: 2, sellingPlanId: HOUSE_EVERY_2_WEEKS },
    ]);
    expect(lineSummary(again.cart)).toEqual([
      { merchandise: HOUSE_250, plan: HOUSE_EVERY_2_WEEKS, quantity: 3 },
      { merchandise: HOUSE_250, plan: null, quantity: 1 },
    ]);
    expect(again.cart?.lines.nodes[0]?.id).toBe(planLineId);

    const otherPlan = await addLines(cart.id, [
      { merchandiseId: HOUSE_250, quantity: 1, sellingPlanId: HOUSE_MONTHLY },
    ]);
    expect(otherPlan.cart?.lines.nodes).toHaveLength(3);
    expect(otherPlan.cart?.totalQuantity).toBe(5);
  });

  it('merges only when the line attributes match as well', async () => {
    const cart = await cartWith([
      { merchandiseId: CHOCOLATE, quantity: 1, attributes: [{ key: 'gift', value: 'yes' }] },
    ]);
    const plain = await addLines(cart.id, [{ merchandiseId: CHOCOLATE, quantity: 1 }]);
    expect(plain.cart?.lines.nodes).toHaveLength(2);
    const same = await addLines(cart.id, [
      { merchandiseId: CHOCOLATE, quantity: 2, attributes: [{ key: 'gift', value: 'yes' }] },
    ]);
    expect(same.cart?.lines.nodes.map((l) => [l.quantity, l.attributes])).toEqual([
      [1, []],
      [3, [{ key: 'gift', value: 'yes' }]],
    ]);
  });

  it('line ids carry the cart token', async () => {
    const cart = await cartWith([{ merchandiseId: TEA }]);
    const token = cart.id.split('/').pop();
    expect(cart.lines.nodes[0]?.id).toMatch(
      new RegExp(`^gid://shopify/CartLine/[0-9a-f-]{36}\\?cart=${token}$`),
    );
  });

  it('updates quantity, moves a line off its plan (merging) and removes it at quantity 0', async () => {
    const cart = await cartWith([
      { merchandiseId: ETHIOPIA, quantity: 1 },
      { merchandiseId: ETHIOPIA, quantity: 2, sellingPlanId: ETHIOPIA_TWO_OFF },
    ]);
    const planLine = cart.lines.nodes.find((l) => l.sellingPlanAllocation);
    const oneTime = cart.lines.nodes.find((l) => !l.sellingPlanAllocation);
    if (!planLine || !oneTime) throw new Error('expected both lines');

    const more = (
      await data<{ cartLinesUpdate: Payload }>(CART_LINES_UPDATE, {
        cartId: cart.id,
        lines: [{ id: oneTime.id, quantity: 4 }],
      })
    ).cartLinesUpdate;
    expect(more.userErrors).toEqual([]);
    expect(
      more.cart?.lines.nodes.find((l) => l.id === oneTime.id)?.cost.subtotalAmount.amount,
    ).toBe('48.0');

    const offPlan = (
      await data<{ cartLinesUpdate: Payload }>(CART_LINES_UPDATE, {
        cartId: cart.id,
        lines: [{ id: planLine.id, sellingPlanId: null }],
      })
    ).cartLinesUpdate;
    expect(lineSummary(offPlan.cart)).toEqual([{ merchandise: ETHIOPIA, plan: null, quantity: 6 }]);

    const gone = (
      await data<{ cartLinesUpdate: Payload }>(CART_LINES_UPDATE, {
        cartId: cart.id,
        lines: [{ id: oneTime.id, quantity: 0 }],
      })
    ).cartLinesUpdate;
    expect(gone.cart?.lines.nodes).toEqual([]);
    expect(gone.cart?.totalQuantity).toBe(0);
  });

  it('changes a line to another variant and back onto a plan', async () => {
    const cart = await cartWith([{ merchandiseId: GREENS_30 }]);
    const lineId = cart.lines.nodes[0]?.id;
    const result = (
      await data<{ cartLinesUpdate: Payload }>(CART_LINES_UPDATE, {
        cartId: cart.id,
        lines: [{ id: lineId, merchandiseId: GREENS_60, sellingPlanId: GREENS_MONTHLY }],
      })
    ).cartLinesUpdate;
    expect(result.userErrors).toEqual([]);
    expect(lineSummary(result.cart)).toEqual([
      { merchandise: GREENS_60, plan: GREENS_MONTHLY, quantity: 1 },
    ]);
    expect(result.cart?.lines.nodes[0]?.cost.amountPerQuantity.amount).toBe('51.0');
  });

  it('removes lines by id', async () => {
    const cart = await cartWith([{ merchandiseId: TEA }, { merchandiseId: CHOCOLATE }]);
    const tea = cart.lines.nodes.find((l) => l.merchandise.id === TEA);
    const result = (
      await data<{ cartLinesRemove: Payload }>(CART_LINES_REMOVE, {
        cartId: cart.id,
        lineIds: [tea?.id],
      })
    ).cartLinesRemove;
    expect(result.userErrors).toEqual([]);
    expect(lineSummary(result.cart)).toEqual([{ merchandise: CHOCOLATE, plan: null, quantity: 1 }]);
  });

  it('pages through cart lines', async () => {
    const cart = await cartWith([
      { merchandiseId: TEA },
      { merchandiseId: CHOCOLATE },
      { merchandiseId: ETHIOPIA },
    ]);
    type Page = {
      cart: {
        lines: { nodes: { id: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
      };
    };
    const query =
      'query ($id: ID!, $after: String) { cart(id: $id) { lines(first: 2, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } } } }';
    const first = await data<Page>(query, { id: cart.id });
    const second = await data<Page>(query, {
      id: cart.id,
      after: first.cart.lines.pageInfo.endCursor,
    });
    expect(first.cart.lines.pageInfo.hasNextPage).toBe(true);
    expect(second.cart.lines.pageInfo.hasNextPage).toBe(false);
    expect([...first.cart.lines.nodes, ...second.cart.lines.nodes].map((n) => n.id)).toEqual(
      cart.lines.nodes.map((n) => n.id),
    );
  });
});

describe('cart costs', () => {
  it.each<
    [
      string,
      string,
      string | null,
      number,
      { unit: string; compareAt: string | null; subtotal: string; checkoutCharge: string | null },
    ]
  >([
    [
      'one-time',
      HOUSE_250,
      null,
      2,
      { unit: '9.5', compareAt: null, subtotal: '19.0', checkoutCharge: null },
    ],
    [
      'one-time with compareAtPrice',
      POUR_OVER_WHITE,
      null,
      1,
      { unit: '28.0', compareAt: '35.0', subtotal: '28.0', checkoutCharge: null },
    ],
    [
      'percentage 10',
      HOUSE_250,
      HOUSE_EVERY_2_WEEKS,
      3,
      { unit: '8.55', compareAt: '9.5', subtotal: '25.65', checkoutCharge: '8.55' },
    ],
    [
      'percentage 10 on 1 kg',
      HOUSE_1KG,
      HOUSE_MONTHLY,
      1,
      { unit: '28.8', compareAt: '32.0', subtotal: '28.8', checkoutCharge: '28.8' },
    ],
    [
      'percentage 15',
      GREENS_30,
      GREENS_MONTHLY,
      1,
      { unit: '29.75', compareAt: '35.0', subtotal: '29.75', checkoutCharge: '29.75' },
    ],
    [
      'fixed amount £2 off',
      ETHIOPIA,
      ETHIOPIA_TWO_OFF,
      2,
      { unit: '10.0', compareAt: '12.0', subtotal: '20.0', checkoutCharge: '10.0' },
    ],
    [
      'fixed price £5.50',
      TEA,
      TEA_FIXED_PRICE,
      1,
      { unit: '5.5', compareAt: '6.5', subtotal: '5.5', checkoutCharge: '5.5' },
    ],
    [
      'orderCount: first box £15',
      STARTER_BOX,
      STARTER_FIRST_BOX,
      1,
      { unit: '15.0', compareAt: '30.0', subtotal: '15.0', checkoutCharge: '15.0' },
    ],
    [
      'percentage 0 (no saving)',
      COFFEE_OF_THE_MONTH,
      COTM_MONTHLY,
      1,
      { unit: '16.0', compareAt: null, subtotal: '16.0', checkoutCharge: '16.0' },
    ],
    [
      'prepaid 3 deliveries for £42',
      COFFEE_OF_THE_MONTH,
      COTM_PREPAID,
      1,
      { unit: '42.0', compareAt: '48.0', subtotal: '42.0', checkoutCharge: '42.0' },
    ],
  ])('prices a %s line', async (_, merchandiseId, sellingPlanId, quantity, expected) => {
    const cart = await cartWith([
      { merchandiseId, quantity, ...(sellingPlanId ? { sellingPlanId } : {}) },
    ]);
    const line = cart.lines.nodes[0];
    expect({
      unit: line?.cost.amountPerQuantity.amount,
      compareAt: line?.cost.compareAtAmountPerQuantity?.amount ?? null,
      subtotal: line?.cost.subtotalAmount.amount,
      checkoutCharge: line?.sellingPlanAllocation?.checkoutChargeAmount.amount ?? null,
    }).toEqual(expected);
    expect(line?.cost.totalAmount.amount).toBe(expected.subtotal);
    expect(cart.cost.subtotalAmount.amount).toBe(expected.subtotal);
    expect(cart.cost.totalAmount.amount).toBe(expected.subtotal);
  });

  it('lists the first-order and later prices of an orderCount plan on the allocation', async () => {
    const cart = await cartWith([{ merchandiseId: STARTER_BOX, sellingPlanId: STARTER_FIRST_BOX }]);
    const allocation = cart.lines.nodes[0]?.sellingPlanAllocation;
    expect(allocation?.sellingPlan).toEqual({
      id: STARTER_FIRST_BOX,
      name: 'First box £15, then 10% off monthly',
    });
    expect(
      allocation?.priceAdjustments.map((a) => [
        a.price.amount,
        a.compareAtPrice.amount,
        a.perDeliveryPrice.amount,
      ]),
    ).toEqual([
      ['15.0', '30.0', '15.0'],
      ['27.0', '30.0', '27.0'],
    ]);
  });

  it('gives the prepaid plan a per-delivery price', async () => {
    const cart = await cartWith([
      { merchandiseId: COFFEE_OF_THE_MONTH, sellingPlanId: COTM_PREPAID },
    ]);
    expect(
      cart.lines.nodes[0]?.sellingPlanAllocation?.priceAdjustments[0]?.perDeliveryPrice.amount,
    ).toBe('14.0');
  });

  it('sums a mixed cart', async () => {
    const cart = await cartWith([
      { merchandiseId: HOUSE_250, quantity: 2 },
      { merchandiseId: HOUSE_250, sellingPlanId: HOUSE_EVERY_2_WEEKS },
      { merchandiseId: TEA, sellingPlanId: TEA_FIXED_PRICE, quantity: 3 },
    ]);
    expect(cart.totalQuantity).toBe(6);
    expect(cart.cost.subtotalAmount.amount).toBe('44.05'); // 19.00 + 8.55 + 16.50
    expect(cart.cost.checkoutChargeAmount.amount).toBe('44.05');
  });
});

describe('discount codes', () => {
  async function applyCodes(cartId: string, discountCodes: string[]): Promise<Payload> {
    return (
      await data<{ cartDiscountCodesUpdate: Payload }>(CART_DISCOUNT_CODES_UPDATE, {
        cartId,
        discountCodes,
      })
    ).cartDiscountCodesUpdate;
  }

  const lineDiscounts = (cart: Cart | null) =>
    (cart?.lines.nodes ?? []).map((l) =>
      l.discountAllocations.map((d) => [d.code, d.discountedAmount.amount]),
    );

  const cartDiscounts = (cart: Cart | null) =>
    (cart?.discountAllocations ?? []).map((d) => [d.code, d.discountedAmount.amount]);

  it('applies WELCOME15 (any case) to the entire cart: cart allocations only, lines untouched', async () => {
    const cart = await cartWith([
      { merchandiseId: HOUSE_250, quantity: 2 },
      { merchandiseId: HOUSE_250, sellingPlanId: HOUSE_EVERY_2_WEEKS },
      { merchandiseId: TEA, sellingPlanId: TEA_FIXED_PRICE, quantity: 3 },
    ]);
    const { cart: discounted, userErrors } = await applyCodes(cart.id, ['welcome15']);
    expect(userErrors).toEqual([]);
    expect(discounted?.discountCodes).toEqual([{ code: 'welcome15', applicable: true }]);
    // 15 % of 44.05 = 6.6075 → 6.61, on the cart (Storefront API 2022-07+: an order-level
    // discount is in Cart.discountAllocations; CartLine.discountAllocations hold line-level ones).
    expect(cartDiscounts(discounted)).toEqual([['welcome15', '6.61']]);
    expect(lineDiscounts(discounted)).toEqual([[], [], []]);
    expect(discounted?.lines.nodes.map((l) => l.cost.totalAmount.amount)).toEqual([
      '19.0',
      '8.55',
      '16.5',
    ]);
    expect(discounted?.cost.subtotalAmount.amount).toBe('44.05');
    expect(discounted?.cost.totalAmount.amount).toBe('37.44');
  });

  it('applies COFFEE10 to the coffee lines only: line allocations, cart allocations empty', async () => {
    const cart = await cartWith([
      { merchandiseId: HOUSE_250, quantity: 2 },
      { merchandiseId: CHOCOLATE },
      { merchandiseId: HOUSE_250, sellingPlanId: HOUSE_EVERY_2_WEEKS },
    ]);
    const { cart: discounted, userErrors } = await applyCodes(cart.id, ['coffee10']);
    expect(userErrors).toEqual([]);
    expect(discounted?.discountCodes).toEqual([{ code: 'coffee10', applicable: true }]);
    // 10 % of 19.00 = 1.90; chocolate is not coffee; 10 % of 8.55 = 0.855 → 0.86.
    expect(lineDiscounts(discounted)).toEqual([[['coffee10', '1.9']], [], [['coffee10', '0.86']]]);
    expect(cartDiscounts(discounted)).toEqual([]);
    expect(
      discounted?.lines.nodes.map((l) => [l.cost.subtotalAmount.amount, l.cost.totalAmount.amount]),
    ).toEqual([
      ['19.0', '17.1'],
      ['8.5', '8.5'],
      ['8.55', '7.69'],
    ]);
    // The cart subtotal is "before taxes and cart-level discounts": line-level ones are taken.
    expect(discounted?.cost.subtotalAmount.amount).toBe('33.29');
    expect(discounted?.cost.totalAmount.amount).toBe('33.29');
  });

  it('keeps COFFEE10 on a cart without coffee as not applicable', async () => {
    const cart = await cartWith([{ merchandiseId: CHOCOLATE }, { merchandiseId: TEA }], {
      discountCodes: ['COFFEE10'],
    });
    expect(cart.discountCodes).toEqual([{ code: 'COFFEE10', applicable: false }]);
    expect(lineDiscounts(cart)).toEqual([[], []]);
    expect(cart.cost.totalAmount.amount).toBe('15.0');
  });

  it('keeps an unknown code on the cart as not applicable', async () => {
    const cart = await cartWith([{ merchandiseId: CHOCOLATE }]);
    const { cart: result } = await applyCodes(cart.id, ['NOTACODE', 'WELCOME15']);
    expect(result?.discountCodes).toEqual([
      { code: 'NOTACODE', applicable: false },
      { code: 'WELCOME15', applicable: true },
    ]);
    expect(result?.cost.totalAmount.amount).toBe('7.22'); // 8.50 − 1.275 rounded to 1.28
  });

  it('applies FIVEOFF only once the subtotal reaches £20', async () => {
    const cart = await cartWith([{ merchandiseId: HOUSE_250 }], { discountCodes: ['FIVEOFF'] });
    expect(cart.discountCodes).toEqual([{ code: 'FIVEOFF', applicable: false }]);
    expect(cart.cost.totalAmount.amount).toBe('9.5');
    const bigger = await addLines(cart.id, [{ merchandiseId: ETHIOPIA }]);
    expect(bigger.cart?.discountCodes).toEqual([{ code: 'FIVEOFF', applicable: true }]);
    expect(bigger.cart?.cost.subtotalAmount.amount).toBe('21.5');
    expect(bigger.cart?.cost.totalAmount.amount).toBe('16.5');
    expect(cartDiscounts(bigger.cart)).toEqual([['FIVEOFF', '5.0']]);
    expect(lineDiscounts(bigger.cart)).toEqual([[], []]);
  });

  it('a code on an empty cart is not applicable; removing codes clears them', async () => {
    const cart = await cartWith([], { discountCodes: ['WELCOME15'] });
    expect(cart.discountCodes).toEqual([{ code: 'WELCOME15', applicable: false }]);
    const cleared = await applyCodes(cart.id, []);
    expect(cleared.cart?.discountCodes).toEqual([]);
  });
});

describe('userErrors', () => {
  it.each<[string, Record<string, unknown>, UserError]>([
    [
      'unknown merchandise',
      { merchandiseId: 'gid://shopify/ProductVariant/1' },
      {
        code: 'INVALID',
        field: ['lines', '0', 'merchandiseId'],
        message: 'The merchandise with id gid://shopify/ProductVariant/1 does not exist.',
      },
    ],
    [
      'a negative quantity',
      { merchandiseId: TEA, quantity: -1 },
      {
        code: 'INVALID',
        field: ['lines', '0', 'quantity'],
        message: 'The quantity must be greater than or equal to 0.',
      },
    ],
    [
      "another product's selling plan",
      { merchandiseId: HOUSE_250, sellingPlanId: TEA_FIXED_PRICE },
      {
        code: 'INVALID',
        field: ['lines', '0', 'sellingPlanId'],
        message: `The selling plan with id ${TEA_FIXED_PRICE} is not available for the merchandise with id ${HOUSE_250}.`,
      },
    ],
    [
      'an unknown selling plan',
      { merchandiseId: HOUSE_250, sellingPlanId: 'gid://shopify/SellingPlan/1' },
      {
        code: 'INVALID',
        field: ['lines', '0', 'sellingPlanId'],
        message: `The selling plan with id gid://shopify/SellingPlan/1 is not available for the merchandise with id ${HOUSE_250}.`,
      },
    ],
    [
      'a plan-only product without a plan',
      { merchandiseId: COFFEE_OF_THE_MONTH },
      {
        code: 'INVALID',
        field: ['lines', '0', 'merchandiseId'],
        message: `The merchandise with id ${COFFEE_OF_THE_MONTH} can only be purchased with a selling plan.`,
      },
    ],
  ])('cartLinesAdd with %s leaves the cart unchanged', async (_, line, expected) => {
    const cart = await cartWith([{ merchandiseId: CHOCOLATE }]);
    clock += 60_000;
    const result = await addLines(cart.id, [line]);
    expect(result.userErrors).toEqual([expected]);
    expect(result.cart).toEqual(cart);
    expect(await readCart(cart.id)).toEqual(cart);
  });

  it('rejects the whole batch when one of several lines is bad', async () => {
    const cart = await cartWith([]);
    const result = await addLines(cart.id, [
      { merchandiseId: TEA },
      { merchandiseId: 'gid://shopify/ProductVariant/2' },
    ]);
    expect(result.userErrors.map((e) => e.field)).toEqual([['lines', '1', 'merchandiseId']]);
    expect(result.cart?.lines.nodes).toEqual([]);
  });

  it('cartCreate with a bad line creates no cart', async () => {
    const result = await createCart({
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1' }],
    });
    expect(result.cart).toBeNull();
    expect(result.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['input', 'lines', '0', 'merchandiseId'],
        message: 'The merchandise with id gid://shopify/ProductVariant/1 does not exist.',
      },
    ]);
  });

  it.each<[string, (lineId: string) => Record<string, unknown>, UserError]>([
    [
      'an unknown line id',
      () => ({
        id: 'gid://shopify/CartLine/00000000-0000-0000-0000-000000000000?cart=c1-x',
        quantity: 2,
      }),
      {
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['lines', '0', 'id'],
        message:
          'The merchandise line with id gid://shopify/CartLine/00000000-0000-0000-0000-000000000000?cart=c1-x does not exist.',
      },
    ],
    [
      'a negative quantity',
      (id) => ({ id, quantity: -3 }),
      {
        code: 'INVALID',
        field: ['lines', '0', 'quantity'],
        message: 'The quantity must be greater than or equal to 0.',
      },
    ],
    [
      "another product's plan",
      (id) => ({ id, sellingPlanId: GREENS_MONTHLY }),
      {
        code: 'INVALID',
        field: ['lines', '0', 'sellingPlanId'],
        message: `The selling plan with id ${GREENS_MONTHLY} is not available for the merchandise with id ${HOUSE_250}.`,
      },
    ],
    [
      'unknown merchandise',
      (id) => ({ id, merchandiseId: 'gid://shopify/ProductVariant/9' }),
      {
        code: 'INVALID',
        field: ['lines', '0', 'merchandiseId'],
        message: 'The merchandise with id gid://shopify/ProductVariant/9 does not exist.',
      },
    ],
  ])('cartLinesUpdate with %s leaves the cart unchanged', async (_, update, expected) => {
    const cart = await cartWith([{ merchandiseId: HOUSE_250, sellingPlanId: HOUSE_MONTHLY }]);
    const lineId = cart.lines.nodes[0]?.id ?? '';
    clock += 60_000;
    const result = (
      await data<{ cartLinesUpdate: Payload }>(CART_LINES_UPDATE, {
        cartId: cart.id,
        lines: [update(lineId)],
      })
    ).cartLinesUpdate;
    expect(result.userErrors).toEqual([expected]);
    expect(result.cart).toEqual(cart);
  });

  it('cartLinesUpdate that takes a plan-only line off its plan is refused', async () => {
    const cart = await cartWith([
      { merchandiseId: COFFEE_OF_THE_MONTH, sellingPlanId: COTM_MONTHLY },
    ]);
    const result = (
      await data<{ cartLinesUpdate: Payload }>(CART_LINES_UPDATE, {
        cartId: cart.id,
        lines: [{ id: cart.lines.nodes[0]?.id, sellingPlanId: null }],
      })
    ).cartLinesUpdate;
    expect(result.userErrors.map((e) => [e.code, e.field])).toEqual([
      ['INVALID', ['lines', '0', 'id']],
    ]);
    expect(result.cart).toEqual(cart);
  });

  it('cartLinesRemove with an unknown line id leaves the cart unchanged', async () => {
    const cart = await cartWith([{ merchandiseId: TEA }]);
    const result = (
      await data<{ cartLinesRemove: Payload }>(CART_LINES_REMOVE, {
        cartId: cart.id,
        lineIds: [cart.lines.nodes[0]?.id, 'gid://shopify/CartLine/nope?cart=x'],
      })
    ).cartLinesRemove;
    expect(result.userErrors).toEqual([
      {
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['lineIds', '1'],
        message: 'The merchandise line with id gid://shopify/CartLine/nope?cart=x does not exist.',
      },
    ]);
    expect(result.cart).toEqual(cart);
  });

  it('cartNoteUpdate without a note reports MISSING_NOTE', async () => {
    const cart = await cartWith([]);
    const result = (await data<{ cartNoteUpdate: Payload }>(CART_NOTE_UPDATE, { cartId: cart.id }))
      .cartNoteUpdate;
    expect(result.userErrors).toEqual([
      { code: 'MISSING_NOTE', field: ['note'], message: 'Note is missing.' },
    ]);
  });
});

describe('unknown and expired carts', () => {
  const MUTATIONS: [string, string, Record<string, unknown>][] = [
    ['cartLinesAdd', CART_LINES_ADD, { lines: [{ merchandiseId: TEA }] }],
    ['cartLinesUpdate', CART_LINES_UPDATE, { lines: [] }],
    ['cartLinesRemove', CART_LINES_REMOVE, { lineIds: [] }],
    ['cartDiscountCodesUpdate', CART_DISCOUNT_CODES_UPDATE, { discountCodes: ['WELCOME15'] }],
    ['cartAttributesUpdate', CART_ATTRIBUTES_UPDATE, { attributes: [] }],
    ['cartNoteUpdate', CART_NOTE_UPDATE, { note: 'hi' }],
    ['cartBuyerIdentityUpdate', CART_BUYER_IDENTITY_UPDATE, { buyerIdentity: { email: 'a@b.co' } }],
  ];
  const UNKNOWN = 'gid://shopify/Cart/c1-00000000000000000000000000000000';

  it('cart(id) of an unknown cart is null', async () => {
    expect(await readCart(UNKNOWN)).toBeNull();
  });

  it('cart(id) with a malformed id is a GraphQL error', async () => {
    const result = await gql<{ cart: null }>(CART_QUERY, { id: 'not-a-gid' });
    expect(result.errors?.[0]?.message).toBe("Invalid global id 'not-a-gid'");
  });

  it.each(MUTATIONS)(
    '%s on an unknown cart returns cart null and a userError',
    async (name, mutation, variables) => {
      const result = await data<Record<string, Payload>>(mutation, {
        cartId: UNKNOWN,
        ...variables,
      });
      expect(result[name]).toEqual({
        cart: null,
        userErrors: [
          { code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' },
        ],
      });
    },
  );

  it('expireCarts() makes every existing cart read as null, new carts still work', async () => {
    const cart = await cartWith([{ merchandiseId: TEA }]);
    emulator.expireCarts();
    expect(await readCart(cart.id)).toBeNull();
    expect(emulator.peekCart(cart.id)).toBeUndefined();
    expect((await addLines(cart.id, [{ merchandiseId: TEA }])).cart).toBeNull();
    const fresh = await cartWith([{ merchandiseId: TEA }]);
    expect(await readCart(fresh.id)).toEqual(fresh);
  });

  it('carts older than cartTtlMs read as null', async () => {
    emulator = makeEmulator({ cartTtlMs: 60_000 });
    const cart = await cartWith([{ merchandiseId: TEA }]);
    clock += 60_000;
    expect(await readCart(cart.id)).not.toBeNull();
    clock += 1;
    expect(await readCart(cart.id)).toBeNull();
  });

  it('reset() forgets every cart', async () => {
    const cart = await cartWith([]);
    emulator.reset();
    expect(await readCart(cart.id)).toBeNull();
  });
});

describe('cart attributes, note and buyer identity', () => {
  it('replaces the attributes and reads one by key', async () => {
    const cart = await cartWith([], { attributes: [{ key: 'segmentUserId', value: 'anon-1' }] });
    expect(cart.attributes).toEqual([{ key: 'segmentUserId', value: 'anon-1' }]);
    const result = (
      await data<{
        cartAttributesUpdate: { cart: { attributes: unknown[] }; userErrors: unknown[] };
      }>(CART_ATTRIBUTES_UPDATE, {
        cartId: cart.id,
        attributes: [
          { key: 'awinParams', value: '{"awc":"1"}' },
          { key: '_conv_s', value: 'abc' },
        ],
      })
    ).cartAttributesUpdate;
    expect(result).toEqual({
      cart: {
        id: cart.id,
        attributes: [
          { key: 'awinParams', value: '{"awc":"1"}' },
          { key: '_conv_s', value: 'abc' },
        ],
      },
      userErrors: [],
    });
    const one = await data<{ cart: { a: { value: string }; b: null } }>(
      'query ($id: ID!) { cart(id: $id) { a: attribute(key: "_conv_s") { value } b: attribute(key: "segmentUserId") { value } } }',
      {
        id: cart.id,
      },
    );
    expect(one.cart).toEqual({ a: { value: 'abc' }, b: null });
  });

  it('sets the note and buyer identity and moves updatedAt', async () => {
    const cart = await cartWith([]);
    clock += 5_000;
    const note = (
      await data<{ cartNoteUpdate: { cart: { note: string } } }>(CART_NOTE_UPDATE, {
        cartId: cart.id,
        note: 'Leave by the door',
      })
    ).cartNoteUpdate;
    expect(note.cart.note).toBe('Leave by the door');
    const identity = (
      await data<{ cartBuyerIdentityUpdate: unknown }>(CART_BUYER_IDENTITY_UPDATE, {
        cartId: cart.id,
        buyerIdentity: { email: 'sam@example.com', countryCode: 'GB' },
      })
    ).cartBuyerIdentityUpdate;
    expect(identity).toEqual({
      cart: {
        id: cart.id,
        buyerIdentity: { email: 'sam@example.com', countryCode: 'GB', customer: null },
      },
      userErrors: [],
    });
    const read = await readCart(cart.id);
    expect(read?.createdAt).toBe('2024-05-01T10:00:00Z');
    expect(read?.updatedAt).toBe('2024-05-01T10:00:05Z');
  });
});

describe('checkout page', () => {
  it('lists the lines and total of the cart', async () => {
    const cart = await cartWith(
      [
        { merchandiseId: HOUSE_250, quantity: 2 },
        { merchandiseId: TEA, sellingPlanId: TEA_FIXED_PRICE },
      ],
      { discountCodes: ['WELCOME15'] },
    );
    const response = await emulator.handleCheckout(new Request(cart.checkoutUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Local checkout — no payment is taken');
    expect(html).toContain('House Blend Coffee Beans');
    expect(html).toContain('Monthly, £5.50 a box');
    expect(html).toContain(`data-amount="${cart.cost.totalAmount.amount}"`);
    expect(html).toContain('£20.82'); // (19.00 + 5.50) × 0.85
  });

  it('answers 404 for an unknown cart token', async () => {
    const response = await emulator.handleCheckout(
      new Request(`${PUBLIC_URL}/checkout/c1-unknown`),
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Cart not found');
  });

  it('shows a product-level discount on its line and an order-level one in the totals', async () => {
    const coffee = await cartWith([{ merchandiseId: HOUSE_250 }], { discountCodes: ['COFFEE10'] });
    const coffeePage = await (
      await emulator.handleCheckout(new Request(coffee.checkoutUrl))
    ).text();
    expect(coffeePage).toContain('<small>Discount COFFEE10 −£0.95</small>');
    expect(coffeePage).toContain('data-amount="8.55"');
    const welcome = await cartWith([{ merchandiseId: HOUSE_250 }], {
      discountCodes: ['WELCOME15'],
    });
    const welcomePage = await (
      await emulator.handleCheckout(new Request(welcome.checkoutUrl))
    ).text();
    expect(welcomePage).toContain('<td colspan="2">Discount WELCOME15</td>');
    expect(welcomePage).not.toContain('<small>Discount');
  });
});

describe('placing an order at the local checkout', () => {
  const SHOP = 'http://localhost:3000';
  const tokenOf = (cart: Cart) => new URL(cart.checkoutUrl).pathname.split('/').pop() ?? '';
  const placeOrder = (cart: Cart, form: Record<string, string> = {}) =>
    emulator.handleCheckout(
      new Request(cart.checkoutUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      }),
    );
  const checkoutPage = async (cart: Cart, headers: Record<string, string> = {}) => {
    const response = await emulator.handleCheckout(new Request(cart.checkoutUrl, { headers }));
    return { status: response.status, html: await response.text() };
  };
  const shopLink = (html: string) => /<a href="([^"]*)">Continue shopping/.exec(html)?.[1];

  it('offers an accessible "Place order" form that posts to the checkout URL', async () => {
    const cart = await cartWith([{ merchandiseId: HOUSE_250 }]);
    const { html } = await checkoutPage(cart, { Referer: `${SHOP}/products/house-blend-coffee` });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<main>');
    expect(html).toContain('<caption>Your order</caption>');
    expect(html).toContain(
      `<form method="post" action="/checkout/${tokenOf(cart)}" aria-labelledby="place-order-heading">`,
    );
    expect(html).toContain('<h2 id="place-order-heading">Place your order</h2>');
    expect(html).toContain(
      '<button type="submit" aria-describedby="place-order-help">Place order</button>',
    );
    // Only the origin of the Referer travels with the form.
    expect(html).toContain(`<input type="hidden" name="return_to" value="${SHOP}/">`);
  });

  it('completes the cart: cart(id) reads null and mutations get the not-found userError', async () => {
    const cart = await cartWith([{ merchandiseId: HOUSE_250, quantity: 2 }]);
    const response = await placeOrder(cart, { return_to: `${SHOP}/` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/checkout/${tokenOf(cart)}`);

    expect(await readCart(cart.id)).toBeNull();
    const added = await addLines(cart.id, [{ merchandiseId: CHOCOLATE }]);
    expect(added).toEqual({
      cart: null,
      userErrors: [
        { code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' },
      ],
    });
  });

  it('then shows the order confirmation, with a link back to the shop it came from', async () => {
    const cart = await cartWith([{ merchandiseId: HOUSE_250, quantity: 2 }]);
    await placeOrder(cart, { return_to: 'http://127.0.0.1:3100/' });
    const { status, html } = await checkoutPage(cart);
    expect(status).toBe(200);
    expect(html).toContain('<h1>Order placed — thank you</h1>');
    expect(html).toContain('<strong data-order-number="1001">#1001</strong>');
    expect(html).toContain('No payment was taken');
    expect(html).toContain('<caption>Order #1001</caption>');
    expect(html).toContain('data-amount="19.0"');
    expect(html).not.toContain('<form');
    expect(shopLink(html)).toBe('http://127.0.0.1:3100/');
  });

  it.each<[string, Record<string, string>, string]>([
    ['no return_to', {}, `${SHOP}/`],
    ['a javascript: URL', { return_to: 'javascript:alert(1)' }, `${SHOP}/`],
    ['not a URL', { return_to: 'home' }, `${SHOP}/`],
    ['the platform itself', { return_to: `${PUBLIC_URL}/` }, `${SHOP}/`],
    ['a page of the shop (its origin is kept)', { return_to: `${SHOP}/cart?x=1` }, `${SHOP}/`],
    ['another shop origin', { return_to: 'https://shop.example' }, 'https://shop.example/'],
  ])('links back with %s → %s', async (_case, form, expected) => {
    const cart = await cartWith([{ merchandiseId: CHOCOLATE }]);
    await placeOrder(cart, form);
    expect(shopLink((await checkoutPage(cart)).html)).toBe(expected);
  });

  it('falls back to the configured shop URL (PLATFORM_SHOP_URL), as its home page', async () => {
    emulator = makeEmulator({ shopUrl: 'https://morrow.example/en/shop' });
    const cart = await cartWith([{ merchandiseId: CHOCOLATE }]);
    await placeOrder(cart);
    expect(shopLink((await checkoutPage(cart)).html)).toBe('https://morrow.example/');
  });

  it('refuses a shop URL that is not an http(s) URL', () => {
    expect(() => makeEmulator({ shopUrl: 'localhost' })).toThrow(/PLATFORM_SHOP_URL/);
  });

  it('numbers orders from 1001; placing an order again changes nothing', async () => {
    const first = await cartWith([{ merchandiseId: CHOCOLATE }]);
    const second = await cartWith([{ merchandiseId: TEA }]);
    await placeOrder(first);
    await placeOrder(second);
    const again = await placeOrder(first);
    expect(again.status).toBe(303);
    expect(emulator.peekOrder(tokenOf(first))?.number).toBe(1001);
    expect(emulator.peekOrder(tokenOf(second))?.number).toBe(1002);
    expect((await checkoutPage(first)).html).toContain('#1001');
  });

  it('does not place an order for an empty cart (409, the cart stays)', async () => {
    const cart = await cartWith([]);
    const response = await placeOrder(cart);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('There is nothing to order');
    expect((await readCart(cart.id))?.id).toBe(cart.id);
    expect(emulator.peekOrder(tokenOf(cart))).toBeUndefined();
  });

  it('answers 404 to an order for an unknown cart and 405 to other methods', async () => {
    const unknown = await emulator.handleCheckout(
      new Request(`${PUBLIC_URL}/checkout/c1-unknown`, { method: 'POST', body: '' }),
    );
    expect(unknown.status).toBe(404);
    const cart = await cartWith([{ merchandiseId: CHOCOLATE }]);
    const put = await emulator.handleCheckout(new Request(cart.checkoutUrl, { method: 'PUT' }));
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it('forgets orders on reset', async () => {
    const cart = await cartWith([{ merchandiseId: CHOCOLATE }]);
    await placeOrder(cart);
    emulator.reset();
    expect((await checkoutPage(cart)).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
// Every field of the cart and variant types of the schema, generated from introspection.

function literalFor(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literalFor(type.ofType);
  if (isListType(type)) return '[]';
  if (isEnumType(type)) return type.getValues()[0]?.name ?? 'null';
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter(
      (f) => isNonNullType(f.type) && f.defaultValue === undefined,
    );
    return `{ ${required.map((f) => `${f.name}: ${literalFor(f.type)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return '1';
      case 'Float':
        return '1.0';
      case 'Boolean':
        return 'false';
      case 'ID':
        return '"gid://shopify/Unknown/1"';
      default:
        return '"x"';
    }
  }
  return 'null';
}

/** Required arguments get a literal; `first` is always given because Shopify requires first or last. */
function argumentsFor(field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter(
    (a: GraphQLArgument) =>
      a.name === 'first' || (isNonNullType(a.type) && a.defaultValue === undefined),
  );
  if (args.length === 0) return '';
  return `(${args.map((a) => `${a.name}: ${a.name === 'first' ? '5' : literalFor(a.type)}`).join(', ')})`;
}

function fieldsOf(
  type: GraphQLObjectType | GraphQLInterfaceType,
): GraphQLField<unknown, unknown>[] {
  return Object.values(type.getFields());
}

/** Leaf fields of a type, and `__typename` so that every selection set is non-empty. */
function leafSelection(type: GraphQLObjectType | GraphQLInterfaceType): string {
  const leaves = fieldsOf(type).filter((f) => isLeafType(getNamedType(f.type)));
  return [...leaves.map((f) => `${f.name}${argumentsFor(f)}`), '__typename'].join(' ');
}

/** Every field of `type`, recursing one level into object and interface types (unions: `__typename`). */
function fullSelection(type: GraphQLObjectType): string {
  return fieldsOf(type)
    .map((field) => {
      const named = getNamedType(field.type);
      const head = `${field.name}${argumentsFor(field)}`;
      if (isLeafType(named)) return head;
      if (isObjectType(named) || isInterfaceType(named))
        return `${head} { ${leafSelection(named)} }`;
      return `${head} { __typename }`;
    })
    .join('\n');
}

/** Asserts that every non-null field in the selection (two levels) holds a value. */
function assertNonNull(
  type: GraphQLObjectType | GraphQLInterfaceType,
  value: Record<string, unknown>,
  depth: number,
  path: string,
): number {
  let checked = 0;
  for (const field of fieldsOf(type)) {
    const named = getNamedType(field.type);
    if (depth > 0 && !isLeafType(named)) continue;
    if (!(field.name in value)) continue;
    const fieldValue = value[field.name];
    if (isNonNullType(field.type)) {
      expect(fieldValue, `${path}.${field.name}`).not.toBeNull();
      expect(fieldValue, `${path}.${field.name}`).not.toBeUndefined();
    }
    checked += 1;
    if (depth === 0 && fieldValue !== null && (isObjectType(named) || isInterfaceType(named))) {
      const items = Array.isArray(fieldValue) ? fieldValue : [fieldValue];
      for (const item of items as Record<string, unknown>[]) {
        const concrete =
          typeof item.__typename === 'string'
            ? named.name === item.__typename
              ? named
              : (schemaFromIntrospection?.getType(item.__typename) as GraphQLObjectType)
            : named;
        checked += assertNonNull(concrete, item, 1, `${path}.${field.name}`);
      }
    }
  }
  return checked;
}

let schemaFromIntrospection: GraphQLSchema | null = null;

describe('every field of Cart, CartLine, CartCost, ProductVariant and SellingPlanAllocation', () => {
  async function introspect(): Promise<GraphQLSchema> {
    const result = await data<IntrospectionQuery>(getIntrospectionQuery());
    schemaFromIntrospection = buildClientSchema(result);
    return schemaFromIntrospection;
  }

  function objectType(schema: GraphQLSchema, name: string): GraphQLObjectType {
    const type = schema.getType(name);
    if (!isObjectType(type)) throw new Error(`${name} is not an object type`);
    return type;
  }

  async function richCart(): Promise<Cart> {
    return cartWith(
      [
        { merchandiseId: HOUSE_250, quantity: 2, attributes: [{ key: 'gift', value: 'no' }] },
        { merchandiseId: HOUSE_250, sellingPlanId: HOUSE_EVERY_2_WEEKS },
        { merchandiseId: STARTER_BOX, sellingPlanId: STARTER_FIRST_BOX },
      ],
      {
        discountCodes: ['WELCOME15', 'NOPE'],
        note: 'note',
        attributes: [{ key: 'x', value: 'y' }],
      },
    );
  }

  it.each([
    [
      'Cart',
      (sel: string) => `query ($id: ID!) { value: cart(id: $id) { ${sel} } }`,
      (d: { value: unknown }) => [d.value],
    ],
    [
      'CartCost',
      (sel: string) => `query ($id: ID!) { cart(id: $id) { value: cost { ${sel} } } }`,
      (d: { cart: { value: unknown } }) => [d.cart.value],
    ],
    [
      'CartLine',
      (sel: string) =>
        `query ($id: ID!) { cart(id: $id) { lines(first: 10) { nodes { ... on CartLine { ${sel} } } } } }`,
      (d: { cart: { lines: { nodes: unknown[] } } }) => d.cart.lines.nodes,
    ],
    [
      'ProductVariant',
      (sel: string) =>
        `query { value: node(id: "${GREENS_30}") { ... on ProductVariant { ${sel} } } }`,
      (d: { value: unknown }) => [d.value],
    ],
    [
      'SellingPlanAllocation',
      (sel: string) =>
        `query { node(id: "${STARTER_BOX}") { ... on ProductVariant { sellingPlanAllocations(first: 10) { nodes { ${sel} } } } } }`,
      (d: { node: { sellingPlanAllocations: { nodes: unknown[] } } }) =>
        d.node.sellingPlanAllocations.nodes,
    ],
  ] as const)('%s', async (typeName, document, pick) => {
    const schema = await introspect();
    const type = objectType(schema, typeName);
    const cart = await richCart();
    const selection = fullSelection(type);
    const result = await gql<never>(document(selection), { id: cart.id });
    expect(result.errors).toBeUndefined();
    const values = (pick as (d: unknown) => unknown[])(result.data);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) {
      expect(value).not.toBeNull();
      const checked = assertNonNull(type, value as Record<string, unknown>, 0, typeName);
      expect(checked).toBeGreaterThanOrEqual(fieldsOf(type).length);
    }
  });
});
