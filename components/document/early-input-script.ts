/**
 * The early-input hold (../lazy/early-input.ts) as the inline script that pages/_document.tsx
 * writes into every page's <head>: it then holds a shopper's clicks and picks from the first
 * paint on, before any of the page's scripts has come. On a phone the page is painted well before
 * its scripts have downloaded and run, and "Add to basket" clicked meanwhile would have submitted
 * its form natively: a page load that lost the click.
 *
 * Inline scripts of prerendered pages are hashed into the CSP at build (scripts/csp-hashes.mjs);
 * this one is the same text on every page.
 */
import { holdEarlyInput } from '@/components/lazy/early-input';

export const EARLY_INPUT_SCRIPT = `(${holdEarlyInput.toString()})(window);`;
