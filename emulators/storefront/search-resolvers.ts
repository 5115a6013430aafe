/**
 * Resolvers of the search root fields: `search` (search.ts), `predictiveSearch`
 * (predictive-search.ts) and `productRecommendations` (recommendations.ts). Merged into the
 * emulator's resolver map by buildResolvers' extension list (index.ts).
 */
import { requireGid } from './ids';
import { predictiveSearch, type PredictiveSearchArgs } from './predictive-search';
import type { StorefrontContext } from './resolvers';
import { complementaryProducts, relatedProducts } from './recommendations';
import { search, type SearchArgs } from './search';

type Resolver<A> = (parent: unknown, args: A, ctx: StorefrontContext) => unknown;
const resolver = <A>(fn: Resolver<A>) => fn;

export function searchResolvers(): Record<string, Record<string, unknown>> {
  return {
    QueryRoot: {
      search: resolver<SearchArgs>((_, args, ctx) =>
        search(ctx.platform.index.products, ctx.platform.store, args),
      ),
      predictiveSearch: resolver<PredictiveSearchArgs>((_, args, ctx) =>
        predictiveSearch(ctx.platform.index, ctx.platform.store, args),
      ),
      productRecommendations: resolver<{ productId: string; intent?: string | null }>(
        (_, { productId, intent }, ctx) => {
          const { index, store } = ctx.platform;
          if (requireGid(productId).type !== 'Product') return null;
          const product = index.productById.get(productId);
          if (!product) return null;
          return intent === 'COMPLEMENTARY'
            ? complementaryProducts(index, store.complementary, product)
            : relatedProducts(index, product);
        },
      ),
    },
  };
}
