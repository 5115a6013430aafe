// A yield to the browser between steps of one piece of work (the store's start at load; Next's
// route sync at hydration, components/layout/hydration-route-sync.ts). Its own module, not
// lib/idle.ts: it waits for the next task, not for the page to load and the browser to idle.

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
