// Whether the visitor asked to see the consent preferences again (the footer button), shared by
// the button and the consent manager without a store: it is UI state of this page view only.
import { useSyncExternalStore } from 'react';

let open = false;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Opens the preferences; focus goes back to `from` when they close. */
export function openConsentPreferences(from: HTMLElement | null): void {
  opener = from;
  open = true;
  emit();
}

/** Closes them and returns focus to the element that opened them. */
export function closeConsentPreferences(): void {
  if (!open) return;
  open = false;
  emit();
  opener?.focus();
  opener = null;
}

export function useConsentPreferencesOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
