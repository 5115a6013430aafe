/**
 * What each integration is, in a visitor's words: the privacy policy's table of the tools this shop
 * loads (lib/policies/tool-table.ts) names them from here. A Record over IntegrationName, so a vendor
 * added to ./integrations.ts does not type-check until it is described.
 */
import type { IntegrationName } from './integrations';

export interface IntegrationDescription {
  /** The tool's product name. */
  name: string;
  /** What it does on this shop, in a sentence. */
  purpose: string;
}

export const INTEGRATION_DESCRIPTIONS: Record<IntegrationName, IntegrationDescription> = {
  sentry: {
    name: 'Sentry',
    purpose:
      'Reports errors in the shop, through this site’s own relay. With analytics consent it also records a masked replay of the session (no text or images).',
  },
  posthog: {
    name: 'PostHog',
    purpose: 'Product analytics: which pages and products are viewed, and how the shop is used.',
  },
  segment: {
    name: 'Segment',
    purpose: 'Collects shop events (views, basket changes, checkouts) for our analytics.',
  },
  uet: {
    name: 'Microsoft Advertising (UET)',
    purpose: 'Tells Microsoft Advertising that a visit or order came from one of our ads.',
  },
  pinterest: {
    name: 'Pinterest tag',
    purpose: 'Tells Pinterest that a visit or order came from one of our pins or ads.',
  },
  convert: {
    name: 'Convert Experiences',
    purpose: 'Runs A/B tests of the shop’s pages and measures which version works better.',
  },
  chat: {
    name: 'Gorgias chat',
    purpose: 'The help chat: answers your questions and keeps the conversation.',
  },
  referral: {
    name: 'Mention Me',
    purpose: 'Refer-a-friend offers, and credit for the friend who referred you.',
  },
  recommendations: {
    name: 'Nosto',
    purpose: 'Product recommendations based on what you view and buy.',
  },
  awin: {
    name: 'Awin',
    purpose: 'Credits the affiliate partner whose link brought you to the shop for your order.',
  },
  pixel: {
    name: 'Taboola pixel',
    purpose: 'Tells Taboola that a visit or order came from one of our sponsored links.',
  },
};
