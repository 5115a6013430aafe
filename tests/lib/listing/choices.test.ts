import { describe, expect, it } from 'vitest';
import { listingChoices } from '@/lib/listing/choices';
import { COLLECTION_SORTS } from '@/lib/listing/sort';
import { parseListingState } from '@/lib/listing/parse';

const choices = (query: string) =>
  listingChoices(parseListingState(new URLSearchParams(query), COLLECTION_SORTS), COLLECTION_SORTS);

describe('listingChoices', () => {
  it.each([
    ['', [], [{ type: 'collection_default', value: 'asc' }]],
    [
      'sort=price-descending&filter.productVendor=Morrow+%26+Co.&filter.available=true',
      [
        { type: 'productVendor', value: 'Morrow & Co.' },
        { type: 'available', value: 'true' },
      ],
      [{ type: 'price', value: 'desc' }],
    ],
    [
      'sort=newest&filter.variantOption=%7B%22name%22%3A%22size%22%2C%22value%22%3A%221+kg%22%7D&price_max=20',
      [
        { type: 'variantOption', value: '1 kg' },
        { type: 'price', value: '-20' },
      ],
      [{ type: 'created', value: 'desc' }],
    ],
  ])('%s', (query, filters, sorts) => {
    expect(choices(query)).toEqual({ filters, sorts });
  });
});
