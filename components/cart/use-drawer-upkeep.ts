import { useRouter } from 'next/router';
import { useEffect, type RefObject } from 'react';

/**
 * What the open drawer keeps up beyond the dialog itself: following a link inside it navigates, so
 * it closes on a route change; and when the focused control disappears (its line removed or
 * decreased to zero, or the error box dismissed or cleared), focus would fall to <body>, outside
 * the dialog, so it goes to the heading. `lineCount` and `error` are what can remove that control.
 */
export function useDrawerUpkeep({
  open,
  close,
  dialogRef,
  titleRef,
  lineCount,
  error,
}: {
  open: boolean;
  close: () => void;
  dialogRef: RefObject<HTMLDialogElement | null>;
  titleRef: RefObject<HTMLHeadingElement | null>;
  lineCount: number;
  error: string | null;
}): void {
  const router = useRouter();
  useEffect(() => {
    if (!open) return;
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events, close, open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    const active = document.activeElement;
    if (open && dialog && (!active || active === document.body || !dialog.contains(active)))
      titleRef.current?.focus();
    // Runs when the lines or the error change, not when the drawer opens (showModal() places
    // focus then).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lineCount, error]);
}
