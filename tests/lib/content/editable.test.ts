import { describe, expect, it } from 'vitest';
import { blokAttributes, editableOf } from '@/lib/content/editable';

describe('blokAttributes (as @storyblok/preview-bridge builds them)', () => {
  it.each<[unknown, ReturnType<typeof blokAttributes>]>([
    [
      '<!--#storyblok#{"name": "home", "space": "287416", "uid": "u-1", "id": "51"}-->',
      {
        'data-blok-c': '{"name":"home","space":"287416","uid":"u-1","id":"51"}',
        'data-blok-uid': '51-u-1',
      },
    ],
    [
      '<!--#storyblok#{"name":"text_section","uid":"s1","id":"9"}-->',
      { 'data-blok-c': '{"name":"text_section","uid":"s1","id":"9"}', 'data-blok-uid': '9-s1' },
    ],
    // Only the four fields travel: nothing else from the CMS reaches an attribute.
    [
      '<!--#storyblok#{"name":"a","uid":"u","id":"1","onclick":"alert(1)"}-->',
      { 'data-blok-c': '{"name":"a","uid":"u","id":"1"}', 'data-blok-uid': '1-u' },
    ],
    ['<!--#storyblok#{"name":"a","uid":"u"}-->', null],
    ['<!--#storyblok#not json-->', null],
    ['{"name":"a","uid":"u","id":"1"}', null],
    [undefined, null],
    [42, null],
  ])('%j', (editable, expected) => {
    expect(blokAttributes(editable)).toEqual(expected);
  });

  it('gives page props no key at all without _editable (props cannot hold undefined)', () => {
    expect(editableOf({ title: 'x' })).toEqual({});
    expect(editableOf(null)).toEqual({});
  });
});
