/** The layout slice (SPEC §3 "Layout state"): page chrome flags, none of them persisted. */
import { INITIAL_LAYOUT } from './initial-state';
import type { LayoutSlice, SliceCreator } from './shop-types';

/** SPEC §2/§9: a viewport width of 800 px or less counts as mobile. */
export const MOBILE_BREAKPOINT = 800;

/** True for a viewport width of 800 px or less. */
export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_BREAKPOINT;
}

export const createLayoutSlice: SliceCreator<LayoutSlice> = (set) => ({
  ...INITIAL_LAYOUT,
  setShowChat: (showChat) => set({ showChat }),
  setShowBackButton: (showBackButton) => set({ showBackButton }),
  setShowImageModal: (showImageModal) => set({ showImageModal }),
  setIsMobile: (isMobile) => set({ isMobile }),
  setChatInitialised: (chatInitialised) => set({ chatInitialised }),
});
