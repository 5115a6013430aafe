import { describe, expect, it } from 'vitest';
import { toListingFacets } from '@/lib/listing/facets';

describe('toListingFacets', () => {
  it('gives each value its parameter, drops values and facets it cannot carry, reads price bounds', () => {
    expect(
      toListingFacets([
        {
          id: 'filter.p.vendor',
          label: 'Brand',
          type: 'LIST',
          values: [
            { id: 'a', label: 'Morrow & Co.', count: 7, input: '{"productVendor":"Morrow & Co."}' },
            { id: 'b', label: 'Broken', count: 1, input: '{"productVendor"' },
          ],
        },
        {
          id: 'x',
          label: 'Unknown',
          type: 'LIST',
          values: [{ id: 'c', label: 'c', count: 1, input: { colour: 'red' } }],
        },
        {
          id: 'p',
          label: 'Price',
          type: 'PRICE_RANGE',
          values: [{ id: 'p', label: 'Price', count: 0, input: '{"price":{"min":0,"max":38}}' }],
        },
        {
          id: 'q',
          label: 'Price',
          type: 'PRICE_RANGE',
          values: [{ id: 'q', label: 'Price', count: 0, input: 'nonsense' }],
        },
      ]),
    ).toEqual([
      {
        id: 'filter.p.vendor',
        label: 'Brand',
        type: 'LIST',
        values: [
          {
            id: 'a',
            label: 'Morrow & Co.',
            count: 7,
            param: {
              name: 'filter.productVendor',
              value: 'Morrow & Co.',
              input: { productVendor: 'Morrow & Co.' },
            },
          },
        ],
      },
      { id: 'p', label: 'Price', type: 'PRICE_RANGE', min: 0, max: 38 },
      { id: 'q', label: 'Price', type: 'PRICE_RANGE', min: null, max: null },
    ]);
  });
});
