/**
 * Page scroll lock for modal surfaces (SPEC §2: cart drawer, image modal). `overflow: hidden` on
 * the root, unlike the `position: fixed` trick, keeps `window.scrollY` where it was, so nothing
 * jumps when the lock comes off. Locks nest: the page unlocks when the last holder releases.
 */

let holders = 0;
let saved: {
  htmlOverflow: string;
  bodyOverflow: string;
  bodyPaddingRight: string;
  x: number;
  y: number;
} | null = null;

let measured: { innerWidth: number; scrollbar: number } | null = null;
// The scroll position, kept current by a passive scroll listener once measureScrollbar() ran:
// reading window.scrollY right after a dialog was inserted forces a layout too.
let position: { x: number; y: number } | null = null;

function measure(): number {
  const html = document.documentElement;
  const scrollbar = html.clientWidth > 0 ? window.innerWidth - html.clientWidth : 0;
  measured = { innerWidth: window.innerWidth, scrollbar };
  return scrollbar;
}

function startTracking(): void {
  if (position) return;
  const record = () => {
    position = { x: window.scrollX, y: window.scrollY };
  };
  record();
  window.addEventListener('scroll', record, { passive: true });
  // Whether the page has a scrollbar changes as its content grows or shrinks: measure again when
  // the root resizes. ResizeObserver calls back after layout, when the read costs nothing. Not
  // while locked: the lock itself hides the scrollbar.
  if (typeof ResizeObserver !== 'undefined') {
    new ResizeObserver(() => {
      if (holders === 0) measure();
    }).observe(document.documentElement);
  }
}

/**
 * The width of the page's classic scrollbar (0 for overlay scrollbars, or where there is no layout
 * as in jsdom), measured now and kept current from then on, with the scroll position. Call it
 * while layout is clean (the drawer does when it is mounted closed at idle): read right after a
 * dialog was inserted, either would force a layout.
 */
export function measureScrollbar(): number {
  const scrollbar = measure();
  startTracking();
  return scrollbar;
}

/** Locks page scrolling; returns the function that releases this hold (safe to call twice). */
export function lockScroll(): () => void {
  const html = document.documentElement;
  const body = document.body;
  if (holders === 0) {
    // Hiding a classic scrollbar would widen the page: padding of its width on <body> keeps the
    // layout still. The width kept current since measureScrollbar() holds while the window keeps
    // its width.
    const scrollbar =
      measured?.innerWidth === window.innerWidth ? measured.scrollbar : measureScrollbar();
    saved = {
      htmlOverflow: html.style.overflow,
      bodyOverflow: body.style.overflow,
      bodyPaddingRight: body.style.paddingRight,
      x: position?.x ?? window.scrollX,
      y: position?.y ?? window.scrollY,
    };
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    body.dataset.scrollLocked = 'true';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0 || !saved) return;
    const { htmlOverflow, bodyOverflow, bodyPaddingRight, x, y } = saved;
    saved = null;
    html.style.overflow = htmlOverflow;
    body.style.overflow = bodyOverflow;
    body.style.paddingRight = bodyPaddingRight;
    delete body.dataset.scrollLocked;
    // Put the position back in case anything moved it meanwhile.
    if (window.scrollX !== x || window.scrollY !== y) window.scrollTo(x, y);
  };
}

/** True while at least one lock is held. */
export function isScrollLocked(): boolean {
  return holders > 0;
}
