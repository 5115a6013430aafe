/**
 * The header's suggestions as the combobox shows them: groups of options, each with the page it
 * opens. Built on the server (pages/api/search/suggest.ts), so prices are formatted and image
 * attributes computed there and no price or image code reaches the browser.
 */
import type { ImageProps } from 'next/image';
import type { ImgProps } from '@/lib/images/img-props';
import { formatCatalogPrice } from '@/lib/pricing/format';
import type { Suggestions } from '@/lib/shopify/search-types';
import { searchHref } from './query';

export type SuggestionKind = 'query' | 'product' | 'collection';

export interface SuggestionOption {
  kind: SuggestionKind;
  /** What the option reads as (the query, the product or collection title). */
  label: string;
  /** The page Enter or a click on it opens. */
  href: string;
  /** Products only: "£9.50", or "From £9.50" for a price range. */
  priceLabel?: string;
  /** Products only: the thumbnail's `<img>` attributes, null without a picture. */
  img?: ImgProps | null;
}

export interface SuggestionGroup {
  kind: SuggestionKind;
  /** The group's heading inside the listbox. */
  label: string;
  options: SuggestionOption[];
}

/** The suggestions for one query; `groups` holds only groups with options, in display order. */
export interface SuggestionView {
  query: string;
  groups: SuggestionGroup[];
}

/** The thumbnail's size in CSS pixels. */
export const THUMBNAIL_PX = 48;

function priceLabel(min: { amount: string; currencyCode: string }, max: { amount: string }) {
  const price = formatCatalogPrice(min.amount, min.currencyCode);
  return Number(min.amount) === Number(max.amount) ? price : `From ${price}`;
}

/**
 * `Suggestions` → `SuggestionView` (pure): suggested queries first (they refine what was typed),
 * then products, then collections. `toImg` is lib/images' `imgProps`, passed in to keep Next out.
 */
export function toSuggestionView(
  query: string,
  suggestions: Suggestions,
  toImg: (props: ImageProps) => ImgProps,
): SuggestionView {
  const groups: SuggestionGroup[] = [
    {
      kind: 'query',
      label: 'Suggestions',
      options: suggestions.queries.map((q) => ({
        kind: 'query',
        label: q.text,
        href: searchHref(q.text),
      })),
    },
    {
      kind: 'product',
      label: 'Products',
      options: suggestions.products.map((product) => ({
        kind: 'product',
        label: product.title,
        href: `/products/${encodeURIComponent(product.handle)}`,
        priceLabel: priceLabel(product.minPrice, product.maxPrice),
        img: product.image
          ? toImg({
              src: product.image.url,
              // The title is next to it: the picture adds nothing for a screen reader.
              alt: '',
              width: THUMBNAIL_PX,
              height: THUMBNAIL_PX,
              sizes: `${THUMBNAIL_PX}px`,
            })
          : null,
      })),
    },
    {
      kind: 'collection',
      label: 'Collections',
      options: suggestions.collections.map((collection) => ({
        kind: 'collection',
        label: collection.title,
        href: `/collections/${encodeURIComponent(collection.handle)}`,
      })),
    },
  ];
  return { query, groups: groups.filter((group) => group.options.length > 0) };
}
