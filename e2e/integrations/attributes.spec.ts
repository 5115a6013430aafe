import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PLATFORM_URL, Shop, STOREFRONT_TOKEN } from '../fixtures/shop';
import { answerThirdParties, decided } from '../fixtures/third-parties';

async function platformAttributes(request: APIRequestContext, cartId: string) {
  const response = await request.post(`${PLATFORM_URL}/api/2023-10/graphql.json`, {
    headers: { 'X-Shopify-Storefront-Access-Token': STOREFRONT_TOKEN },
    data: {
      query: 'query ($id: ID!) { cart(id: $id) { attributes { key value } } }',
      variables: { id: cartId },
    },
  });
  const json = (await response.json()) as {
    data: { cart: { attributes: Array<{ key: string; value: string }> } | null };
  };
  return Object.fromEntries((json.data.cart?.attributes ?? []).map((a) => [a.key, a.value]));
}

/** Counts the shop's cartAttributesUpdate calls to the platform. */
function countAttributePushes(page: Page): () => number {
  let count = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && (r.postData() ?? '').includes('cartAttributesUpdate')) count++;
  });
  return () => count;
}

test('the platform cart holds the visitor attributes after load and after a focus', async ({
  page,
  request,
}) => {
  await decided(page, true, true);
  await answerThirdParties(page);
  const pushes = countAttributePushes(page);
  const shop = new Shop(page);
  await shop.goto('/?awc=123_abc&utm_source=awin');
  const { id } = await shop.storedCart();

  await expect
    .poll(async () => Object.keys(await platformAttributes(request, id)).sort(), {
      timeout: 15_000,
    })
    .toEqual(['_conv_s', '_conv_v', 'awinParams', 'convert_attributes', 'segmentUserId']);
  const attributes = await platformAttributes(request, id);
  expect(JSON.parse(attributes.awinParams!)).toEqual({ awc: '123_abc', utm_source: 'awin' });
  expect(attributes.segmentUserId).toMatch(/^[0-9a-f-]{36}$/);
  expect(attributes._conv_s).toBe('si:1*sh:1700000000-0.5*pv:1');
  expect(JSON.parse(attributes.convert_attributes!)).toEqual({
    cid: '10012345',
    pid: '10067890',
    vid: '1',
    goals: ['3001'],
    vars: ['2001'],
    exps: ['1001'],
    defaultSegments: {
      browser: 'CH',
      devices: 'DESK',
      source: 'direct',
      campaign: null,
      ctry: 'GB',
      cust: [],
      new: 1,
    },
    conversionRate: 1,
    presentmentCurrency: 'USD',
    currencySymbol: 'USD',
  });
  const afterLoad = pushes();

  // A focus with nothing changed sends nothing; one after a change sends the new value.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.evaluate(() => {
    document.cookie = '_conv_s=si:2*sh:1700000100-0.7*pv:3;path=/';
    window.dispatchEvent(new Event('focus'));
  });
  await expect
    .poll(async () => (await platformAttributes(request, id))._conv_s)
    .toBe('si:2*sh:1700000100-0.7*pv:3');
  expect(pushes()).toBe(afterLoad + 1);
});
