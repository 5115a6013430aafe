import { expect, test } from '@playwright/test';
import { trackRequests } from './fixtures/network';
import { Shop } from './fixtures/shop';

// Links in view are not prefetched on load (next/link with prefetch={false}): the home page's ten
// product cards, header and footer would otherwise fetch their pages' data and code at once.
test('the home page fetches no linked page on load, and a hover prefetches the one it is on', async ({
  page,
}) => {
  const pageData: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_next/data/')) pageData.push(pathname);
  });
  const network = trackRequests(page);
  const shop = new Shop(page);
  await shop.goto('/');
  // A prefetch on load would have started once the page was idle with its build manifests in.
  await network.settled();
  expect(pageData).toEqual([]);

  await page
    .getByRole('link', { name: /House Blend/ })
    .first()
    .hover();
  // The pages fetched, not the requests: Next sometimes asks for the same page's data twice (seen
  // once in CI on desktop).
  await expect
    .poll(() => [...new Set(pageData)])
    .toEqual([expect.stringMatching(/\/products\/house-blend-coffee\.json$/)]);
});
