/**
 * The discount-popup-settings story's words (SPEC §3, §5). Parsing only, no content client: the
 * draft-only live-editing chunk parses an edited story as the server does.
 */
import * as v from 'valibot';
import { editableOf } from './editable';
import { readContent, TextField } from './fields';
import { DISCOUNT_POPUP_DEFAULTS, type DiscountPopupSettings } from './popup-defaults';

type Content = Record<string, unknown>;

/** Popup fields with the specification's fallbacks for any that are missing or blank. */
const DiscountPopupContent = v.pipe(
  v.object({ popup_title: TextField, popup_text: TextField, popup_button_label: TextField }),
  v.transform((c): DiscountPopupSettings => ({
    popupTitle: c.popup_title ?? DISCOUNT_POPUP_DEFAULTS.popupTitle,
    popupText: c.popup_text ?? DISCOUNT_POPUP_DEFAULTS.popupText,
    popupButtonLabel: c.popup_button_label ?? DISCOUNT_POPUP_DEFAULTS.popupButtonLabel,
  })),
);

/** Popup fields with the specification's fallbacks for any that are missing or blank. */
export function parseDiscountPopupSettings(
  content: Content | null | undefined,
): DiscountPopupSettings {
  return { ...readContent(DiscountPopupContent, content), ...editableOf(content) };
}
