import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeDescriptionHtml } from '@/components/product/sanitize';

describe('sanitizeDescriptionHtml', () => {
  const cases: [string, string | null | undefined, string][] = [
    ['empty', '', ''],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['plain text', 'Rich and smooth', 'Rich and smooth'],
    [
      'allowed tags kept',
      '<p>Notes of <strong>cocoa</strong> and <em>plum</em></p>',
      '<p>Notes of <strong>cocoa</strong> and <em>plum</em></p>',
    ],
    [
      'lists kept',
      '<ul><li>One</li><li>Two</li></ul><ol><li>A</li></ol>',
      '<ul><li>One</li><li>Two</li></ul><ol><li>A</li></ol>',
    ],
    ['br normalised', 'a<br/>b<BR>c<br />d', 'a<br>b<br>c<br>d'],
    ['upper-case tags lower-cased', '<P>Hi</P>', '<p>Hi</p>'],
    [
      'attributes stripped',
      '<p class="x" style="color:red" onclick="alert(1)">Hi</p>',
      '<p>Hi</p>',
    ],
    [
      'event handler on allowed tag',
      '<strong onmouseover="steal()">Bold</strong>',
      '<strong>Bold</strong>',
    ],
    [
      'script removed with content',
      '<p>a</p><script>alert("x")</script><p>b</p>',
      '<p>a</p><p>b</p>',
    ],
    ['script with tag-like content', '<script>document.write("<p>x</p>")</script>ok', 'ok'],
    ['style removed with content', '<style>p{color:red}</style>text', 'text'],
    ['iframe removed', '<iframe src="https://evil.example"></iframe>safe', 'safe'],
    [
      'svg removed with nested content',
      '<svg><g><svg><text>x</text></svg></g></svg>after',
      'after',
    ],
    ['img dropped', '<p><img src=x onerror=alert(1)>pic</p>', '<p>pic</p>'],
    ['unknown inline tag unwrapped', '<span style="x">Hello</span> <b>there</b>', 'Hello there'],
    ['stripped blocks leave a space', '<div>one</div><div>two</div>', 'one two'],
    ['heading unwrapped', '<h3>Tasting notes</h3><p>Cocoa</p>', 'Tasting notes <p>Cocoa</p>'],
    ['comment removed', '<p>a<!-- secret --></p>', '<p>a</p>'],
    ['doctype removed', '<!DOCTYPE html><p>a</p>', '<p>a</p>'],
    [
      'http link kept',
      '<a href="https://morrow.example/brew" target="_blank">Brew</a>',
      '<a href="https://morrow.example/brew">Brew</a>',
    ],
    [
      'relative link kept',
      "<a href='/products/breakfast-tea'>Tea</a>",
      '<a href="/products/breakfast-tea">Tea</a>',
    ],
    ['fragment link kept', '<a href=#notes>Notes</a>', '<a href="#notes">Notes</a>'],
    ['javascript link dropped', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['encoded javascript dropped', '<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['javascript with whitespace dropped', '<a href=" java\nscript:alert(1)">x</a>', '<a>x</a>'],
    ['data url dropped', '<a href="data:text/html,<script>1</script>">x</a>', '<a>x</a>'],
    [
      'quote in href escaped',
      '<a href="/a&quot;onclick=x">y</a>',
      '<a href="/a&quot;onclick=x">y</a>',
    ],
    ['quoted > inside attribute', '<p title="a>b">text</p>', '<p>text</p>'],
    ['stray end tag dropped', 'a</p></strong>b', 'ab'],
    ['unclosed tags closed', '<p><strong>bold', '<p><strong>bold</strong></p>'],
    ['misnested closed in order', '<p><em>a</p>b', '<p><em>a</em></p>b'],
    ['lone less-than is text', '5 < 6 & 7 > 2', '5 &lt; 6 &amp; 7 &gt; 2'],
    ['entities kept', 'Caf&eacute; &amp; bakery &#163;5', 'Caf&eacute; &amp; bakery &#163;5'],
    ['unterminated comment', 'a<!-- b', 'a'],
    ['unterminated script', 'a<script>b', 'a'],
  ];

  it.each(cases)('%s', (_name, input, expected) => {
    expect(sanitizeDescriptionHtml(input)).toBe(expected);
  });
});

describe('isSafeHref', () => {
  const cases: [string, boolean][] = [
    ['https://example.com', true],
    ['HTTP://example.com', true],
    ['/products/x', true],
    ['../x', true],
    ['?q=1', true],
    ['#top', true],
    ['//cdn.example.com/a', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['&#106;avascript:alert(1)', false],
    ['java&Tab;script:x', false],
    ['vbscript:x', false],
    ['data:text/html,x', false],
    ['mailto:a@b.c', false],
    ['', false],
    ['   ', false],
  ];
  it.each(cases)('%s → %s', (href, expected) => {
    expect(isSafeHref(href)).toBe(expected);
  });
});
