import { describe, expect, it } from 'vitest';
import { parseScriptHashes } from '@/lib/security/script-hashes';

describe('parseScriptHashes', () => {
  it.each([
    ['the written shape', '{"scriptHashes":["\'sha256-a\'"]}', ["'sha256-a'"]],
    ['non-strings dropped', '{"scriptHashes":["x",1,null]}', ['x']],
    ['no list', '{"scriptHashes":"x"}', []],
    ['not JSON', '{oops', []],
    ['null', 'null', []],
  ])('%s', (_, text, expected) => {
    expect(parseScriptHashes(text)).toEqual(expected);
  });
});
