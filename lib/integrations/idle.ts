// Third-party code waits for the page to have loaded and the browser to be idle (SPEC §1, §9).

/** Runs `task` once the page has loaded and the browser is idle (third-party code waits for both). */
export function whenIdle(task: () => void): void {
  const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: object) => number };
  const idle = () =>
    w.requestIdleCallback ? w.requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
