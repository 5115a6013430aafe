import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '@/lib/seo/json-ld';

const item = (name: string) => ({ '@context': 'https://schema.org' as const, name });

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment, whatever the text', () => {
    const text = serializeJsonLd(item('</script><script>alert(1)</script><!-- & -->'));
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('escapes the line separators JavaScript once read as line ends', () => {
    expect(serializeJsonLd(item('a\u2028b\u2029c'))).toBe(
      '{"@context":"https://schema.org","name":"a\\u2028b\\u2029c"}',
    );
  });

  it('parses back to the same data, one item or several', () => {
    const hostile = item('Tea & "biscuits" <b>bold</b> — £5');
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
    expect(JSON.parse(serializeJsonLd([hostile, item('x')]))).toEqual([hostile, item('x')]);
  });
});
