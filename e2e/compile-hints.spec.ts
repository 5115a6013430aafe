import { expect, test } from '@playwright/test';
import { COMPILE_HINT } from '../scripts/compile-hints.mjs';
import { initialScripts } from '../scripts/first-load.mjs';

// The build marks every script a page loads at start for eager compilation
// (scripts/compile-hints.mjs): these are the files the server actually sends. Next's build
// manifests (`/_next/static/<build id>/`) are data, not modules, and are left as they are.
for (const path of ['/', '/products/house-blend-coffee', '/pages/about']) {
  test(`the scripts ${path} loads at start are marked for eager compilation`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const chunks = initialScripts(html).filter((src) => src.startsWith('/_next/static/chunks/'));
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      const code = await (await request.get(chunk)).text();
      expect(code.startsWith(COMPILE_HINT), chunk).toBe(true);
    }
  });
}
