/**
 * Field Web Vitals (docs/decisions/errors-and-web-vitals.md): with analytics consent, the landing
 * page view's LCP, INP, CLS, FCP and TTFB, measured by the `web-vitals` library's attribution
 * build, go to PostHog as one `web_vitals` event, with the page's route pattern
 * (`/products/[handle]`, never the URL) and the element each metric names. This module and the
 * library are a chunk of their own, loaded once PostHog has started (after consent, idle and the
 * first interaction).
 *
 * One event per page view, for the page the visit landed on only: web-vitals measures the hard
 * load, and its CLS and INP go on adding up across the shop's client-side route changes (soft
 * navigations, which it does not tell apart outside Chrome's experimental soft-navigation API).
 * Sending for a later page would credit it with the landing page's figures. The event is sent
 * when the landing page is left for another (the first route change) or hidden (tab switched,
 * closed, app backgrounded: where web-vitals itself finalises CLS and INP), whichever comes
 * first, with each metric's latest value (`reportAllChanges`). A metric not yet measured then
 * (INP before any interaction) is left out.
 */
import type { MetricWithAttribution } from 'web-vitals/attribution';

export const WEB_VITALS_EVENT = 'web_vitals';

/** The page the visit landed on, while the shopper is still on it. */
export interface LandingPage {
  /** Its route pattern, as the router names it (`/products/[handle]`). */
  route: string;
  /** Calls `listener` once the shopper leaves it for another page of the shop. */
  onLeave(listener: () => void): void;
}

export type WebVitalsLibrary = Pick<
  typeof import('web-vitals/attribution'),
  'onCLS' | 'onFCP' | 'onINP' | 'onLCP' | 'onTTFB'
>;

/** The element a metric's attribution names (a CSS-like selector), where it names one. */
export function metricTarget(metric: MetricWithAttribution): string | undefined {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target;
    case 'CLS':
      return metric.attribution.largestShiftTarget;
    case 'INP':
      return metric.attribution.interactionTarget;
    default:
      return undefined;
  }
}

/**
 * The event's properties: `route`, `navigation_type`, and per metric its value (`LCP`, in ms;
 * `CLS` unitless), `<name>_rating` (good, needs-improvement, poor) and `<name>_target`.
 */
export function webVitalsProperties(
  route: string,
  metrics: Iterable<MetricWithAttribution>,
): Record<string, string | number> {
  const properties: Record<string, string | number> = { route };
  for (const metric of metrics) {
    properties.navigation_type ??= metric.navigationType;
    properties[metric.name] =
      metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
    properties[`${metric.name}_rating`] = metric.rating;
    const target = metricTarget(metric);
    if (target) properties[`${metric.name}_target`] = target;
  }
  return properties;
}

/**
 * Gathers the landing page's metrics and calls `send` once with their properties (see the module
 * comment for when). Resolves once the library is watching.
 */
export async function watchWebVitals(
  page: LandingPage,
  send: (properties: Record<string, string | number>) => void,
  load: () => Promise<WebVitalsLibrary> = () => import('web-vitals/attribution'),
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> = document,
): Promise<void> {
  const library = await load();
  const latest = new Map<string, MetricWithAttribution>();
  let sent = false;
  const keep = (metric: MetricWithAttribution) => {
    if (!sent) latest.set(metric.name, metric);
  };
  const options = { reportAllChanges: true };
  library.onTTFB(keep, options);
  library.onFCP(keep, options);
  library.onLCP(keep, options);
  library.onCLS(keep, options);
  library.onINP(keep, options);
  const flush = () => {
    if (sent || latest.size === 0) return;
    sent = true;
    doc.removeEventListener('visibilitychange', onVisibility);
    send(webVitalsProperties(page.route, latest.values()));
  };
  // On the document, so it runs after web-vitals' own listener (the window's capture phase), which
  // reports the final CLS and INP first.
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') flush();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  page.onLeave(flush);
}
