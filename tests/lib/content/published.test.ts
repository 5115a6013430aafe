import { describe, expect, it, vi } from 'vitest';
import { forgetPublishedContent, onContentPublished } from '@/lib/content/published';

describe('forgetPublishedContent', () => {
  it('reaches every listener, also past one that throws, and not one that stopped', () => {
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
    forgetPublishedContent();
    expect([first, failing, last].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1]);
    expect(stopped).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
    warn.mockRestore();
  });
});
