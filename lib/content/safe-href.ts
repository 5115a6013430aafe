/** Link targets from the CMS: the one check every CMS link passes before it is used. */
import * as v from 'valibot';
import { isValidEmail } from '@/lib/consent/email';
import { AnyField, readContent, TextField } from './fields';

/**
 * An address the footer may link with mailto: the SPEC §5 email check, and only the characters an
 * address needs. CMS text becomes a link here: quotes or angle brackets in it are a mistake or an
 * attack, not an address.
 */
export const isPlainAddress = (value: string): boolean =>
  isValidEmail(value) && /^[\w.%+-]+@[\w.-]+$/.test(value);

/** A Storyblok multilink: the target is `cached_url` (or `url`); story links are site paths. */
const MultilinkSchema = v.object({ cached_url: TextField, url: TextField, linktype: AnyField });

/**
 * A link target from a Storyblok multilink or a string: a site path, an in-page anchor, an
 * https URL or a mailto address; anything else (javascript:, //host, data:) is refused.
 */
export function safeHref(value: unknown): string | null {
  let raw: unknown = value;
  if (typeof value === 'object' && value !== null) {
    const link = readContent(MultilinkSchema, value);
    raw = link.cached_url ?? link.url;
    if (typeof raw === 'string' && link.linktype === 'story' && !raw.startsWith('/'))
      raw = `/${raw}`;
  }
  if (typeof raw !== 'string') return null;
  const href = raw.trim();
  if (href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')) return href;
  if (/^#[\w-]*$/.test(href)) return href;
  if (/^https:\/\/[^\s/\\]+/i.test(href)) return href;
  if (/^mailto:/i.test(href) && isPlainAddress(href.slice('mailto:'.length))) return href;
  return null;
}
