import { expect, test, type Frame, type Page } from '@playwright/test';
import { E2E_EDITOR_ORIGIN } from './fixtures/content';
import { PLATFORM_URL } from './fixtures/shop';

// Storyblok's Visual Editor, played by the local platform's stand-in (emulators/editor.ts), opened
// on http://localhost:4010: another site than the shop on 127.0.0.1, as Storyblok's app is. The
// home story has an unpublished draft (content/stories/home.json): its hero title is DRAFT_TITLE.
test.skip(({ isMobile }) => isMobile, 'one editor session is enough; runs in the desktop project');

const DRAFT_TITLE = 'Autumn roasts have landed';
const PUBLISHED_TITLE = 'Good mornings,';
const HOME_UID = 'b7e0c1d2-1a2b-4c3d-8e4f-5a6b7c8d9e01';

function editorUrl(origin: string, baseURL: string | undefined, extra = ''): string {
  return `${origin}/editor?path=/&shop=${encodeURIComponent(baseURL ?? '')}${extra}`;
}

/** The framed shop, once its document has loaded from the shop's origin. */
async function shopFrame(page: Page, baseURL: string | undefined): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(`${baseURL}/`))).toBe(true);
  return page.frames().find((f) => f.url().startsWith(`${baseURL}/`)) as Frame;
}

test('a marketer types in the editor and the framed shop shows it live, then clicks to edit', async ({
  page,
  baseURL,
}) => {
  await page.goto(editorUrl(E2E_EDITOR_ORIGIN, baseURL));
  const frame = await shopFrame(page, baseURL);
  const hero = frame.locator('#hero-heading');
  // Draft content, through the cookie set inside a cross-site frame.
  await expect(hero).toContainText(DRAFT_TITLE);
  await expect(page.locator('#bridge')).toHaveText('connected');
  await expect(frame.locator('section[data-blok-uid]').first()).toHaveAttribute(
    'data-blok-uid',
    new RegExp(`-${HOME_UID}$`),
  );
  // The same document throughout: no reload, no navigation.
  await frame.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await frame.evaluate(() => {
    const heading = document.getElementById('hero-heading');
    new MutationObserver(() =>
      requestAnimationFrame(() => Object.assign(window, { __paintedAt: Date.now() })),
    ).observe(heading as Node, { childList: true, characterData: true, subtree: true });
  });

  await page.getByLabel('Field').selectOption('hero_title');
  const edited = `Typed live ${Date.now()}`;
  await page.getByLabel('Value').fill(edited);
  await expect(hero).toContainText(edited, { timeout: 1000 });
  const sentAt = await page.evaluate(
    () => (window as unknown as { __editorSentAt: number }).__editorSentAt,
  );
  const paintedAt = await frame.evaluate(
    () => (window as unknown as { __paintedAt: number }).__paintedAt,
  );
  test
    .info()
    .annotations.push({ type: 'input to paint (ms)', description: String(paintedAt - sentAt) });
  expect(await frame.evaluate(() => 'sameDocument' in window || '__sameDocument' in window)).toBe(
    true,
  );

  // Click to edit: the editor hears which block.
  await hero.click();
  await expect(page.locator('#selected')).toHaveText(`${HOME_UID} (home)`);

  // "published": the page's draft data again (the typed words were never saved).
  await page.getByRole('button', { name: 'Send published' }).click();
  await expect(hero).toContainText(DRAFT_TITLE);
  expect(await frame.evaluate(() => '__sameDocument' in window)).toBe(true);
});

test('a message from another origin changes nothing', async ({ page, baseURL }) => {
  await page.goto(editorUrl(E2E_EDITOR_ORIGIN, baseURL));
  const frame = await shopFrame(page, baseURL);
  await expect(page.locator('#bridge')).toHaveText('connected');
  // The shop's own window posting to itself: an origin that is not the editor's.
  await frame.evaluate(() =>
    window.postMessage(
      { action: 'input', story: { full_slug: 'home', content: { hero_title: 'Forged' } } },
      '*',
    ),
  );
  await page.getByLabel('Field').selectOption('hero_title');
  await page.getByLabel('Value').fill('From the editor');
  await expect(frame.locator('#hero-heading')).toContainText('From the editor');
  await expect(frame.locator('#hero-heading')).not.toContainText('Forged');
});

for (const [name, origin, extra] of [
  ['a wrong token', E2E_EDITOR_ORIGIN, '&tk=wrong'],
  ['an hour-old token', E2E_EDITOR_ORIGIN, '&tk=old'],
  ['a valid token framed by a foreign origin', PLATFORM_URL, ''],
] as const) {
  test(`${name}: the page is not framed, and served published`, async ({ page, baseURL }) => {
    const bridgeRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/_next/static/') && r.frame() !== page.mainFrame())
        bridgeRequests.push(r.url());
    });
    await page.goto(editorUrl(origin, baseURL, extra));
    // The browser refuses the frame: it shows its error page instead of the shop.
    await expect
      .poll(() => page.frames().map((f) => f.url()))
      .toContain('chrome-error://chromewebdata/');
    expect(bridgeRequests).toEqual([]);
    await expect(page.locator('#bridge')).toHaveText('waiting');

    if (name === 'a valid token framed by a foreign origin') return;
    // The same URL fetched directly: published, not framable, no editor attributes.
    const src = await page.locator('iframe').getAttribute('src');
    const res = await page.request.get(src ?? '', { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
    const html = await res.text();
    expect(html).toContain(PUBLISHED_TITLE);
    expect(html).not.toContain(DRAFT_TITLE);
    expect(html).not.toContain('data-blok');
    expect(html).toContain('"draft":false');
  });
}

test('draft responses are private, unindexed and framable by the editor only', async ({
  page,
  baseURL,
}) => {
  const documents: Record<string, string>[] = [];
  page.on('response', (r) => {
    if (r.frame() !== page.mainFrame() && r.request().isNavigationRequest() && r.status() === 200)
      documents.push(r.headers());
  });
  await page.goto(editorUrl(E2E_EDITOR_ORIGIN, baseURL));
  const frame = await shopFrame(page, baseURL);
  await expect(frame.locator('#hero-heading')).toContainText(DRAFT_TITLE);
  const headers = documents.at(-1) ?? {};
  expect(headers['cache-control']).toMatch(/private/);
  expect(headers['cache-control']).toMatch(/no-store/);
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(headers['x-frame-options']).toBeUndefined();
  expect(headers['content-security-policy']).toContain(
    `frame-ancestors 'self' ${E2E_EDITOR_ORIGIN}`,
  );
});
