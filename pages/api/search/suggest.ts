import type { NextApiRequest, NextApiResponse } from 'next';
import { imgProps } from '@/lib/images/img-props';
import { normaliseQuery } from '@/lib/search/query';
import { toSuggestionView, type SuggestionView } from '@/lib/search/suggestion-view';
import { StorefrontGraphQLError } from '@/lib/shopify/errors';
import { predictiveSearch } from '@/lib/shopify/search';

/**
 * GET /api/search/suggest?q=: the header combobox's suggestions (products with a thumbnail and a
 * price, collections, suggested queries), ready to show. A route of the shop's own rather than a
 * Storefront request from the browser: a GET a CDN can cache per query (the same few prefixes are
 * typed by every shopper), a same-origin fetch the browser aborts without a preflight, and prices
 * and image URLs made here, so the combobox's chunk carries no GraphQL client, document or price
 * code. The token is public either way.
 */
export default async function suggest(
  req: NextApiRequest,
  res: NextApiResponse<Omit<SuggestionView, 'query'> | { error: string }>,
) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).json({ error: 'Use GET' });
  }
  const { query } = normaliseQuery(req.query.q);
  try {
    const view = toSuggestionView(query, await predictiveSearch(query), imgProps);
    res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=600');
    return res.status(200).json({ groups: view.groups });
  } catch (error) {
    // A query the platform refuses (too many terms, brackets) has no suggestions: not a failure.
    if (error instanceof StorefrontGraphQLError) {
      res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=600');
      return res.status(200).json({ groups: [] });
    }
    console.error('[search] suggestions failed', error);
    res.setHeader('Cache-Control', 'no-store');
    return res.status(502).json({ error: 'Suggestions are unavailable' });
  }
}
