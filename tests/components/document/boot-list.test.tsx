import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { asBootList, BOOT_SCRIPT } from '@/components/document/boot-list';
import { EARLY_INPUT_ATTRIBUTE } from '@/components/lazy/early-input';

const html = (nodes: React.ReactNode) => renderToStaticMarkup(<>{nodes}</>);

describe('asBootList', () => {
  it.each([
    [
      "Next's deferred chunks, in order, become one list",
      [<script key="a" src="/_next/a.js" defer />, <script key="b" src="/_next/b.js" defer />],
      '<script type="application/json" data-boot="">["/_next/a.js","/_next/b.js"]</script>',
    ],
    [
      'an inline script (the Turbopack bootstrap) stays, ahead of the list',
      [
        <script key="i" dangerouslySetInnerHTML={{ __html: 'go()' }} />,
        <script key="a" src="/a.js" defer />,
      ],
      '<script>go()</script><script type="application/json" data-boot="">["/a.js"]</script>',
    ],
    [
      'a nomodule polyfill stays as it is (modern browsers skip it)',
      [<script key="p" src="/p.js" defer noModule />],
      '<script src="/p.js" defer="" noModule=""></script>',
    ],
    [
      'a script that is not deferred stays as it is',
      // eslint-disable-next-line @next/next/no-sync-scripts -- the case under test
      [<script key="s" src="/s.js" />],
      '<script src="/s.js"></script>',
    ],
    ['nothing (no dynamic chunks)', [null, null], ''],
    [
      'a URL cannot close the list early',
      [<script key="x" src="/x.js?</script><b>" defer />],
      '<script type="application/json" data-boot="">["/x.js?\\u003c/script>\\u003cb>"]</script>',
    ],
  ])('%s', (_, nodes, expected) => {
    expect(html(asBootList(nodes, 'list'))).toBe(expected);
  });
});

describe('BOOT_SCRIPT', () => {
  it('carries the early-input hold with the attribute deferred parts are marked with', () => {
    expect(BOOT_SCRIPT).toContain(`[${EARLY_INPUT_ATTRIBUTE}]`);
    expect(BOOT_SCRIPT).toContain('script[data-boot]');
  });
});
