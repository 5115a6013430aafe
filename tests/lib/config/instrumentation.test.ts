import { afterEach, describe, expect, it, vi } from 'vitest';
import { register } from '@/instrumentation';

describe("the server start hook's configuration log", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('names the integrations that are off, once, on the Node runtime', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('NEXT_PHASE', '');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await register();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]?.[0]).toMatch(
      /^\[config\] off, their variable unset: .*segmentWriteKey/,
    );
  });

  it('says nothing while `next build` prerenders, nor on the edge runtime', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    await register();
    vi.stubEnv('NEXT_RUNTIME', 'edge');
    vi.stubEnv('NEXT_PHASE', '');
    await register();
    expect(info).not.toHaveBeenCalled();
  });
});
