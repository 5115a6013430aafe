/**
 * Resolvers of the search root fields: `search` (search.ts), `predictiveSearch`
 * (predictive-search.ts) and `productRecommendations` (recommendations.ts). Merged into the
 * emulator's resolver map by buildResolvers' extension list (index.ts).
 */
import { predictiveSearch, type PredictiveSearchArgs } from './predictive-search';
import type { StorefrontContext } from './resolvers';
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
    },
  };
}
