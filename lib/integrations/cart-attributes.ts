/**
 * The visitor attributes pushed to the cart (SPEC §3 "Cart attributes", §4): the affiliate
 * parameters (from the landing query, kept for the session by ./awin.ts), the customer-data tool's
 * anonymous id and the experiment tool's session, visitor and attributes. Pure: the sync in
 * ./attribute-sync.ts gathers the inputs and pushes them.
 */
import type { Attribute } from '@/lib/shopify/types';

/** Query parameters the affiliate tool (Awin) attributes a sale by. */
export const AFFILIATE_PARAMS = ['awc', 'sn', 'source', 'utm_source', 'utm_medium', 'utm_campaign'];

/** The longest affiliate value kept; longer ones are cut (they go to the cart as attributes). */
const AFFILIATE_VALUE_MAX = 256;

/**
 * The affiliate parameters among `read(name)` (a query string's, or stored ones), or null when
 * there are none: only the names above, each a non-empty string cut to AFFILIATE_VALUE_MAX.
 */
export function pickAffiliateParams(
  read: (name: string) => unknown,
): Record<string, string> | null {
  const found: Record<string, string> = {};
  for (const name of AFFILIATE_PARAMS) {
    const value = read(name);
    if (typeof value === 'string' && value) found[name] = value.slice(0, AFFILIATE_VALUE_MAX);
  }
  return Object.keys(found).length > 0 ? found : null;
}

/** The affiliate parameters in a query string, or null when it carries none. */
export function affiliateParams(search: string): Record<string, string> | null {
  const query = new URLSearchParams(search);
  return pickAffiliateParams((name) => query.get(name));
}

/** The experiment tool's state as read from its cookies and globals. */
export interface ExperimentState {
  accountId: string;
  projectId: string;
  /** `_conv_s` and `_conv_v` cookie values. */
  session: string | null;
  visitor: string | null;
  visitorId: string | null;
  goals: string[];
  /** Experiment id → variation id. */
  experiments: Record<string, string>;
  segments: {
    browser: string | null;
    devices: string | null;
    source: string | null;
    campaign: string | null;
    country: string | null;
    customSegments: string[];
    isNew: boolean;
  };
}

/** SPEC §3 `convert_attributes`: the experiment values with fixed conversion settings. */
export function experimentAttributes(state: ExperimentState): Record<string, unknown> {
  const experimentIds = Object.keys(state.experiments).sort();
  return {
    cid: state.accountId,
    pid: state.projectId,
    vid: state.visitorId,
    goals: [...state.goals].sort(),
    vars: experimentIds.map((id) => state.experiments[id]),
    exps: experimentIds,
    defaultSegments: {
      browser: state.segments.browser,
      devices: state.segments.devices,
      source: state.segments.source,
      campaign: state.segments.campaign,
      ctry: state.segments.country,
      cust: state.segments.customSegments,
      new: state.segments.isNew ? 1 : 0,
    },
    conversionRate: 1,
    presentmentCurrency: 'USD',
    currencySymbol: 'USD',
  };
}

export interface AttributeInputs {
  awinParams: Record<string, string> | null;
  segmentUserId: string | null;
  experiment: ExperimentState | null;
}

/** The attributes to push, leaving out what is unknown (no empty values on the cart). */
export function cartAttributes({
  awinParams,
  segmentUserId,
  experiment,
}: AttributeInputs): Attribute[] {
  const out: Attribute[] = [];
  if (awinParams) out.push({ key: 'awinParams', value: JSON.stringify(awinParams) });
  if (segmentUserId) out.push({ key: 'segmentUserId', value: segmentUserId });
  if (experiment) {
    if (experiment.session) out.push({ key: '_conv_s', value: experiment.session });
    if (experiment.visitor) out.push({ key: '_conv_v', value: experiment.visitor });
    out.push({
      key: 'convert_attributes',
      value: JSON.stringify(experimentAttributes(experiment)),
    });
  }
  return out;
}

/**
 * A fingerprint of a push, so an unchanged set is not sent again (beyond the SPEC: a focus that
 * changed nothing costs no request). Nothing to push is never a push. The cart id is part of it:
 * a new cart needs the attributes again.
 */
export function attributesFingerprint(
  cartId: string | null,
  attributes: Attribute[],
): string | null {
  if (attributes.length === 0) return null;
  return JSON.stringify([cartId, attributes.map((a) => [a.key, a.value])]);
}
