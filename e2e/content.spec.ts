import { expect, test } from '@playwright/test';
import { E2E_PREVIEW_SECRET, publish, saveDraft } from './fixtures/content';
import { Shop } from './fixtures/shop';

// These tests edit stories on the shared local platform: one at a time, in one project only (the
// mobile project would edit the same stories at the same moment), each putting back what it
// changed.
test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'edits shared CMS stories; runs in the desktop project');

/** The published story heading of content/stories/home.json. */
const STORY_HEADING = 'A small roastery with a long memory for what you like.';

const BRIDGE = 'script[src*="storyblok-v2-latest"]';

test('an edit published in the CMS shows on the home page without a rebuild', async ({
  page,
  baseURL,
}) => {
  const original = STORY_HEADING;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: original })).toBeVisible();

  const edited = `Published by E2E at ${Date.now()}`;
  try {
    await saveDraft(page.request, 'home', { story_heading: edited });
    const result = await publish(page.request, 'home', baseURL ?? '');
    expect(result.webhook?.status).toBe(200);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: edited })).toBeVisible();
  } finally {
    await saveDraft(page.request, 'home', { story_heading: original });
    await publish(page.request, 'home', baseURL ?? '');
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: original })).toBeVisible();
});

test('the publish webhook refuses a request without a valid signature', async ({ request }) => {
  const res = await request.post('/api/revalidate', {
    data: { action: 'published', full_slug: 'home' },
    headers: { 'webhook-signature': '0'.repeat(40) },
  });
  expect(res.status()).toBe(401);
});

test('draft mode shows a draft edit and loads the bridge; published visitors see neither', async ({
  page,
  browser,
}) => {
  const draftTitle = `About us (draft ${Date.now()})`;
  await saveDraft(page.request, 'pages/about', { title: draftTitle });

  const refused = await page.request.get(`/api/draft?secret=wrong&slug=/pages/about`, {
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(401);

  await new Shop(page).goto(`/api/draft?secret=${E2E_PREVIEW_SECRET}&slug=/pages/about`);
  await expect(page).toHaveURL(/\/pages\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();
  await expect(page.locator(BRIDGE)).toHaveCount(1);

  // A never-published story exists only in draft mode.
  await page.goto('/pages/returns');
  await expect(page.getByRole('heading', { level: 1, name: /returns/i })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/pages/about');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('About Morrow & Co.');
  await expect(visitor.locator(BRIDGE)).toHaveCount(0);
  const missing = await visitor.goto('/pages/returns');
  expect(missing?.status()).toBe(404);
  await visitor.close();
});
