import type { CartApi } from './cart';

type Loader = () => Promise<CartApi>;

const loadDefault: Loader = () => import('./cart').then((m) => m.cartApi);

/**
 * A CartApi that loads the real one (graphql-request and graphql-js, about 27 KB gzipped) on its
 * first call instead of at page load, so the Storefront client stays out of the first-load bundle
 * of every page. A failed load (a flaky network fetching the chunk) is retried on the next call.
 */
export function createLazyCartApi(load: Loader = loadDefault): CartApi {
  let api: Promise<CartApi> | null = null;
  const get = () => {
    api ??= load().catch((error: unknown) => {
      api = null;
      throw error;
    });
    return api;
  };
  return {
    createCart: () => get().then((a) => a.createCart()),
    getCart: (cartId) => get().then((a) => a.getCart(cartId)),
    addLines: (cartId, lines) => get().then((a) => a.addLines(cartId, lines)),
    updateLines: (cartId, lines) => get().then((a) => a.updateLines(cartId, lines)),
    removeLines: (cartId, lineIds) => get().then((a) => a.removeLines(cartId, lineIds)),
    updateDiscountCodes: (cartId, codes) => get().then((a) => a.updateDiscountCodes(cartId, codes)),
    updateAttributes: (cartId, attributes) =>
      get().then((a) => a.updateAttributes(cartId, attributes)),
  };
}
