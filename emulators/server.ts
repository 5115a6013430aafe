/**
 * The local platform's entry point (`npm run platform`): one Node process on 127.0.0.1:4010
 * standing in for Shopify, Storyblok and the orders service, so the shop runs on a fresh machine
 * with no accounts or internet (ARCHITECTURE.md). Settings: `PlatformOptions.env` in platform.ts.
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
