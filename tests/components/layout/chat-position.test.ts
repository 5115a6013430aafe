import { describe, expect, it } from 'vitest';
import {
  chatPlacement,
  pathOnly,
  type ChatPlacementInput,
} from '@/components/layout/chat-position';

const LEFT = { left: '22px', right: 'auto' };
const RIGHT = { left: 'auto', right: '22px' };

describe('chatPlacement', () => {
  const cases: [ChatPlacementInput, boolean, 'left' | 'right', typeof LEFT][] = [
    [{ path: '/', isMobile: false, chatInitialised: false, showChat: true }, true, 'left', LEFT],
    [
      {
        path: '/products/house-blend-coffee',
        isMobile: false,
        chatInitialised: true,
        showChat: true,
      },
      true,
      'left',
      LEFT,
    ],
    [
      { path: '/checkout', isMobile: false, chatInitialised: true, showChat: true },
      true,
      'right',
      RIGHT,
    ],
    [
      { path: '/cart/checkout/step-2?x=1', isMobile: false, chatInitialised: true, showChat: true },
      true,
      'right',
      RIGHT,
    ],
    [
      { path: '/?from=checkout', isMobile: false, chatInitialised: true, showChat: true },
      true,
      'left',
      LEFT,
    ],
    [
      { path: '/?ref=checkout', isMobile: false, chatInitialised: true, showChat: true },
      true,
      'left',
      LEFT,
    ],
    [
      { path: '/products/x#checkout', isMobile: false, chatInitialised: true, showChat: true },
      true,
      'left',
      LEFT,
    ],
    [
      { path: '/checkout?ref=home#top', isMobile: false, chatInitialised: true, showChat: true },
      true,
      'right',
      RIGHT,
    ],
    [
      { path: '/pages/checkout-help', isMobile: false, chatInitialised: true, showChat: true },
      true,
      'right',
      RIGHT,
    ],
    [
      { path: '/Checkout', isMobile: false, chatInitialised: true, showChat: true },
      true,
      'left',
      LEFT,
    ],
    [{ path: '/', isMobile: true, chatInitialised: false, showChat: true }, false, 'left', LEFT],
    [{ path: '/', isMobile: true, chatInitialised: true, showChat: true }, true, 'left', LEFT],
    [
      { path: '/checkout', isMobile: true, chatInitialised: false, showChat: true },
      false,
      'right',
      RIGHT,
    ],
    [{ path: '/', isMobile: false, chatInitialised: true, showChat: false }, false, 'left', LEFT],
    [{ path: '/', isMobile: true, chatInitialised: true, showChat: false }, false, 'left', LEFT],
  ];
  it.each(cases)('%j → visible %s, %s', (input, visible, side, style) => {
    expect(chatPlacement(input)).toEqual({ visible, side, style });
  });
});

describe('pathOnly', () => {
  const cases: [string, string][] = [
    ['/', '/'],
    ['/?ref=checkout', '/'],
    ['/checkout?x=1', '/checkout'],
    ['/products/tea#reviews', '/products/tea'],
    ['/a?b=c#d?e', '/a'],
    ['/a#b?c', '/a'],
    ['', ''],
  ];
  it.each(cases)('%s → %s', (asPath, expected) => {
    expect(pathOnly(asPath)).toBe(expected);
  });
});
