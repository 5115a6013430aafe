import { describe, expect, it } from 'vitest';
import { serverEnv } from '@/scripts/standalone.mjs';

describe('serverEnv', () => {
  it.each([
    [[], {}, { PORT: '3000', HOSTNAME: '0.0.0.0' }],
    [['-p', '3105'], {}, { PORT: '3105', HOSTNAME: '0.0.0.0' }],
    [['--port', '8080', '-H', '127.0.0.1'], {}, { PORT: '8080', HOSTNAME: '127.0.0.1' }],
    [[], { PORT: '4000' }, { PORT: '4000', HOSTNAME: '0.0.0.0' }],
    // A shell's HOSTNAME is the machine's name, not an address to bind.
    [[], { HOSTNAME: 'build-box' }, { PORT: '3000', HOSTNAME: '0.0.0.0' }],
  ])('%j with %j → %j', (args, env, expected) => {
    expect(serverEnv(args, env)).toEqual(expected);
  });
});
