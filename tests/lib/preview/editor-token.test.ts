import { describe, expect, it } from 'vitest';
import {
  isValidEditorRequest,
  readEditorParams,
  signEditorToken,
} from '@/lib/preview/editor-token';

const PREVIEW = 'preview-token-123';
const NOW = 1_764_000_000_000; // ms
const nowS = NOW / 1000;

// sha1('123:preview-token-123:1764000000').
const SIGNED = signEditorToken('123', PREVIEW, String(nowS));

function query(fields: Record<string, string | number>): URLSearchParams {
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
}

function editor(timestamp: number, token = signEditorToken('123', PREVIEW, String(timestamp))) {
  return query({
    _storyblok: 5100000001,
    '_storyblok_tk[space_id]': 123,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': token,
  });
}

describe('signEditorToken', () => {
  it('is the hex SHA-1 of space_id:previewToken:timestamp', () => {
    // echo -n '123:preview-token-123:1764000000' | sha1sum
    expect(SIGNED).toBe('9efcf0088b59f9fc1c617a968e915ef38ad76c41');
  });
});

describe('isValidEditorRequest', () => {
  it.each<[string, URLSearchParams, string | null, boolean]>([
    ['a fresh, correctly signed token', editor(nowS), PREVIEW, true],
    ['signed 59 min 59 s ago', editor(nowS - 3599), PREVIEW, true],
    ['signed exactly an hour ago', editor(nowS - 3600), PREVIEW, false],
    ['signed a day ago', editor(nowS - 86_400), PREVIEW, false],
    ['signed 30 s in the future (clock skew)', editor(nowS + 30), PREVIEW, true],
    ['signed 2 min in the future', editor(nowS + 120), PREVIEW, false],
    ['signed with another preview token', editor(nowS), 'another-token', false],
    ['a wrong token', editor(nowS, 'f'.repeat(40)), PREVIEW, false],
    ['a token of the wrong length', editor(nowS, 'abc'), PREVIEW, false],
    ['no preview token configured', editor(nowS), null, false],
    ['_storyblok alone', query({ _storyblok: 5100000001 }), PREVIEW, false],
    ['no parameters', new URLSearchParams(), PREVIEW, false],
    [
      'the timestamp of another signature',
      query({
        _storyblok: 1,
        '_storyblok_tk[space_id]': 123,
        '_storyblok_tk[timestamp]': nowS - 10,
        '_storyblok_tk[token]': SIGNED,
      }),
      PREVIEW,
      false,
    ],
    [
      'another space id under the same signature',
      query({
        _storyblok: 1,
        '_storyblok_tk[space_id]': 124,
        '_storyblok_tk[timestamp]': nowS,
        '_storyblok_tk[token]': SIGNED,
      }),
      PREVIEW,
      false,
    ],
  ])('%s → %s', (_name, search, previewToken, expected) => {
    expect(isValidEditorRequest(search, previewToken, NOW)).toBe(expected);
  });
});

describe('readEditorParams', () => {
  it.each<[string, URLSearchParams, boolean]>([
    ['every parameter', editor(nowS), true],
    [
      'a space id that is not a number',
      query({ ...Object.fromEntries(editor(nowS)), '_storyblok_tk[space_id]': 'x' }),
      false,
    ],
    [
      'a timestamp that is not a number',
      query({ ...Object.fromEntries(editor(nowS)), '_storyblok_tk[timestamp]': '1e9' }),
      false,
    ],
    [
      'no _storyblok',
      query({ ...Object.fromEntries([...editor(nowS)].filter(([k]) => k !== '_storyblok')) }),
      false,
    ],
  ])('%s → %s', (_name, search, present) => {
    expect(readEditorParams(search) !== null).toBe(present);
  });
});
