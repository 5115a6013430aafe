/**
 * Fault injection for the local platform, off by default: tests and demos switch it on (environment
 * at start, `/__admin/faults` later) to see the shop survive a slow, flaky or rate-limited platform
 * (SPEC §8: content 429 retries, a lost cart is replaced by a new one). `errorRate` can be seeded.
 */

/** The switchable faults. All zero/null means a healthy platform. */
export interface FaultSettings {
  /** Added before every API response (storefront, content, orders), in milliseconds. */
  latencyMs: number;
  /** Fraction (0..1) of API requests answered with a server error instead. */
  errorRate: number;
  /** The next N content API requests are answered 429 with Retry-After; counts down. */
  contentBurst429: number;
  /** Cart lifetime handed to the Storefront emulator; null means its own default. */
  cartTtlMs: number | null;
}

/** A healthy platform. */
export const NO_FAULTS: Readonly<FaultSettings> = Object.freeze({
  latencyMs: 0,
  errorRate: 0,
  contentBurst429: 0,
  cartTtlMs: null,
});

/** What a POST to /__admin/faults may carry: any subset of the settings, plus a one-shot cart expiry. */
export type FaultPatch = Partial<FaultSettings> & { cartExpiry?: boolean };

/** Largest latency accepted, so a typo cannot hang a test run for hours. */
export const MAX_LATENCY_MS = 60_000;

type Check<T> = { ok: true; value: T } | { ok: false; error: string };

function checkInteger(name: string, value: unknown, max: number): Check<number> {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    return { ok: false, error: `${name} must be an integer from 0 to ${max}` };
  }
  return { ok: true, value };
}

function checkRate(value: unknown): Check<number> {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) {
    return { ok: false, error: 'errorRate must be a number from 0 to 1' };
  }
  return { ok: true, value };
}

function checkTtl(value: unknown): Check<number | null> {
  if (value === null) return { ok: true, value: null };
  return checkInteger('cartTtlMs', value, Number.MAX_SAFE_INTEGER);
}

/**
 * Validates a fault patch (the JSON body of POST /__admin/faults). Unknown keys are rejected so
 * a misspelt switch fails loudly instead of silently doing nothing.
 */
export function parseFaultPatch(
  input: unknown,
): { ok: true; patch: FaultPatch } | { ok: false; error: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, error: 'Expected a JSON object' };
  }
  const patch: FaultPatch = {};
  for (const [key, value] of Object.entries(input)) {
    let check: Check<unknown>;
    switch (key) {
      case 'latencyMs':
        check = checkInteger(key, value, MAX_LATENCY_MS);
        if (check.ok) patch.latencyMs = check.value as number;
        break;
      case 'errorRate':
        check = checkRate(value);
        if (check.ok) patch.errorRate = check.value as number;
        break;
      case 'contentBurst429':
        check = checkInteger(key, value, 1_000_000);
        if (check.ok) patch.contentBurst429 = check.value as number;
        break;
      case 'cartTtlMs':
        check = checkTtl(value);
        if (check.ok) patch.cartTtlMs = check.value as number | null;
        break;
      case 'cartExpiry':
        check =
          typeof value === 'boolean'
            ? { ok: true, value }
            : { ok: false, error: 'cartExpiry must be a boolean' };
        if (check.ok) patch.cartExpiry = value as boolean;
        break;
      default:
        return { ok: false, error: `Unknown fault ${JSON.stringify(key)}` };
    }
    if (!check.ok) return { ok: false, error: check.error };
  }
  return { ok: true, patch };
}

/** Environment variables read at start. */
export interface FaultEnv {
  PLATFORM_LATENCY_MS?: string;
  PLATFORM_ERROR_RATE?: string;
  PLATFORM_CONTENT_429?: string;
  PLATFORM_CART_TTL_MS?: string;
  PLATFORM_SEED?: string;
}

function envNumber(env: FaultEnv, name: keyof FaultEnv): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value))
    throw new Error(`${name} must be a number, got ${JSON.stringify(raw)}`);
  return value;
}

/**
 * Reads the start-up faults and seed from environment variables. Throws on a malformed value
 * (the platform refuses to start rather than run with a fault the operator did not mean).
 */
export function faultsFromEnv(env: FaultEnv): { settings: FaultSettings; seed: number | null } {
  const fields: Record<string, unknown> = {
    latencyMs: envNumber(env, 'PLATFORM_LATENCY_MS'),
    errorRate: envNumber(env, 'PLATFORM_ERROR_RATE'),
    contentBurst429: envNumber(env, 'PLATFORM_CONTENT_429'),
    cartTtlMs: envNumber(env, 'PLATFORM_CART_TTL_MS'),
  };
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const parsed = parseFaultPatch(defined);
  if (!parsed.ok) throw new Error(`Platform faults from environment: ${parsed.error}`);
  const seed = envNumber(env, 'PLATFORM_SEED');
  if (seed !== undefined && !Number.isInteger(seed))
    throw new Error('PLATFORM_SEED must be an integer');
  const { cartExpiry: _ignored, ...settings } = parsed.patch;
  return { settings: { ...NO_FAULTS, ...settings }, seed: seed ?? null };
}

/**
 * A deterministic random source in [0, 1) (mulberry32): small, fast and good enough to pick which
 * requests fail; the same seed yields the same sequence.
 */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * True for a loopback peer address as Node reports it: any 127.0.0.0/8 address, `::1`, or either
 * written as an IPv4-mapped IPv6 address. Anything else (including a missing address) is not.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const lower = address.toLowerCase();
  if (lower === '::1' || lower === '0:0:0:0:0:0:0:1') return true;
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  const parts = v4.split('.');
  return (
    parts.length === 4 &&
    parts[0] === '127' &&
    parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)
  );
}

/** The live fault state of one platform instance. */
export interface Faults {
  /** A copy of the current settings. */
  get(): FaultSettings;
  /** Applies a validated patch (without `cartExpiry`, which the server acts on itself). */
  set(patch: Partial<FaultSettings>): FaultSettings;
  /** Back to no faults, and the random source back to its seed. */
  reset(): void;
  /** Draws once from the random source: true when this request should fail. */
  shouldFail(): boolean;
  /** True (and counts down) while a 429 burst is pending. */
  takeContent429(): boolean;
}

/** Creates the fault state; `seed` null means `Math.random`. */
export function createFaults(
  initial: FaultSettings = NO_FAULTS,
  seed: number | null = null,
): Faults {
  let settings: FaultSettings = { ...initial };
  const newRandom = () => (seed === null ? Math.random : createRandom(seed));
  let random = newRandom();
  return {
    get: () => ({ ...settings }),
    set(patch) {
      settings = { ...settings, ...patch };
      return { ...settings };
    },
    reset() {
      settings = { ...NO_FAULTS };
      random = newRandom();
    },
    shouldFail() {
      // No draw while the rate is 0, so switching errors on later starts the seeded sequence
      // from its beginning regardless of how many healthy requests came first.
      if (settings.errorRate <= 0) return false;
      return random() < settings.errorRate;
    },
    takeContent429() {
      if (settings.contentBurst429 <= 0) return false;
      settings = { ...settings, contentBurst429: settings.contentBurst429 - 1 };
      return true;
    },
  };
}
