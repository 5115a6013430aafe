/** SPEC §2 "Query parameters read on load": what a landing query string asks for. */
import { isCartId } from '@/lib/shopify/ids';

/** SPEC §9: the cart named by shopifyCartId is fetched this long after load. */
export const CART_LINK_DELAY_MS = 2000;

/** What a landing query asks of the cart (an advertorial landing is the runner's: SPEC §2). */
export interface LandingQuery {
  /** A platform cart id to restore, or null (absent, or not a cart id). */
  cartId: string | null;
  /** Any other query string: look up a promo. */
  promo: boolean;
}

/** Classifies a landing `location.search`. A malformed cart id is ignored (logged). */
export function readLandingQuery(search: string): LandingQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const rawCart = params.get('shopifyCartId');
  let cartId: string | null = null;
  if (rawCart !== null) {
    if (isCartId(rawCart)) cartId = rawCart;
    else console.warn('[cart] ignoring a shopifyCartId that is not a cart id');
  }
  // Beyond SPEC §2's "any other query string": the Visual Editor's own parameters (`_storyblok`,
  // `_storyblok_tk[…]`, `_storyblok_c`…) on a framed preview are not a campaign link, and a lookup
  // for them would only log a "no promo" 404 in every preview.
  const campaign = [...params.keys()].some((key) => !key.startsWith('_storyblok'));
  return { cartId, promo: rawCart === null && campaign };
}
