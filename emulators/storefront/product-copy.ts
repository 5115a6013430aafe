/**
 * A product published after the shop was built (`POST /__admin/products`): a copy of a catalogue
 * product under a new handle, with ids of its own, showing the original's image files. The shop
 * has never rendered its page, so its first request renders it at run time (getStaticPaths
 * fallback), as a merchant's new product would.
 */
import type { Catalogue, CatalogueProduct } from './catalogue';

export interface ProductCopy {
  /** The catalogue product to copy. */
  from: string;
  /** The copy's handle (kebab-case, not taken). */
  handle: string;
  /** Default: the original's title. */
  title?: string;
  /** Default: the original's; its text (tags dropped) is the copy's plain `description`. */
  descriptionHtml?: string;
}

export class ProductCopyError extends Error {
  constructor(
    message: string,
    /** 400 a malformed request, 404 no such original, 409 the handle is taken. */
    readonly status: 400 | 404 | 409,
  ) {
    super(message);
  }
}

const HANDLE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const GID = /gid:\/\/shopify\/([A-Za-z]+)\/(\d+)/g;

/** Reads `{ from, handle, title? }` from an admin request body; throws a 400 otherwise. */
export function parseProductCopy(body: unknown): ProductCopy {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ProductCopyError('expected a JSON object', 400);
  const { from, handle, title, descriptionHtml } = body as Record<string, unknown>;
  if (typeof from !== 'string') throw new ProductCopyError('from must be a handle', 400);
  if (typeof handle !== 'string' || !HANDLE.test(handle))
    throw new ProductCopyError('handle must be a kebab-case handle', 400);
  if (title !== undefined && (typeof title !== 'string' || title.trim() === ''))
    throw new ProductCopyError('title must be a non-empty string', 400);
  if (descriptionHtml !== undefined && typeof descriptionHtml !== 'string')
    throw new ProductCopyError('descriptionHtml must be a string', 400);
  return {
    from,
    handle,
    ...(title !== undefined ? { title } : {}),
    ...(descriptionHtml !== undefined ? { descriptionHtml } : {}),
  };
}

/** The ids a product defines (its own, its options', images', variants', plans', metafields'). */
function definedIds(value: unknown, ids: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => definedIds(item, ids));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'id' && typeof item === 'string' && item.startsWith('gid://')) ids.add(item);
      else definedIds(item, ids);
    }
  }
  return ids;
}

/**
 * The copy `request` asks for: every id the original defines is renumbered past the catalogue's
 * highest (references to them, e.g. a variant metafield, follow), references to other products
 * are kept. Throws a ProductCopyError for an unknown original or a taken handle.
 */
export function copyProduct(catalogue: Catalogue, request: ProductCopy): CatalogueProduct {
  const original = catalogue.products.find((p) => p.handle === request.from);
  if (!original) throw new ProductCopyError(`no product ${JSON.stringify(request.from)}`, 404);
  if (catalogue.products.some((p) => p.handle === request.handle))
    throw new ProductCopyError(`handle ${JSON.stringify(request.handle)} is taken`, 409);
  let next = 0n;
  for (const [, , n] of JSON.stringify(catalogue).matchAll(GID))
    if (BigInt(n ?? 0) >= next) next = BigInt(n ?? 0) + 1n;
  const renumbered = new Map<string, string>();
  for (const id of definedIds(original, new Set())) {
    const type = /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(id)?.[1] ?? 'Unknown';
    renumbered.set(id, `gid://shopify/${type}/${next++}`);
  }
  const text = JSON.stringify(original).replace(GID, (id) => renumbered.get(id) ?? id);
  const now = new Date().toISOString();
  return {
    ...(JSON.parse(text) as CatalogueProduct),
    handle: request.handle,
    title: request.title ?? original.title,
    ...(request.descriptionHtml !== undefined
      ? {
          descriptionHtml: request.descriptionHtml,
          description: request.descriptionHtml
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        }
      : {}),
    imageHandle: original.imageHandle ?? original.handle,
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
  };
}
