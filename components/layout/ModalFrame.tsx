import type { ReactNode, RefObject } from 'react';

interface Props {
  /** The dialog element, for `useModalDialog` (which the caller runs with its own options). */
  dialogRef: RefObject<HTMLDivElement | null>;
  /** Called by a click on the backdrop. */
  onClose: () => void;
  /** Class names of the wrapper, the backdrop and the dialog itself. */
  classNames: {
    root?: string | undefined;
    backdrop?: string | undefined;
    dialog?: string | undefined;
  };
  /** The dialog's accessible name: a label, or the id of its heading. */
  label?: string | undefined;
  labelledBy?: string | undefined;
  /** Kept in the page but closed: not shown, and out of the accessibility tree. */
  hidden?: boolean;
  children: ReactNode;
}

/**
 * The markup of a modal dialog (cart drawer, image modal): a backdrop that closes on click and is
 * hidden from assistive technology, and a focusable `role="dialog"` with `aria-modal`.
 */
export function ModalFrame({
  dialogRef,
  onClose,
  classNames,
  label,
  labelledBy,
  hidden = false,
  children,
}: Props) {
  return (
    <div className={classNames.root} hidden={hidden}>
      <div className={classNames.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={classNames.dialog}
      >
        {children}
      </div>
    </div>
  );
}
