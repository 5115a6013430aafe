/** Query parameters read once on landing (SPEC §2). */

export const ADVERTORIAL_EVENT = 'AdvertorialToPDP_Click';

/** True when utm_event or utm_content is `advertorial_to_pdp` (SPEC §2). */
export function isAdvertorialClick(search: string): boolean {
  const query = new URLSearchParams(search);
  return [query.get('utm_event'), query.get('utm_content')].includes('advertorial_to_pdp');
}
