/**
 * The local platform's entry point (`npm run platform`): one Node process on 127.0.0.1, port
 * PLATFORM_PORT (default 4010), standing in for Shopify's Storefront API, Storyblok's Content
 * Delivery API and the orders service, so the shop runs on a fresh machine with no accounts and
 * no internet (ARCHITECTURE.md). Routing and faults live in `platform.ts`; this module adds the
 * Storefront emulator and runs the server when executed directly.
 *
 * Environment: PLATFORM_PORT, PLATFORM_PUBLIC_URL (origin written into checkout URLs),
 * PLATFORM_SHOP_URL (the shop linked from the order confirmation, default http://localhost:3000),
 * PLATFORM_STOREFRONT_TOKEN, PLATFORM_CONTENT_TOKEN (default demo-content-token, a preview token),
 * PLATFORM_CONTENT_PUBLIC_TOKEN (optional, published only), and the faults of `faults.ts`:
 * PLATFORM_LATENCY_MS, PLATFORM_ERROR_RATE, PLATFORM_CONTENT_429, PLATFORM_CART_TTL_MS, PLATFORM_SEED.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createStorefrontEmulator } from './storefront/index';
import {
  startPlatform as start,
  type PlatformOptions,
  type RunningPlatform,
  type StorefrontFactory,
} from './platform';

export type { PlatformOptions, RunningPlatform } from './platform';

const storefront: StorefrontFactory = (options) => createStorefrontEmulator(options);

/**
 * Starts the local platform with the Storefront emulator and resolves once it listens.
 * `{ port: 0 }` picks a free port (tests); the default is PLATFORM_PORT, else 4010.
 */
export function startPlatform(options: Partial<PlatformOptions> = {}): Promise<RunningPlatform> {
  return start({ ...options, storefront: options.storefront ?? storefront });
}

function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  startPlatform().then(
    (platform) => {
      let stopping = false;
      const stop = (signal: NodeJS.Signals) => {
        // A second Ctrl-C while connections drain exits at once.
        if (stopping) process.exit(1);
        stopping = true;
        console.log(`Local platform: ${signal}, shutting down`);
        platform.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error(
        'Local platform failed to start:',
        error instanceof Error ? error.message : error,
      );
      process.exit(1);
    },
  );
}
