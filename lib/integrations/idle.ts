// Third-party code waits for the page to have loaded and the browser to be idle (SPEC §1, §9), and
// then for the shopper's first interaction, so it never competes with the page becoming usable.
import { whenIdle, type IdleWindow } from '@/lib/idle';

/** What counts as the shopper engaging with the page. */
export const ENGAGEMENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'scroll',
  'wheel',
] as const;

/** A visitor who never interacts still gets the integrations this long after the page went idle. */
export const ENGAGEMENT_FALLBACK_MS = 5000;

/**
 * After the first interaction, this long before the idle wait starts. The first interaction is
 * often the pointer moving to a button, or a touch, with its click still to come; the gaps before
 * that click are idle, and the tools would start in them and compete with it. Half a second lets
 * the click and the frame it draws go first.
 */
export const ENGAGEMENT_SETTLE_MS = 500;

/** The shopper's first interaction, listened for from the moment it is created. */
export interface Engagement {
  /** Calls `callback` once, at the first interaction (at once if there was one). */
  onEngaged(callback: () => void): void;
}

/**
 * Starts listening for the first interaction now: created when the first-load code runs, so an
 * interaction during hydration, before any effect has run, still counts.
 */
export function watchEngagement(w: IdleWindow = window): Engagement {
  let engaged = false;
  const waiting: (() => void)[] = [];
  const options = { capture: true, passive: true } as const;
  const onEngage = () => {
    engaged = true;
    for (const type of ENGAGEMENT_EVENTS) w.removeEventListener(type, onEngage, options);
    for (const callback of waiting.splice(0)) callback();
  };
  for (const type of ENGAGEMENT_EVENTS) w.addEventListener(type, onEngage, options);
  return {
    onEngaged(callback) {
      if (engaged) callback();
      else waiting.push(callback);
    },
  };
}

/**
 * Runs `task` once, after the page has loaded and gone idle and the shopper has interacted (at
 * any time, even before load), or `fallbackMs` after idle without an interaction. The task itself
 * waits `ENGAGEMENT_SETTLE_MS` and then for the next idle period, so the interaction's own
 * handlers and frames run first.
 */
export function whenEngaged(
  task: () => void,
  engagement: Engagement,
  w: IdleWindow = window,
  fallbackMs = ENGAGEMENT_FALLBACK_MS,
): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    whenIdle(task, w);
  };
  whenIdle(() => {
    engagement.onEngaged(() => w.setTimeout(run, ENGAGEMENT_SETTLE_MS));
    w.setTimeout(run, fallbackMs);
  }, w);
}
