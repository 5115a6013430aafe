import { describe, expect, it } from 'vitest';
import type { ImgProps } from '@/lib/images/img-props';
import { toSuggestionView } from '@/lib/search/suggestion-view';
import type { Suggestions } from '@/lib/shopify/search-types';

const gbp = (amount: string) => ({ amount, currencyCode: 'GBP' });
const toImg = (props: { src: unknown; width?: unknown }): ImgProps => ({
  src: `img:${String(props.src)}@${String(props.width)}`,
  alt: '',
});

const suggestions: Suggestions = {
  queries: [{ text: 'house blend' }],
  products: [
    {
      id: 'gid://shopify/Product/1',
      title: 'House Blend',
      handle: 'house-blend-coffee',
      image: { url: '/p/house.jpg', altText: 'A bag', width: 800, height: 800 },
      minPrice: gbp('9.50'),
      maxPrice: gbp('30.00'),
    },
    {
      id: 'gid://shopify/Product/2',
      title: 'Kettle',
      handle: 'kettle',
      image: null,
      minPrice: gbp('45.00'),
      maxPrice: gbp('45.0'),
    },
  ],
  collections: [{ id: 'gid://shopify/Collection/1', title: 'Coffee & tea', handle: 'coffee/tea' }],
};

describe('toSuggestionView', () => {
  it('groups queries, then products with price and thumbnail, then collections', () => {
    expect(toSuggestionView('hou', suggestions, toImg)).toEqual({
      query: 'hou',
      groups: [
        {
          kind: 'query',
          label: 'Suggestions',
          options: [{ kind: 'query', label: 'house blend', href: '/search?q=house%20blend' }],
        },
        {
          kind: 'product',
          label: 'Products',
          options: [
            {
              kind: 'product',
              label: 'House Blend',
              href: '/products/house-blend-coffee',
              priceLabel: 'From £9.50',
              img: { src: 'img:/p/house.jpg@48', alt: '' },
            },
            {
              kind: 'product',
              label: 'Kettle',
              href: '/products/kettle',
              // 45.00 and 45.0 are one price: no "From".
              priceLabel: '£45.00',
              img: null,
            },
          ],
        },
        {
          kind: 'collection',
          label: 'Collections',
          options: [
            { kind: 'collection', label: 'Coffee & tea', href: '/collections/coffee%2Ftea' },
          ],
        },
      ],
    });
  });

  it('leaves out the kinds with nothing to suggest', () => {
    const view = toSuggestionView('x', { queries: [], products: [], collections: [] }, toImg);
    expect(view).toEqual({ query: 'x', groups: [] });
  });
});
