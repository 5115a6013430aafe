/**
 * Page scroll lock while a modal dialog is open (SPEC §2: the cart drawer; the image modal).
 * `overflow: hidden` on the root, unlike the `position: fixed` trick, keeps the scroll position.
 *
 * A classic scrollbar goes with it, and the page would widen: <body> is padded by the scrollbar's
 * width instead. (`scrollbar-gutter: stable` keeps that room without measuring, but nothing fixed,
 * the ::backdrop included, can paint in the gutter: a bare strip would show beside the drawer.)
 * Locks nest: the page unlocks when the last holder releases.
 */
let holders = 0;

/**
 * The root's width without its scrollbar as the last layout left it, from a ResizeObserver, or
 * null when it is not known to be current. Reading `clientWidth` at lock time forced a layout in
 * the middle of the click that opens the cart drawer (the click had just changed the page), and
 * showModal() then laid the page out again: about 3 ms of a 25 ms click on a 2-core machine. The
 * value is dropped whenever the lock changes the page, and is then measured again until the
 * observer has reported the next layout.
 */
let rootWidth: number | null = null;

/**
 * Follows the root's width from the moment this module loads in a browser (with the cart drawer's
 * chunk, right after hydration), well before a dialog opens: an add clicked just after the page
 * has loaded otherwise met the page's layout still dirty from loading, and measured it in full
 * (about 15 ms of the click in a profile) before showModal() laid it out again. Without
 * ResizeObserver (server rendering, jsdom) the lock measures, as before.
 */
if (typeof ResizeObserver !== 'undefined') {
  new ResizeObserver((entries) => {
    const entry = entries.at(-1);
    if (entry) rootWidth = entry.contentRect.width;
  }).observe(document.documentElement);
}

/** Locks page scrolling; returns the function that releases this hold (safe to call twice). */
export function lockScroll(): () => void {
  const html = document.documentElement;
  const body = document.body;
  if (holders === 0) {
    // No layout (jsdom) reads as no scrollbar.
    const width = rootWidth ?? html.clientWidth;
    const scrollbar = width > 0 ? Math.max(0, Math.round(window.innerWidth - width)) : 0;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    rootWidth = null;
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    html.style.overflow = '';
    body.style.overflow = '';
    body.style.paddingRight = '';
    rootWidth = null;
  };
}
