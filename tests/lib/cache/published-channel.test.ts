import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announcePublish,
  instanceId,
  publishMessage,
  shouldForget,
} from '@/lib/cache/published-channel';

describe('shouldForget', () => {
  it.each([
    [publishMessage('other', 'home'), true],
    [publishMessage('other', null), true],
    [publishMessage('self', 'home'), false],
    ['{"origin":42}', false],
    ['{}', false],
    ['null', false],
    ['not json', false],
  ])('%s → %s', (message, expected) => {
    expect(shouldForget(message, 'self')).toBe(expected);
  });
});

describe('instanceId', () => {
  it('is one id for the whole process', () => {
    expect(instanceId()).toBe(instanceId());
    expect(instanceId()).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('announcePublish', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('has no one to tell without REDIS_URL', async () => {
    vi.stubEnv('REDIS_URL', '');
    await expect(announcePublish('home')).resolves.toBe('no-redis');
  });
});
