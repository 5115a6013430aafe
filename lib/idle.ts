// Work that can wait for the page: run once it has loaded and the browser is idle (the shell's
// closed cart drawer; the integrations, through ./integrations/idle.ts).

export type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  setTimeout(callback: () => void, ms: number): unknown;
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
};

/** Runs `task` once the page has loaded and the browser is idle. */
export function whenIdle(task: () => void, w: IdleWindow = window): void {
  const idle = () =>
    w.requestIdleCallback ? w.requestIdleCallback(task, { timeout: 3000 }) : w.setTimeout(task, 1);
  if (w.document.readyState === 'complete') idle();
  else w.addEventListener('load', idle, { once: true });
}
