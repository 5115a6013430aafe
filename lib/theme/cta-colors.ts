import tinycolor from 'tinycolor2';

/** The shop's default call-to-action colours (forest green on white). */
export const DEFAULT_CTA_COLOR = '#1f4d3a';
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#1d1b18';

/**
 * SPEC §3/§9: "the hover shade is the colour slightly darkened (0.09)". tinycolor's `darken(amount)`
 * takes lightness points on a 0..100 scale, so 0.09 there would be an invisible change; the source
 * evidently used a library whose amounts run 0..1 (e.g. polished's `darken(0.09, c)`), where 0.09
 * means 9 % lightness. The same shade in tinycolor is `darken(9)`.
 */
export const HOVER_DARKEN_POINTS = 9;

/** WCAG 2.1 AA contrast for normal-size text, which button labels are. */
const AA_NORMAL_TEXT = 4.5;

export interface CtaColors {
  background: string;
  text: string;
  hover: string;
}

export interface CtaSettings {
  ctaButtonsColor?: string | null;
  ctaButtonsTextColor?: string | null;
}

/** The more readable of white and the ink colour on `background` (an invalid colour counts as the default). */
export function readableTextOn(background: string): string {
  const bg = tinycolor(background).isValid() ? background : DEFAULT_CTA_COLOR;
  return tinycolor.readability(bg, LIGHT_TEXT) >= tinycolor.readability(bg, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

function normalise(colour: string | null | undefined): string | null {
  if (!colour) return null;
  const parsed = tinycolor(colour.trim());
  return parsed.isValid() ? parsed.toHexString() : null;
}

// Colour pairs already reported: every page's build computes the colours, one warning is enough.
const warnedPairs = new Set<string>();

/** Test hook: report replaced colour pairs again. */
export function resetCtaColorWarnings(): void {
  warnedPairs.clear();
}

function warnReplaced(background: string, requested: string, used: string): void {
  const key = `${background}/${requested}`;
  if (warnedPairs.has(key)) return;
  warnedPairs.add(key);
  const ratio = tinycolor.readability(background, requested).toFixed(2);
  console.warn(
    `[settings] CTA text colour ${requested} on button colour ${background} has contrast ` +
      `${ratio}:1, below the WCAG AA ${AA_NORMAL_TEXT}:1; buttons use ${used} instead. ` +
      'Change cta_buttons_text_color or cta_buttons_color in the global settings story.',
  );
}

/**
 * The primary-button colours from the global settings story. A missing or unparsable background
 * falls back to the default green. The text colour from the CMS is kept only when it passes AA on
 * that background (the shop must stay AA whatever an editor picks); otherwise white or ink is used,
 * whichever reads better, and a warning naming both colours is logged once (at build time, where
 * this runs), so whoever set them can see why the button text differs from what they chose.
 * Hover is the background darkened by {@link HOVER_DARKEN_POINTS}.
 */
export function ctaColors(settings: CtaSettings | null | undefined): CtaColors {
  const background = normalise(settings?.ctaButtonsColor) ?? DEFAULT_CTA_COLOR;
  const requested = normalise(settings?.ctaButtonsTextColor);
  let text = requested ?? readableTextOn(background);
  if (requested && tinycolor.readability(background, requested) < AA_NORMAL_TEXT) {
    text = readableTextOn(background);
    warnReplaced(background, requested, text);
  }
  const hover = tinycolor(background).darken(HOVER_DARKEN_POINTS).toHexString();
  return { background, text, hover };
}

/** CSS custom properties that primary buttons read (see styles/globals.css). */
export type CtaStyleVars = Record<'--cta-bg' | '--cta-text' | '--cta-hover', string>;

/** The cart summary's panel colour and its readable text colour; absent: the default panel. */
export type SummaryStyleVars = Partial<Record<'--summary-bg' | '--summary-ink', string>>;

/**
 * The cart summary's colours (cart settings `cart_summary_hex_color`) as CSS custom properties,
 * worked out at build time with the CTA colours: the text is whichever of white and ink reads
 * better on the panel, so it stays AA. An invalid colour keeps the default panel.
 */
export function summaryStyleVars(hex: string | null): SummaryStyleVars {
  const background = normalise(hex);
  if (!background) return {};
  return { '--summary-bg': background, '--summary-ink': readableTextOn(background) };
}

export function ctaStyleVars(colors: CtaColors): CtaStyleVars {
  return { '--cta-bg': colors.background, '--cta-text': colors.text, '--cta-hover': colors.hover };
}
