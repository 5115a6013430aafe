/**
 * Element id dialogs portal into: the shell renders it inside its root (so portalled dialogs
 * inherit the CTA colours) but outside the page background that open dialogs make inert.
 */
export const MODAL_ROOT_ID = 'modal-root';
