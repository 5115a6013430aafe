import { afterEach, describe, expect, it, vi } from 'vitest';
import { logRender } from '@/lib/monitoring/render-log';

describe('logRender', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [{ LOG_RENDERS: '1' }, true],
    [{ LOG_RENDERS: '0' }, false],
    [{}, false],
  ])('%o → logs %s', (env, logs) => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(logRender('/', env as NodeJS.ProcessEnv)).toBe(logs);
    expect(log.mock.calls).toEqual(logs ? [['[render] /']] : []);
  });
});
