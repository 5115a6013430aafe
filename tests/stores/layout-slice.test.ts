import { afterEach, describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT } from '@/stores/breakpoint';
import { resetShopStore, useShopStore } from '@/stores/shop-store';

const state = () => useShopStore.getState();

afterEach(() => {
  resetShopStore();
});

describe('layout store (SPEC §3 layout state)', () => {
  it('starts with showChat true and every other flag false', () => {
    const { showChat, showBackButton, showImageModal, isMobile, chatInitialised } = state();
    expect({ showChat, showBackButton, showImageModal, isMobile, chatInitialised }).toEqual({
      showChat: true,
      showBackButton: false,
      showImageModal: false,
      isMobile: false,
      chatInitialised: false,
    });
  });

  it.each([
    ['setShowChat', () => state().setShowChat(false), () => state().showChat, false],
    [
      'setShowBackButton',
      () => state().setShowBackButton(true),
      () => state().showBackButton,
      true,
    ],
    [
      'setShowImageModal',
      () => state().setShowImageModal(true),
      () => state().showImageModal,
      true,
    ],
    ['setIsMobile', () => state().setIsMobile(true), () => state().isMobile, true],
    [
      'setChatInitialised',
      () => state().setChatInitialised(true),
      () => state().chatInitialised,
      true,
    ],
  ])('%s', (_, act, read, expected) => {
    act();
    expect(read()).toBe(expected);
  });

  it('resetShopStore restores the defaults', () => {
    state().setShowChat(false);
    resetShopStore();
    expect(state().showChat).toBe(true);
  });
});

// The shell matches `(max-width: ${MOBILE_BREAKPOINT}px)`: 800 px or less is mobile.
describe('the mobile breakpoint (SPEC §2: 800 px or less is mobile)', () => {
  it('the breakpoint constant is 800', () => {
    expect(MOBILE_BREAKPOINT).toBe(800);
  });
});
