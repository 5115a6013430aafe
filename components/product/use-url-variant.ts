/**
 * The product page's variant lives in its URL (`?variant=`, as Shopify themes keep it): the buy
 * box and the gallery both read it from the router, so a link, a reload and the server's HTML
 * show the same variant, and a choice of options replaces it.
 */
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { variantById } from '@/components/product/purchase-options';
import { VARIANT_PARAM, variantIdFromParam, withVariantParam } from '@/lib/product-variant-url';
import type { Variant } from '@/lib/shopify/types';

/**
 * The variant of `variants` that the URL names, or null (none named, a malformed id, or another
 * product's). On the server and while hydrating, the router's query holds the variant route's
 * `variant` (proxy.ts rewrote `?variant=` to it); afterwards the URL's own value.
 */
export function useUrlVariant<V extends Pick<Variant, 'id'>>(variants: readonly V[]): V | null {
  const value = useRouter().query[VARIANT_PARAM];
  const id = variantIdFromParam(Array.isArray(value) ? value[0] : value);
  return id ? variantById(variants, id) : null;
}

/**
 * Puts a variant in the URL: `router.replace`, shallow (the page's props stay: no data request),
 * without a scroll, so Back leaves the page rather than stepping through every choice.
 */
export function useReplaceUrlVariant(): (variant: Pick<Variant, 'shortId'>) => void {
  const router = useRouter();
  return useCallback(
    (variant) => {
      const href = {
        pathname: router.pathname,
        query: { ...router.query, [VARIANT_PARAM]: variant.shortId },
      };
      const as = withVariantParam(router.asPath, variant.shortId);
      // (A newer navigation that cancels it resolves it with false: that one wins.)
      router
        .replace(href, as, { shallow: true, scroll: false })
        .catch((error: unknown) =>
          console.warn('[product] the chosen variant could not be put in the URL', error),
        );
    },
    [router],
  );
}
