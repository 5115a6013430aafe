/**
 * The subscriptions route over HTTP against the local platform (docs/accounts.md, "Subscriptions"):
 * a signed-in customer who ordered a selling-plan line on the local checkout has a contract, and
 * POST /api/account/subscriptions pauses, resumes, skips and cancels it as the platform answers;
 * another origin, bad input, a signed-out visitor and another customer's contract each get a clear
 * refusal with nothing changed, and the platform's userErrors come back as words.
 */
import type { NextApiHandler } from 'next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionContract } from '@/lib/account/subscription-model';
import { CookieJar, SHOP_ORIGIN } from '../lib/account/account-http';
import {
  accountPageAt,
  callRoute,
  signInThrough,
  storefrontData,
  platformForRoutes,
} from '../lib/account/account-routes-harness';

let routes: {
  login: NextApiHandler;
  cartIdentity: NextApiHandler;
  authorize: NextApiHandler;
  subscriptions: NextApiHandler;
  account: typeof import('@/pages/account/[[...section]]');
};
const shop = platformForRoutes();

beforeAll(async () => {
  routes = {
    login: (await import('@/pages/api/account/login')).default,
    cartIdentity: (await import('@/pages/api/account/cart-identity')).default,
    authorize: (await import('@/pages/api/account/authorize')).default,
    subscriptions: (await import('@/pages/api/account/subscriptions')).default,
    account: await import('@/pages/account/[[...section]]'),
  };
});

const call = callRoute;
const accountPage = (jar: CookieJar, path: string) =>
  accountPageAt(routes.account.getServerSideProps, jar, path);

async function signIn(jar: CookieJar, email: string) {
  const done = await signInThrough(routes, jar, email);
  expect(done.headers.get('location')).toBe('/account');
}

const storefront = <T>(query: string, variables: Record<string, unknown> = {}) =>
  storefrontData<T>(shop.platform().url, query, variables);

/** The starter box's first variant and its first selling plan, as the platform names them. */
async function starterBoxPlan() {
  const { product } = await storefront<{
    product: {
      variants: { nodes: { id: string }[] };
      sellingPlanGroups: { nodes: { sellingPlans: { nodes: { id: string }[] } }[] };
    };
  }>(
    `{ product(handle: "coffee-starter-box") { variants(first: 1) { nodes { id } }
       sellingPlanGroups(first: 1) { nodes { sellingPlans(first: 1) { nodes { id } } } } } }`,
  );
  return {
    merchandiseId: product.variants.nodes[0]!.id,
    sellingPlanId: product.sellingPlanGroups.nodes[0]!.sellingPlans.nodes[0]!.id,
  };
}

/** A basket with the starter box on its plan, attached to the customer by the shop, checked out. */
async function orderSubscription(jar: CookieJar) {
  const line = { ...(await starterBoxPlan()), quantity: 1 };
  const { cartCreate } = await storefront<{
    cartCreate: { cart: { id: string; checkoutUrl: string } };
  }>(
    `mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { id checkoutUrl } } }`,
    { lines: [line] },
  );
  const attached = await call(routes.cartIdentity, jar, {
    method: 'POST',
    headers: { origin: SHOP_ORIGIN },
    body: { cartId: cartCreate.cart.id },
  });
  expect(attached.status()).toBe(200);
  const checkout = new URL(cartCreate.cart.checkoutUrl);
  const placed = await fetch(`${shop.platform().url}${checkout.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(placed.status).toBe(303);
}

async function contractsOf(jar: CookieJar): Promise<SubscriptionContract[]> {
  const { result } = await accountPage(jar, '/account/subscriptions');
  return result.props!.data.contracts as SubscriptionContract[];
}

const JSON_POST = { origin: SHOP_ORIGIN, accept: 'application/json' };

/** One change through the route, as the page's script sends it. */
async function change(jar: CookieJar, body: Record<string, unknown>, headers = JSON_POST) {
  const response = await call(routes.subscriptions, jar, { method: 'POST', headers, body });
  return {
    status: response.status(),
    body: response.body() as { ok: boolean; error?: string; contract?: SubscriptionContract },
    location: response.headers.get('location'),
  };
}

describe('the subscriptions route', () => {
  const owner = new CookieJar();
  const other = new CookieJar();
  let contract: SubscriptionContract;

  beforeAll(async () => {
    await signIn(owner, `subs-owner-${Date.now()}@example.com`);
    await signIn(other, `subs-other-${Date.now()}@example.com`);
    await orderSubscription(owner);
    const contracts = await contractsOf(owner);
    expect(contracts).toHaveLength(1);
    contract = contracts[0]!;
    expect(contract.status).toBe('ACTIVE');
  });

  it('skips the next delivery and restores it', async () => {
    const cycle = (await contractsOf(owner))[0]!.upcoming!;
    expect(cycle.skipped).toBe(false);
    const skipped = await change(owner, {
      action: 'skip',
      contract: contract.id,
      cycle: String(cycle.index),
    });
    expect(skipped.status).toBe(200);
    expect(skipped.body.contract!.upcoming!.skipped).toBe(true);
    const restored = await change(owner, {
      action: 'unskip',
      contract: contract.id,
      cycle: String(cycle.index),
    });
    expect(restored.body.contract!.upcoming!.skipped).toBe(false);
  });

  it('pauses and resumes, answering the contract as the platform holds it', async () => {
    const paused = await change(owner, { action: 'pause', contract: contract.id });
    expect(paused).toMatchObject({ status: 200, body: { ok: true } });
    expect(paused.body.contract!.status).toBe('PAUSED');
    expect((await contractsOf(owner))[0]!.status).toBe('PAUSED');
    // Pausing a paused contract is the platform's refusal, in words, and changes nothing.
    const again = await change(owner, { action: 'pause', contract: contract.id });
    expect(again.status).toBe(422);
    expect(again.body.ok).toBe(false);
    const resumed = await change(owner, { action: 'resume', contract: contract.id });
    expect(resumed.body.contract!.status).toBe('ACTIVE');
  });

  it("refuses another origin, bad input, a signed-out visitor and another customer's contract", async () => {
    const foreign = await change(
      owner,
      { action: 'cancel', contract: contract.id },
      {
        origin: 'https://evil.example',
        accept: 'application/json',
      },
    );
    expect(foreign.status).toBe(403);
    expect((await change(owner, { action: 'delete', contract: contract.id })).status).toBe(400);
    expect((await change(owner, { action: 'pause', contract: '<script>' })).status).toBe(400);
    expect((await change(owner, { action: 'skip', contract: contract.id })).status).toBe(400);
    expect(
      (await change(new CookieJar(), { action: 'cancel', contract: contract.id })).status,
    ).toBe(401);
    const theirs = await change(other, { action: 'cancel', contract: contract.id });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain(contract.id);
    expect((await contractsOf(owner))[0]!.status).toBe('ACTIVE');
  });

  it('answers a plain form with a 303 to the page, the outcome as a key', async () => {
    const plain = { origin: SHOP_ORIGIN, accept: 'text/html' };
    const bad = await change(owner, { action: 'nope', contract: contract.id }, plain);
    expect(bad.status).toBe(303);
    expect(bad.location).toBe('/account/subscriptions?error=bad_request');
    const signedOut = await change(
      new CookieJar(),
      { action: 'pause', contract: contract.id },
      plain,
    );
    expect(signedOut.status).toBe(303);
    expect(signedOut.location).toMatch(
      /^\/api\/account\/login\?return=%2Faccount%2Fsubscriptions$/,
    );
    const cancelled = await change(owner, { action: 'cancel', contract: contract.id }, plain);
    expect(cancelled.location).toBe('/account/subscriptions?done=cancel');
    expect((await contractsOf(owner))[0]!.status).toBe('CANCELLED');
    // An ended contract cannot come back.
    expect((await change(owner, { action: 'resume', contract: contract.id })).status).toBe(422);
  });
});
