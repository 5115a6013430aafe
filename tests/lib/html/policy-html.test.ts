import { describe, expect, it } from 'vitest';
import { hasCookiesAnchor, sanitizePolicyHtml } from '@/lib/html/policy-html';

describe('sanitizePolicyHtml', () => {
  it.each([
    [
      'keeps headings, lists and emphasis',
      '<h2>Returns</h2><ul><li><strong>30</strong> days</li></ul>',
      '<h2>Returns</h2><ul><li><strong>30</strong> days</li></ul>',
    ],
    ['turns an h1 into an h2 (the page title is the h1)', '<h1>Terms</h1>', '<h2>Terms</h2>'],
    [
      'keeps the #cookies anchor on a heading',
      '<h2 id="cookies">Cookies</h2>',
      '<h2 id="cookies">Cookies</h2>',
    ],
    ['drops any other id (DOM clobbering: window.fbq)', '<h3 id="fbq">Ads</h3>', '<h3>Ads</h3>'],
    ['drops an id on a non-heading', '<p id="cookies">x</p>', '<p>x</p>'],
    ['keeps the cookies id only when spelled exactly', '<h2 id="Cookies ">C</h2>', '<h2>C</h2>'],
    [
      'keeps mailto, tel and https links',
      '<a href="mailto:a@b.example">m</a><a href="tel:+441234">t</a><a href="https://ico.org.uk">i</a>',
      '<a href="mailto:a@b.example">m</a><a href="tel:+441234">t</a><a href="https://ico.org.uk">i</a>',
    ],
    [
      'unlinks javascript: and protocol-relative hrefs',
      '<a href="javascript:alert(1)">j</a><a href="//evil.example">e</a>',
      '<a>j</a><a>e</a>',
    ],
    ['removes a script with its content', '<p>a</p><script>window.__pwned=1</script>', '<p>a</p>'],
    [
      'removes event handlers and styles',
      '<p onclick="x()" style="color:red">a</p><img src=x onerror="x()">',
      '<p>a</p>',
    ],
    [
      'removes svg, iframe and forms with their content',
      '<svg><text>s</text></svg><iframe src="https://evil.example"></iframe><form><input></form>',
      '',
    ],
    ['unwraps unknown tags, keeping their text', '<div><span>kept</span></div>', 'kept'],
    [
      'keeps tables, th scope included',
      '<table><tr><th scope="col" class="x">h</th><td>d</td></tr></table>',
      '<table><tr><th scope="col">h</th><td>d</td></tr></table>',
    ],
  ])('%s', (_, input, expected) => {
    expect(sanitizePolicyHtml(input)).toBe(expected);
  });

  it('gives nothing for null or an empty body', () => {
    expect(sanitizePolicyHtml(null)).toBe('');
    expect(sanitizePolicyHtml('')).toBe('');
  });
});

describe('hasCookiesAnchor', () => {
  it('finds the heading the sanitiser kept, and nothing else', () => {
    expect(hasCookiesAnchor(sanitizePolicyHtml('<h2 id="cookies">Cookies</h2>'))).toBe(true);
    expect(hasCookiesAnchor(sanitizePolicyHtml('<p id="cookies">Cookies</p>'))).toBe(false);
    expect(hasCookiesAnchor(sanitizePolicyHtml('<p>id="cookies"</p>'))).toBe(false);
  });
});
