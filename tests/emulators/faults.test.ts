import { describe, expect, it } from 'vitest';
import {
  createFaults,
  createRandom,
  faultsFromEnv,
  isLoopbackAddress,
  NO_FAULTS,
  parseFaultPatch,
} from '@/emulators/faults';

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['::FFFF:127.0.0.1', true],
    ['10.0.0.5', false],
    ['192.168.1.20', false],
    ['::ffff:192.168.1.20', false],
    ['128.0.0.1', false],
    ['127.0.0.256', false],
    ['127.0.0', false],
    ['1127.0.0.1', false],
    ['fe80::1', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});

describe('parseFaultPatch', () => {
  it.each([
    [{}, {}],
    [{ latencyMs: 250 }, { latencyMs: 250 }],
    [
      { errorRate: 0.5, contentBurst429: 3 },
      { errorRate: 0.5, contentBurst429: 3 },
    ],
    [{ cartTtlMs: 1000 }, { cartTtlMs: 1000 }],
    [{ cartTtlMs: null }, { cartTtlMs: null }],
    [{ cartExpiry: true }, { cartExpiry: true }],
    [{ errorRate: 0 }, { errorRate: 0 }],
    [{ errorRate: 1 }, { errorRate: 1 }],
  ])('accepts %j', (input, expected) => {
    expect(parseFaultPatch(input)).toEqual({ ok: true, patch: expected });
  });

  it.each([
    [null, 'Expected a JSON object'],
    [[], 'Expected a JSON object'],
    ['latencyMs=5', 'Expected a JSON object'],
    [{ latencyMs: -1 }, 'latencyMs must be an integer from 0 to 60000'],
    [{ latencyMs: 1.5 }, 'latencyMs must be an integer from 0 to 60000'],
    [{ latencyMs: 60001 }, 'latencyMs must be an integer from 0 to 60000'],
    [{ latencyMs: '100' }, 'latencyMs must be an integer from 0 to 60000'],
    [{ errorRate: 1.1 }, 'errorRate must be a number from 0 to 1'],
    [{ errorRate: -0.1 }, 'errorRate must be a number from 0 to 1'],
    [{ contentBurst429: 2.5 }, 'contentBurst429 must be an integer from 0 to 1000000'],
    [{ cartExpiry: 'yes' }, 'cartExpiry must be a boolean'],
    [{ latency: 100 }, 'Unknown fault "latency"'],
  ])('rejects %j', (input, error) => {
    expect(parseFaultPatch(input)).toEqual({ ok: false, error });
  });
});

describe('faultsFromEnv', () => {
  it('is all off without variables', () => {
    expect(faultsFromEnv({})).toEqual({ settings: NO_FAULTS, seed: null });
  });

  it('reads every variable', () => {
    expect(
      faultsFromEnv({
        PLATFORM_LATENCY_MS: '120',
        PLATFORM_ERROR_RATE: '0.25',
        PLATFORM_CONTENT_429: '2',
        PLATFORM_CART_TTL_MS: '60000',
        PLATFORM_SEED: '42',
      }),
    ).toEqual({
      settings: { latencyMs: 120, errorRate: 0.25, contentBurst429: 2, cartTtlMs: 60000 },
      seed: 42,
    });
  });

  it('treats empty variables as unset', () => {
    expect(faultsFromEnv({ PLATFORM_LATENCY_MS: '', PLATFORM_SEED: ' ' })).toEqual({
      settings: NO_FAULTS,
      seed: null,
    });
  });

  it.each([
    [{ PLATFORM_LATENCY_MS: 'slow' }, /PLATFORM_LATENCY_MS must be a number/],
    [{ PLATFORM_ERROR_RATE: '2' }, /errorRate must be a number from 0 to 1/],
    [{ PLATFORM_SEED: '1.5' }, /PLATFORM_SEED must be an integer/],
  ])('refuses %j', (env, message) => {
    expect(() => faultsFromEnv(env)).toThrow(message);
  });
});

describe('createRandom', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const take = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random());
    };
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
    expect(take(7).every((n) => n >= 0 && n < 1)).toBe(true);
  });
});

describe('createFaults', () => {
  it('counts a 429 burst down to zero', () => {
    const faults = createFaults({ ...NO_FAULTS, contentBurst429: 2 });
    expect([faults.takeContent429(), faults.takeContent429(), faults.takeContent429()]).toEqual([
      true,
      true,
      false,
    ]);
    expect(faults.get().contentBurst429).toBe(0);
  });

  it('never fails at rate 0 and always fails at rate 1', () => {
    const healthy = createFaults(NO_FAULTS, 1);
    const broken = createFaults({ ...NO_FAULTS, errorRate: 1 }, 1);
    expect(Array.from({ length: 20 }, () => healthy.shouldFail())).not.toContain(true);
    expect(Array.from({ length: 20 }, () => broken.shouldFail())).not.toContain(false);
  });

  it('fails a reproducible share of requests with a seed, again after reset', () => {
    const run = (faults: ReturnType<typeof createFaults>) =>
      Array.from({ length: 200 }, () => faults.shouldFail());
    const faults = createFaults({ ...NO_FAULTS, errorRate: 0.3 }, 1234);
    const first = run(faults);
    const failures = first.filter(Boolean).length;
    expect(failures).toBeGreaterThan(30);
    expect(failures).toBeLessThan(90);
    expect(run(createFaults({ ...NO_FAULTS, errorRate: 0.3 }, 1234))).toEqual(first);

    faults.reset();
    expect(faults.get()).toEqual(NO_FAULTS);
    faults.set({ errorRate: 0.3 });
    expect(run(faults)).toEqual(first);
  });

  it('applies partial settings', () => {
    const faults = createFaults();
    expect(faults.set({ latencyMs: 40 })).toEqual({ ...NO_FAULTS, latencyMs: 40 });
    expect(faults.set({ cartTtlMs: 500 })).toEqual({ ...NO_FAULTS, latencyMs: 40, cartTtlMs: 500 });
  });
});
