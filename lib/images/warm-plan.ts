/**
 * Which optimised image variants to produce before the first shopper asks (issue: the first
 * visitor after a deploy waited for the hero to be encoded). Pure: reads a prerendered page's
 * HTML, finds its preloaded (LCP) image, and picks the width each reference device would fetch
 * for it, as a browser picks from `imagesrcset` and `imagesizes`.
 */

/** A screen the shop is tuned for: CSS width and device pixel ratio. */
export interface Device {
  width: number;
  dpr: number;
}

/**
 * Lighthouse's mobile device, a large phone, a laptop and a high-density desktop: together the
 * widths most first visits ask for.
 */
export const WARM_DEVICES: readonly Device[] = [
  { width: 412, dpr: 1.75 },
  { width: 390, dpr: 3 },
  { width: 1350, dpr: 1 },
  { width: 1440, dpr: 2 },
];

export interface PreloadedImage {
  /** Candidate URLs by width descriptor, smallest first. */
  candidates: { url: string; width: number }[];
  sizes: string;
}

const decode = (s: string) => s.replace(/&amp;/g, '&');

/** The `<link rel="preload" as="image">` images of a page (Next writes them for `priority`). */
export function preloadedImages(html: string): PreloadedImage[] {
  const out: PreloadedImage[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*\bas="image"[^>]*>/g)) {
    const srcset = tag.match(/\bimageSrcSet="([^"]*)"/i)?.[1];
    if (!srcset) continue;
    const candidates = decode(srcset)
      .split(/,\s+/)
      .map((entry) => entry.trim().match(/^(\S+)\s+(\d+)w$/))
      .filter((m): m is RegExpMatchArray => m !== null)
      .map((m) => ({ url: m[1] as string, width: Number(m[2]) }))
      .sort((a, b) => a.width - b.width);
    const sizes = decode(tag.match(/\bimageSizes="([^"]*)"/i)?.[1] ?? '100vw');
    if (candidates.length) out.push({ candidates, sizes });
  }
  return out;
}

/** A length from `sizes` in CSS px: `50vw`, `300px`; null when not understood. */
function lengthPx(length: string, viewport: number): number | null {
  const m = length.trim().match(/^(\d+(?:\.\d+)?)(vw|px)$/);
  if (!m) return null;
  const value = Number(m[1]);
  return m[2] === 'vw' ? (value / 100) * viewport : value;
}

/**
 * The slot width `sizes` gives on a viewport: the first entry whose `(max-width: N)` or
 * `(min-width: N)` condition holds, else the last entry; 100vw when nothing is understood.
 */
export function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(',')) {
    const m = entry.trim().match(/^\((max|min)-width:\s*(\d+)px\)\s+(.+)$/);
    const length = m ? m[3] : entry;
    if (m) {
      const limit = Number(m[2]);
      const holds = m[1] === 'max' ? viewport <= limit : viewport >= limit;
      if (!holds) continue;
    }
    const px = lengthPx(length ?? '', viewport);
    if (px !== null) return px;
  }
  return viewport;
}

/** The candidate a browser fetches: the smallest at least slot × DPR wide, else the widest. */
export function pickCandidate(image: PreloadedImage, device: Device): string {
  const needed = slotWidth(image.sizes, device.width) * device.dpr;
  const fit = image.candidates.find((c) => c.width >= needed);
  return (fit ?? image.candidates[image.candidates.length - 1])!.url;
}

/** Every distinct variant URL the devices would fetch for the pages' preloaded images. */
export function warmPlan(pages: string[], devices: readonly Device[] = WARM_DEVICES): string[] {
  const urls = new Set<string>();
  for (const html of pages)
    for (const image of preloadedImages(html))
      for (const device of devices) urls.add(pickCandidate(image, device));
  return [...urls];
}
