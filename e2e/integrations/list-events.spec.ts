import { expect, test } from '@playwright/test';
import { ListingPage } from '../fixtures/listing';
import {
  answerThirdParties,
  decided,
  posthogEvents,
  segmentCalls,
  VENDOR_WAIT,
} from '../fixtures/third-parties';

test.beforeEach(async ({ page }) => {
  await decided(page, true, false);
});

const tracks = (sent: Parameters<typeof segmentCalls>[0], event: string) =>
  segmentCalls(sent, 'track').filter((call) => call.event === event);

test('a collection sends Product List Viewed, Filtered and Clicked, to Segment and PostHog', async ({
  page,
}) => {
  const sent = await answerThirdParties(page);
  const listing = new ListingPage(page);
  // Viewed before the tools have loaded: the list events' log keeps it for them.
  await page.goto('/collections/coffee');
  await expect(listing.productLinks()).toHaveCount(8);
  await page.mouse.move(8, 8);

  await expect.poll(() => tracks(sent, 'Product List Viewed'), VENDOR_WAIT).toHaveLength(1);
  const viewed = tracks(sent, 'Product List Viewed')[0]!.properties as {
    list_id: string;
    category: string;
    products: Array<Record<string, unknown>>;
  };
  expect(viewed.list_id).toBe('coffee');
  expect(viewed.category).toBe('Coffee');
  expect(viewed.products.map((p) => p.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  const titles = await listing.productTitles();
  expect(viewed.products.map((p) => p.name)).toEqual(titles);
  expect(viewed.products[0]).toEqual({
    product_id: expect.stringMatching(/^\d+$/),
    sku: expect.any(String),
    name: titles[0],
    price: expect.any(Number),
    position: 1,
    category: expect.any(String),
    url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/products\/[a-z0-9-]+$/),
    image_url: expect.stringMatching(/\/images\//),
  });

  await listing.openFilters();
  await listing.checkbox('Brand', 'Morrow & Co.').check();
  await expect(page).toHaveURL(/filter\.productVendor=/);
  await expect.poll(() => tracks(sent, 'Product List Filtered')).toHaveLength(1);
  expect(tracks(sent, 'Product List Filtered')[0]!.properties).toMatchObject({
    list_id: 'coffee',
    category: 'Coffee',
    filters: [{ type: 'productVendor', value: 'Morrow & Co.' }],
    sorts: [{ type: 'collection_default', value: 'asc' }],
  });

  const second = (await listing.productTitles())[1]!;
  await listing.productLinks().nth(1).click();
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  await expect.poll(() => tracks(sent, 'Product Clicked')).toHaveLength(1);
  expect(tracks(sent, 'Product Clicked')[0]!.properties).toMatchObject({
    list_id: 'coffee',
    name: second,
    position: 2,
  });

  await expect
    .poll(() => posthogEvents(sent).map((e) => e.event), { timeout: 10_000 })
    .toEqual(
      expect.arrayContaining(['Product List Viewed', 'Product List Filtered', 'Product Clicked']),
    );
});
