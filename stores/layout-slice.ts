/** The layout slice (SPEC §3 "Layout state"): page chrome flags, none of them persisted. */
import { INITIAL_LAYOUT } from './initial-state';
import type { LayoutSlice, SliceCreator } from './shop-types';

export const createLayoutSlice: SliceCreator<LayoutSlice> = (set) => ({
  ...INITIAL_LAYOUT,
  setShowChat: (showChat) => set({ showChat }),
  setShowBackButton: (showBackButton) => set({ showBackButton }),
  setShowImageModal: (showImageModal) => set({ showImageModal }),
  setIsMobile: (isMobile) => set({ isMobile }),
  setChatInitialised: (chatInitialised) => set({ chatInitialised }),
});
