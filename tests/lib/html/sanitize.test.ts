import { describe, expect, it } from 'vitest';
import { sanitizeDescriptionHtml } from '@/lib/html/sanitize';

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
    // The library decodes entities (so its scheme check reads links as the browser does) and
    // re-escapes only &, <, > and quotes: the same text on screen, spelled as characters.
    ['entities decoded', 'Caf&eacute; &amp; bakery &#163;5', 'Café &amp; bakery £5'],
    ['unterminated comment', 'a<!-- b', 'a'],
    ['unterminated script', 'a<script>b', 'a'],
    // Hostile markup.
    [
      'svg with script and handler',
      '<svg onload=alert(1)><script>alert(1)</script>text</svg>after',
      'after',
    ],
    ['svg foreignObject', '<svg><foreignObject><p>hi</p></foreignObject></svg>ok', 'ok'],
    ['svg use with javascript', '<svg><use href="javascript:alert(1)"/></svg>ok', 'ok'],
    ['mathml link', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>after', 'after'],
    // CVE-2026-44990 (sanitize-html < 2.17.4): a disallowed <xmp>'s raw text was passed through.
    ['xmp raw text', '<xmp><img src=x onerror=alert(1)></xmp>ok', 'ok'],
    ['xmp inside mathml', '<math><xmp><iframe srcdoc="<script>1</script>"></xmp></math>ok', 'ok'],
    ['mathml style', '<math><style><img src=x onerror=alert(1)></style></math>ok', 'ok'],
    [
      'style with import',
      '<style>@import url(//evil.example)</style><p style="x">a</p>',
      '<p>a</p>',
    ],
    ['style unclosed', 'a<style>p{color:red}<p>b</p>', 'a'],
    [
      'unclosed nested tags closed',
      '<ul><li>one<li><em>two',
      '<ul><li>one</li><li><em>two</em></li></ul>',
    ],
    ['tag cut off before >', 'safe<a href="javascript:alert(1)"', 'safe'],
    ['unclosed attribute quote', '<p title="x>y</p><script>alert(1)</script>', ''],
    ['handler next to a kept href', '<a href="/x" onclick="alert(1)">y</a>', '<a href="/x">y</a>'],
    ['unquoted handler', '<a href=/x onmouseover=alert(1)>y</a>', '<a href="/x">y</a>'],
    ['handler glued to the href', '<a href="/x"onclick="alert(1)">y</a>', '<a href="/x">y</a>'],
    [
      'markup inside an href stays inside it',
      `<a href='/"><script>alert(1)</script>'>y</a>`,
      '<a href="/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">y</a>',
    ],
    [
      'markup inside a dropped attribute',
      '<p title="<img src=x onerror=alert(1)>">t</p>',
      '<p>t</p>',
    ],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>z', 'z'],
    [
      'noscript breakout',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '',
    ],
    ['textarea breakout', '<textarea></textarea><img src=x onerror=alert(1)></textarea>y', 'y'],
    [
      'form and button',
      '<form action="/x"><button formaction="javascript:alert(1)">b</button></form>f',
      'f',
    ],
    ['template', '<template><img src=x onerror=alert(1)></template>y', 'y'],
    ['object and embed', '<object data="x.swf"><embed src="x.swf"></object>y', 'y'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">y', 'y'],
    ['base href', '<base href="https://evil.example/">y', 'y'],
    [
      'entity-encoded tags stay text',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    ],
    ['blank paragraph kept', '<p><br></p>', '<p><br></p>'],
  ];

  it.each(cases)('%s', (_name, input, expected) => {
    expect(sanitizeDescriptionHtml(input)).toBe(expected);
  });
});

describe('sanitizeDescriptionHtml: which hrefs a link keeps', () => {
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
    ['JAVASCRIPT:alert(1)', false],
    ['&#106;avascript:alert(1)', false],
    ['jav&#x09;ascript:alert(1)', false],
    ['jav&#x0A;ascript:alert(1)', false],
    ['java&#0000009;script:alert(1)', false],
    ['&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)', false],
    ['javascript&colon;alert(1)', false],
    ['java&Tab;script:x', false],
    ['\u0001javascript:alert(1)', false],
    ['vbscript:x', false],
    ['data:text/html,x', false],
    ['DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', false],
    ['data:image/svg+xml,<svg onload=alert(1)>', false],
    ['mailto:a@b.c', false],
    ['', false],
    ['   ', false],
  ];
  it.each(cases)('%s → %s', (href, kept) => {
    expect(sanitizeDescriptionHtml(`<a href="${href}">x</a>`)).toBe(
      kept ? `<a href="${href}">x</a>` : '<a>x</a>',
    );
  });
});
