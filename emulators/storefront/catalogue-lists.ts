/**
 * Root lists of the catalogue and the API: `productTags(first:)` and `productTypes(first:)` (each
 * value once, in alphabetical order, as a StringConnection) and `publicApiVersions` (the one
 * version the platform serves, api-version.ts).
 */
import type { CatalogueIndex } from './catalogue';
import { paginate } from './connection';
import { SERVED_API_VERSION } from './api-version';
import type { StorefrontContext } from './resolvers';

function distinct(values: Iterable<string>): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en'));
}

export const productTags = (index: CatalogueIndex) =>
  distinct(index.products.flatMap((p) => p.data.tags));

export const productTypes = (index: CatalogueIndex) =>
  distinct(index.products.map((p) => p.data.productType).filter((t) => t !== ''));

export function catalogueListResolvers(): Record<string, Record<string, unknown>> {
  return {
    QueryRoot: {
      productTags: (_: unknown, { first }: { first: number }, ctx: StorefrontContext) =>
        paginate(productTags(ctx.platform.index), { first }, (tag) => tag),
      productTypes: (_: unknown, { first }: { first: number }, ctx: StorefrontContext) =>
        paginate(productTypes(ctx.platform.index), { first }, (type) => type),
      publicApiVersions: () => [
        { handle: SERVED_API_VERSION, displayName: SERVED_API_VERSION, supported: true },
      ],
    },
  };
}
