// Component tests opt into a DOM per file: `// @vitest-environment happy-dom`, which sets up faster
// than jsdom (the 31 DOM files, 2026-12-03: 33 s and 62 CPU-s against 54 s and 103 CPU-s). A
// file that needs what happy-dom does differently says why and uses jsdom.
import { buildTimeConsentEnv } from '@/lib/config/categories';

// next.config.ts hands Next these build-time values (lib/config/consent-categories.ts reads them);
// the tests get the same, from the same keys.
Object.assign(process.env, buildTimeConsentEnv());

/**
 * jsdom has <dialog> but not showModal() or close(). This stands in for what browsers do, so that
 * component tests run the app's real path: the dialog opens with focus on its first focusable
 * element, Esc fires `cancel` and then closes it, and close() returns focus to the element that had
 * it and fires `close`. The inert page, the focus trap at the browser's edges and the scroll lock
 * are the browser's own: the browser tests check them (e2e/modal.spec.ts).
 */
function polyfillDialog(): void {
  if (typeof HTMLDialogElement === 'undefined') return;
  // The DOM types say showModal always exists; in jsdom it does not.
  const native: Partial<Pick<HTMLDialogElement, 'showModal'>> = HTMLDialogElement.prototype;
  if (native.showModal) return;
  const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]';
  const openers = new WeakMap<HTMLDialogElement, Element | null>();
  const modals: HTMLDialogElement[] = [];

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    openers.set(this, document.activeElement);
    this.setAttribute('open', '');
    modals.push(this);
    this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    const opener = openers.get(this);
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const top = modals[modals.length - 1];
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

polyfillDialog();

// Testing Library's `findBy…` and `waitFor` give up after 1 s by default. This 2-core machine runs
// at a third of its speed at times (2026-12-03 16:40: tsc took 228 s instead of 79), and a test
// must not fail for that: they wait up to 5 s. A wait that passes returns as soon as it passes.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
