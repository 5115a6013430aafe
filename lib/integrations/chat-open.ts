/** The chat widget's global (Gorgias) and the launcher's action; tiny, as the first load needs it. */
declare global {
  interface Window {
    GorgiasChat?: { init?: () => unknown; open?: () => unknown };
  }
}

/** Opens the chat window (the launcher button's action). */
export function openChat(): void {
  try {
    window.GorgiasChat?.open?.();
  } catch (error) {
    console.warn('[chat] could not open the chat', error);
  }
}
