/** The discount toast's words (SPEC §5): the `%discount%` and `%code%` placeholders. */
import type { DiscountWords } from './types';

/** The toast's three words, all present. */
export interface PopupWords {
  popupTitle: string;
  popupText: string;
  popupButtonLabel: string;
}

/**
 * The words the toast shows for `discount` (SPEC §3): each of the discount's own popup words,
 * where it brings one, over the CMS discount-popup settings, which fall back to the SPEC §5
 * defaults themselves.
 */
export function popupWords(discount: DiscountWords | null, settings: PopupWords): PopupWords {
  return {
    popupTitle: discount?.popupTitle ?? settings.popupTitle,
    popupText: discount?.popupText ?? settings.popupText,
    popupButtonLabel: discount?.popupButtonLabel ?? settings.popupButtonLabel,
  };
}

/**
 * The first standalone two-digit number in `code` (SPEC §5): two digits with no digit right
 * before or after them, so WELCOME15 → "15" but SAVE150 and CODE5 → null.
 */
export function parseDiscountPercentage(code: string): string | null {
  return /(?<!\d)(\d{2})(?!\d)/.exec(code)?.[1] ?? null;
}

/** A piece of toast text: plain words, or the place where the code goes (`%code%`). */
export type PopupPart = { kind: 'text'; text: string } | { kind: 'code'; text: string };

/**
 * Fills a CMS popup template for `code`: `%discount%` becomes the parsed percentage plus '%', or
 * nothing (logged, SPEC §8) when the code holds none; `%code%` becomes a `code` part. The result
 * is data, rendered as text by the toast, so markup in the CMS words never runs.
 */
export function renderPopupTemplate(template: string, code: string): PopupPart[] {
  let filled = template;
  if (filled.includes('%discount%')) {
    const percentage = parseDiscountPercentage(code);
    if (percentage === null)
      console.warn(`[discount] no two-digit percentage in code ${JSON.stringify(code)}`);
    filled = filled.replaceAll('%discount%', percentage === null ? '' : `${percentage}%`);
  }
  const parts: PopupPart[] = [];
  filled.split('%code%').forEach((text, index) => {
    if (index > 0) parts.push({ kind: 'code', text: code });
    if (text !== '') parts.push({ kind: 'text', text });
  });
  return parts;
}
