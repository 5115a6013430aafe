/**
 * SPEC §5 discount popup defaults, in a module of their own: the toast reads them in the browser,
 * and importing them from settings.ts would pull the Storyblok client into the first-load bundle.
 */

import type { BlokAttributes } from './editable';

/** The discount popup's words (SPEC §3 Discount popup fields). */
export interface DiscountPopupSettings {
  popupTitle: string;
  popupText: string;
  popupButtonLabel: string;
  /** Draft only: the settings blok's click-to-edit attributes. */
  blok?: BlokAttributes;
}

/** Used where the content service gives nothing. */
export const DISCOUNT_POPUP_DEFAULTS: DiscountPopupSettings = {
  popupTitle: 'Save more with a special discount %code%',
  popupText: 'The discount will be automatically applied when you place an order',
  popupButtonLabel: 'Confirm',
};
