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

type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task, so that the work after `await nextTask()` does not lengthen the task
 * that awaited it: a long task holds up the shopper's input, and Lighthouse's Total Blocking Time
 * counts every millisecond past 50. Promise callbacks (microtasks) all run in the task that queued
 * them. `scheduler.yield()` where the browser has it (the work resumes ahead of other tasks), else a
 * message to ourselves (a timer may be held back 4 ms or more).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
