import { describe, expect, it, vi } from 'vitest';
import { forgetPublishedContent, onContentPublished } from '@/lib/content/published';

describe('forgetPublishedContent', () => {
  it('reaches every listener, also past one that throws, and not one that stopped', async () => {
    const first = vi.fn();
    const failing = vi.fn(() => {
      throw new Error('boom');
    });
    const stopped = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stops = [onContentPublished(first), onContentPublished(failing)];
    onContentPublished(stopped)();
    const last = vi.fn();
    stops.push(onContentPublished(last));
    await forgetPublishedContent();
    expect([first, failing, last].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1]);
    expect(stopped).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
    warn.mockRestore();
  });

  it('settles once the asynchronous listeners are done, and never rejects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let flushed = false;
    const stops = [
      onContentPublished(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        flushed = true;
      }),
      onContentPublished(() => Promise.reject(new Error('boom'))),
    ];
    await expect(forgetPublishedContent()).resolves.toBeUndefined();
    expect(flushed).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
    warn.mockRestore();
  });
});
