import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_POPUP_DEFAULTS,
  hexColor,
  parseCartSettings,
  parseDiscountPopupSettings,
  parseGlobalSettings,
  parseRedirects,
} from '@/lib/content';

describe('hexColor', () => {
  it.each([
    ['#1F4D3A', '#1F4D3A'],
    [' #fff ', '#fff'],
    ['#abcd', '#abcd'],
    ['#11223344', '#11223344'],
    ['red', null],
    ['#12345', null],
    ['url(javascript:alert(1))', null],
    ['#fff;background:url(x)', null],
    [42, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(hexColor(input)).toBe(expected);
  });
});

describe('parseGlobalSettings', () => {
  it.each([
    [
      { cta_buttons_color: '#1F4D3A', cta_buttons_text_color: '#FFFFFF', announcement: ' Free UK delivery ' },
      { ctaButtonsColor: '#1F4D3A', ctaButtonsTextColor: '#FFFFFF', announcement: 'Free UK delivery' },
    ],
    [{ cta_buttons_color: 'not a colour' }, { ctaButtonsColor: null, ctaButtonsTextColor: null, announcement: null }],
    [null, { ctaButtonsColor: null, ctaButtonsTextColor: null, announcement: null }],
  ])('%j', (content, expected) => {
    expect(parseGlobalSettings(content)).toEqual(expected);
  });
});

describe('parseCartSettings', () => {
  it('reads the summary colour and texts, dropping unsafe colours', () => {
    expect(
      parseCartSettings({ cart_summary_hex_color: '#F4EFE6', empty_cart_text: 'Nothing here yet', empty_cart_button_label: 'Keep browsing', checkout_button_label: '' }),
    ).toEqual({ cartSummaryHexColor: '#F4EFE6', emptyCartText: 'Nothing here yet', emptyCartButtonLabel: 'Keep browsing', checkoutButtonLabel: null, freeShippingText: null });
    expect(parseCartSettings({ cart_summary_hex_color: 'expression(1)' }).cartSummaryHexColor).toBeNull();
  });
});

describe('parseDiscountPopupSettings', () => {
  it.each([
    [null, DISCOUNT_POPUP_DEFAULTS],
    [{ popup_title: '', popup_text: '   ' }, DISCOUNT_POPUP_DEFAULTS],
    [
      { popup_title: 'Take %discount% off', popup_text: 'Applied at checkout', popup_button_label: 'Got it' },
      { popupTitle: 'Take %discount% off', popupText: 'Applied at checkout', popupButtonLabel: 'Got it' },
    ],
    [{ popup_button_label: 'OK' }, { ...DISCOUNT_POPUP_DEFAULTS, popupButtonLabel: 'OK' }],
  ])('%j', (content, expected) => {
    expect(parseDiscountPopupSettings(content)).toEqual(expected);
  });
});

describe('parseRedirects', () => {
  it.each([
    [{ list: [{ from: '/old-shop', to: '/' }] }, [{ from: '/old-shop', to: '/' }]],
    [{ list: [{ from: '/a', to: '//evil.example' }, { from: 'b', to: '/' }, { from: '/c', to: 'https://x' }] }, []],
    [{ list: [null, 'x', { from: 1, to: '/' }, { from: '/ok', to: '/fine', _uid: 'u' }] }, [{ from: '/ok', to: '/fine' }]],
    [{ list: 'nope' }, []],
    [null, []],
  ])('%j', (content, expected) => {
    expect(parseRedirects(content)).toEqual(expected);
  });
});
