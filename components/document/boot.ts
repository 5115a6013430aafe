/**
 * The page's scripts start after its first paint (issue 20).
 *
 * Next writes its first-load scripts as `<script defer>`: they download with the HTML's first
 * bytes and run as soon as parsing ends, which on a phone is before the first frame. The hero or
 * product image had arrived, but waited behind them to be painted ("element render delay"), and
 * their downloads shared the connection with it and with the render-blocking CSS. (Lighthouse
 * mobile, 5 runs each: LCP 2,026 -> 1,070 ms on `/`, 1,982 -> 1,071 ms on a product page.)
 *
 * Here they are named in JSON lists instead (./boot-list.tsx), and `bootAfterFirstPaint`, inline
 * in <head>, adds them, in their order, once the page has painted: the frame after parsing ends
 * (a requestAnimationFrame callback runs just before a paint; a timeout from it, just after), or,
 * if the page's main image is still on its way then, the frame after it arrives (at most 1.5 s
 * later), so that the image has the connection and the main thread to itself. Sooner when it
 * cannot wait: at once in a hidden tab (which paints nothing, so would never boot), and on a
 * shopper's first pointer, touch or key, so the page is not left without its code. What they click
 * before then is held (../lazy/early-input.ts) and made again once the part is live.
 *
 * Self-contained, like holdEarlyInput: its source is what runs inline.
 */

/** The attribute of the `<script type="application/json">` lists of script URLs to add. */
export const BOOT_ATTRIBUTE = 'data-boot';

export function bootAfterFirstPaint(doc?: Document): void {
  const d = doc ?? (typeof document === 'undefined' ? undefined : document);
  const w = d?.defaultView;
  if (!d || !w) return;
  let booted = false;
  const boot = () => {
    if (booted) return;
    booted = true;
    for (const list of Array.from(d.querySelectorAll('script[data-boot]'))) {
      let urls: unknown = [];
      try {
        urls = JSON.parse(list.textContent ?? '[]');
      } catch {
        // A list that does not parse adds nothing; the others still boot.
      }
      for (const url of Array.isArray(urls) ? urls : []) {
        if (typeof url !== 'string') continue;
        const script = d.createElement('script');
        script.src = url;
        // Added scripts are async by default; these must run in order, as `defer` ones do.
        script.async = false;
        d.head.appendChild(script);
      }
    }
  };
  const afterNextPaint = () => w.requestAnimationFrame(() => w.setTimeout(boot, 0));
  const afterFirstPaint = () => {
    if (d.visibilityState === 'hidden') return boot();
    d.addEventListener('visibilitychange', boot, { once: true });
    // The page's main image (the one it asks for first) painted too, if it is on its way: not
    // waiting on it for longer than a phone on a slow connection would.
    const image = d.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (!image || image.complete) return afterNextPaint();
    image.addEventListener('load', afterNextPaint, { once: true });
    image.addEventListener('error', afterNextPaint, { once: true });
    w.setTimeout(boot, 1500);
  };
  for (const type of ['pointerdown', 'touchstart', 'keydown'])
    w.addEventListener(type, boot, { capture: true, once: true, passive: true });
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
}
