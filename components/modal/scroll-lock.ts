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

/** Locks page scrolling; returns the function that releases this hold (safe to call twice). */
export function lockScroll(): () => void {
  const html = document.documentElement;
  const body = document.body;
  if (holders === 0) {
    // No layout (jsdom) reads as no scrollbar.
    const scrollbar = html.clientWidth > 0 ? window.innerWidth - html.clientWidth : 0;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
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
  };
}
