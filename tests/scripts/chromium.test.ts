import { describe, expect, it } from 'vitest';
import {
  candidates,
  findHeadlessShell,
  pickChromium,
  SYSTEM_BROWSERS,
  SYSTEM_HEADLESS_SHELLS,
} from '@/scripts/chromium.mjs';

describe('candidates', () => {
  it.each([
    [{}, null, ['system']],
    [{ CHROMIUM_PATH: '/opt/c' }, null, ['CHROMIUM_PATH', 'system']],
    [{}, '/pw/chrome', ['playwright', 'system']],
    [{ CHROMIUM_PATH: '/opt/c' }, '/pw/chrome', ['CHROMIUM_PATH', 'playwright', 'system']],
  ])('env %j, playwright %j → sources in order %j', (env, pw, order) => {
    const sources = candidates(env, pw).map((c) => c.source);
    expect([...new Set(sources)]).toEqual(order);
    expect(sources.filter((s) => s === 'system')).toHaveLength(SYSTEM_BROWSERS.length);
  });
});

describe('pickChromium', () => {
  const list = candidates({ CHROMIUM_PATH: '/opt/c' }, '/pw/chrome');
  it.each<[string[], string | null]>([
    [['/opt/c', '/pw/chrome', '/usr/bin/chromium'], '/opt/c'],
    [['/pw/chrome', '/usr/bin/chromium'], '/pw/chrome'],
    [['/usr/bin/chromium', '/usr/bin/google-chrome'], '/usr/bin/chromium'],
    [['/usr/bin/google-chrome'], '/usr/bin/google-chrome'],
    [[], null],
  ])('working %j → %j', (working, expected) => {
    expect(pickChromium(list, (p: string) => working.includes(p))?.path ?? null).toBe(expected);
  });
});

describe('findHeadlessShell', () => {
  const [debian, lib] = SYSTEM_HEADLESS_SHELLS as [string, string];
  it.each<[Record<string, string>, string[], string | null]>([
    [{}, [debian, lib], debian],
    [{}, [lib], lib],
    [{ HEADLESS_SHELL_PATH: '/opt/shell' }, ['/opt/shell', debian], '/opt/shell'],
    // A set path that does not work falls back to the system's shell.
    [{ HEADLESS_SHELL_PATH: '/opt/shell' }, [debian], debian],
    [{}, [], null],
  ])('env %j, working %j → %j', (env, working, expected) => {
    expect(findHeadlessShell(env, (p: string) => working.includes(p))).toBe(expected);
  });
});
