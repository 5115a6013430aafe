/**
 * The ad pixel (Taboola; SPEC §7 "notify, name and id", §8 "logs an error if sending fails or the
 * pixel id is missing"), advertising consent.
 */
import { loadScript } from './load-script';
import type { IntegrationModule } from './types';

export interface PixelEvent {
  notify: 'event';
  name: string;
  id: number;
}
declare global {
  interface Window {
    _tfa?: { push(event: PixelEvent): unknown };
  }
}

/** Pushes one pixel event; logs and returns false when the id is missing or the push throws. */
export function sendPixelEvent(name: string, pixelId: string | null): boolean {
  const id = Number(pixelId);
  if (!pixelId || !Number.isFinite(id)) {
    console.error(`[pixel] cannot send "${name}": the pixel id is missing`);
    return false;
  }
  try {
    window._tfa ??= [];
    window._tfa.push({ notify: 'event', name, id });
    return true;
  } catch (error) {
    console.error(`[pixel] sending "${name}" failed`, error);
    return false;
  }
}

export function pixel(pixelId: string, scriptUrl: string): IntegrationModule {
  return {
    name: 'ad pixel',
    category: 'advertising',
    async start() {
      sendPixelEvent('page_view', pixelId);
      await loadScript(scriptUrl, { id: 'tb_tfa_script' });
      return {
        page: () => void sendPixelEvent('page_view', pixelId),
        product(event) {
          if (event === 'Product Added') sendPixelEvent('AddToCart', pixelId);
        },
      };
    },
  };
}
