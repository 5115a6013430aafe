/** The layout slice (SPEC §3 "Layout state"): page chrome flags, none of them persisted. */
import type { LayoutSlice, SliceCreator } from './shop-types';

export const createLayoutSlice: SliceCreator<LayoutSlice> = (set) => ({
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
});
