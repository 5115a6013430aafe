/** SPEC §2/§9: the chat button sits 22 px from the edge of the viewport. */
export const CHAT_BUTTON_OFFSET_PX = 22;

export interface ChatPlacementInput {
  /** The current route (router.asPath, without the origin); its query and hash are ignored. */
  path: string;
  isMobile: boolean;
  chatInitialised: boolean;
  /** Layout store `showChat`; false hides the button everywhere. */
  showChat: boolean;
}

export interface ChatPlacement {
  visible: boolean;
  side: 'left' | 'right';
  style: { left: string; right: string };
}

/** The path part of an `asPath`: '/?ref=checkout#x' → '/'. */
export function pathOnly(asPath: string): string {
  return asPath.split(/[?#]/)[0] ?? '';
}

/**
 * Where the chat button goes (SPEC §2): 22 px from the left edge, moved to the right edge on any
 * path containing 'checkout' (so it doesn't cover checkout controls on the left). Only the path
 * counts: a campaign link like '/?ref=checkout' stays left. On mobile it stays hidden until the
 * chat is initialised, so an empty launcher never shows on a small screen.
 */
export function chatPlacement({
  path,
  isMobile,
  chatInitialised,
  showChat,
}: ChatPlacementInput): ChatPlacement {
  const side = pathOnly(path).includes('checkout') ? 'right' : 'left';
  const offset = `${CHAT_BUTTON_OFFSET_PX}px`;
  return {
    visible: showChat && (!isMobile || chatInitialised),
    side,
    style: side === 'left' ? { left: offset, right: 'auto' } : { left: 'auto', right: offset },
  };
}
