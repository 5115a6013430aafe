import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { lockScroll } from '@/components/modal/scroll-lock';

/** Elements Tab can reach (the native dialog already keeps it out of the page behind). */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function tabbableIn(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]'),
  );
}

/**
 * Browsers let Tab leave a modal dialog at either end, to their own toolbar, and then come back.
 * The drawer's contract (ARCHITECTURE.md) is a focus trap, so Tab and Shift+Tab wrap round here.
 */
function wrapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = tabbableIn(dialog);
  const at = items.indexOf(document.activeElement as HTMLElement);
  // From a control that is not in the tab order (the drawer's heading), Shift+Tab wraps too.
  const atEdge = event.shiftKey ? at <= 0 : at === items.length - 1;
  if (!atEdge) return;
  event.preventDefault();
  items.at(event.shiftKey ? -1 : 0)?.focus();
}

/** True for a click on the ::backdrop: it reaches the dialog itself, outside the dialog's box. */
function onBackdrop(event: MouseEvent, dialog: HTMLElement): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

interface Options {
  /** Whether the dialog is open now (default true, for a dialog mounted only while open). */
  open?: boolean;
  /** Asks the owner to close (Esc, a click on the backdrop); the owner then sets `open` false. */
  onClose: () => void;
  /** Where focus goes on close when the element that opened the dialog is gone. */
  fallbackFocusId?: string;
}

/**
 * Drives a `<dialog>` from state: `showModal()` while `open`, `close()` otherwise or on unmount.
 *
 * The browser does the modal part: top layer, the rest of the page inert, focus moved into the
 * dialog, Esc, and focus returned to the opener on close. This adds what the platform does not
 * give: the page scroll lock, Tab wrapping round, a click on the backdrop closing, the owner's
 * state following a close the browser made (Esc), and a fallback for focus when the opener has
 * gone.
 */
export function useModal(
  dialogRef: RefObject<HTMLDialogElement | null>,
  { open = true, onClose, fallbackFocusId }: Options,
): void {
  const state = useRef({ open, onClose });
  useLayoutEffect(() => {
    state.current = { open, onClose };
  });

  // A layout effect, so that on unmount close() runs while the dialog is still in the document:
  // the browser returns focus to the opener only then.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    // Taken before the dialog shows: the scrollbar is still there.
    const unlock = lockScroll();
    // Released the moment the dialog closes (Esc closes it before the owner's state follows), so
    // the page never stays locked behind a closed dialog; the cleanup releases it otherwise.
    dialog.addEventListener('close', unlock);
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.removeEventListener('close', unlock);
      if (dialog.open) dialog.close();
      unlock();
      const active = document.activeElement;
      if ((!active || active === document.body) && fallbackFocusId)
        document.getElementById(fallbackFocusId)?.focus();
    };
    // The fallback is read when the dialog closes, on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dialogRef, open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => wrapTab(event, dialog);
    const onClick = (event: MouseEvent) => {
      if (onBackdrop(event, dialog)) state.current.onClose();
    };
    // The browser closed it (Esc): the owner's state follows. A close() from here, after the owner
    // set `open` false, needs nothing.
    const onClosed = () => {
      if (state.current.open && !dialog.open) state.current.onClose();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('close', onClosed);
    };
  }, [dialogRef]);
}
