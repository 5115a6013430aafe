/**
 * The layout store (SPEC §3 "Layout state"): page chrome flags. Nothing here is persisted, so no
 * persist middleware and no hydration step.
 */
import { create } from 'zustand';

/** SPEC §2/§9: a viewport width of 800 px or less counts as mobile. */
export const MOBILE_BREAKPOINT = 800;

/** True for a viewport width of 800 px or less. */
export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_BREAKPOINT;
}

export interface LayoutState {
  /** Default true (SPEC §3). */
  showChat: boolean;
  showBackButton: boolean;
  showImageModal: boolean;
  isMobile: boolean;
  /** The chat widget finished loading (the chat button is hidden on mobile until then). */
  chatInitialised: boolean;
}

export interface LayoutActions {
  setShowChat(show: boolean): void;
  setShowBackButton(show: boolean): void;
  setShowImageModal(show: boolean): void;
  setIsMobile(isMobile: boolean): void;
  setChatInitialised(initialised: boolean): void;
}

export type LayoutStore = LayoutState & LayoutActions;

export const useLayoutStore = create<LayoutStore>()((set) => ({
  showChat: true,
  showBackButton: false,
  showImageModal: false,
  isMobile: false,
  chatInitialised: false,
  setShowChat: (showChat) => set({ showChat }),
  setShowBackButton: (showBackButton) => set({ showBackButton }),
  setShowImageModal: (showImageModal) => set({ showImageModal }),
  setIsMobile: (isMobile) => set({ isMobile }),
  setChatInitialised: (chatInitialised) => set({ chatInitialised }),
}));

/** Back to the initial state. For tests. */
export function resetLayoutStore(): void {
  useLayoutStore.setState(useLayoutStore.getInitialState(), true);
}
