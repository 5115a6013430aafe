import { useEffect, useRef, type RefObject } from 'react';
import { lockScroll } from '@/components/layout/scroll-lock';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Tabbable elements inside `root`, in document order, skipping hidden and inert subtrees. */
function tabbableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert], [aria-hidden="true"]') && el.tabIndex >= 0,
  );
}

// Open dialogs, innermost last: only the top one reacts to Esc and Tab.
const stack: HTMLElement[] = [];

interface Options {
  /** Whether the dialog is open now (default true, for a dialog mounted only while open). */
  open?: boolean;
  onClose: () => void;
  /** Element to focus when the dialog opens; defaults to the first tabbable element, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the element that opened the dialog is gone. */
  fallbackFocusId?: string;
}

/**
 * Modal behaviour for a dialog while it is open: page scroll locked, everything outside
 * made inert, Tab and Shift+Tab cycling inside, Esc closing, and focus returned to whatever had it
 * before (the opener) when the dialog unmounts.
 *
 * "Outside" is whatever carries `data-modal-background` (the shell's page wrapper), so the live
 * regions and dialogs next to it stay usable; without such a marker, every other child of <body>.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLElement | null>,
  { open = true, onClose, initialFocusRef, fallbackFocusId }: Options,
): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(dialog);

    const unlock = lockScroll();

    // Make the background inert (and so hidden from assistive technology and unfocusable): the
    // elements the shell marks as page background, else every other child of <body>.
    const marked = Array.from(document.querySelectorAll('[data-modal-background]'));
    const background = marked.length > 0 ? marked : Array.from(document.body.children);
    const madeInert: Element[] = [];
    for (const el of background) {
      if (el.contains(dialog) || el.hasAttribute('inert') || el.tagName === 'SCRIPT') continue;
      el.setAttribute('inert', '');
      madeInert.push(el);
    }

    const first = initialFocusRef?.current ?? tabbableIn(dialog)[0] ?? dialog;
    // The dialogs are fixed to the viewport: nothing to scroll into view, so no layout for it.
    first.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbableIn(dialog);
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const active = document.activeElement;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const outside = !(active instanceof Node) || !dialog.contains(active);
      if (event.shiftKey && (active === firstItem || active === dialog || outside)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || outside)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const at = stack.lastIndexOf(dialog);
      if (at !== -1) stack.splice(at, 1);
      for (const el of madeInert) el.removeAttribute('inert');
      unlock();
      const target =
        opener && opener.isConnected && opener !== document.body
          ? opener
          : fallbackFocusId
            ? document.getElementById(fallbackFocusId)
            : null;
      target?.focus();
    };
    // The options are read when the dialog opens, on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dialogRef, open]);
}
