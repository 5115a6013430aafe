import { describe, expect, it } from 'vitest';
import { loadCatalogue, indexCatalogue } from '@/emulators/storefront/catalogue';
import { productFacets } from '@/emulators/storefront/filter-facets';
import { filterProducts } from '@/emulators/storefront/filters';
import { data, makeEmulator } from './storefront-client';

const emulator = makeEmulator();

const FACETS = `query ($handle: String!, $filters: [ProductFilter!]) {
  collection(handle: $handle) {
    products(first: 1, filters: $filters) {
      filters { id label type values { id label count input } }
    }
  }
}`;

interface Facet {
  id: string;
  label: string;
  type: string;
  values: { id: string; label: string; count: number; input: string }[];
}

async function facets(handle: string, filters: unknown[] = []): Promise<Facet[]> {
  const result = await data<{ collection: { products: { filters: Facet[] } } }>(emulator, FACETS, {
    handle,
    filters,
  });
  return result.collection.products.filters;
}

/** Each facet's values as [label, count], for the facets named. */
async function counts(handle: string, filters: unknown[], ids: string[]) {
  return (await facets(handle, filters))
    .filter((f) => ids.includes(f.id))
    .map((f) => [f.id, f.values.map((v) => [v.label, v.count])]);
}

describe('ProductConnection.filters of a collection', () => {
  it('lists every facet with its ids, labels, counts and input JSON, as Shopify does', async () => {
    expect(await facets('milk', [{ available: true }, { productVendor: 'Fenland Dairy' }])).toEqual(
      [
        {
          id: 'filter.v.availability',
          label: 'Availability',
          type: 'LIST',
          values: [
            {
              id: 'filter.v.availability.1',
              label: 'In stock',
              count: 3,
              input: '{"available":true}',
            },
            {
              id: 'filter.v.availability.0',
              label: 'Out of stock',
              count: 0,
              input: '{"available":false}',
            },
          ],
        },
        {
          id: 'filter.v.price',
          label: 'Price',
          type: 'PRICE_RANGE',
          values: [
            {
              id: 'filter.v.price',
              label: 'Price',
              count: 0,
              input: '{"price":{"min":0,"max":12}}',
            },
          ],
        },
        {
          id: 'filter.p.product_type',
          label: 'Product type',
          type: 'LIST',
          values: [
            {
              id: 'filter.p.product_type.milk',
              label: 'Milk',
              count: 2,
              input: '{"productType":"Milk"}',
            },
            {
              id: 'filter.p.product_type.pantry',
              label: 'Pantry',
              count: 0,
              input: '{"productType":"Pantry"}',
            },
            {
              id: 'filter.p.product_type.subscription',
              label: 'Subscription',
              count: 1,
              input: '{"productType":"Subscription"}',
            },
          ],
        },
        {
          id: 'filter.p.vendor',
          label: 'Brand',
          type: 'LIST',
          values: [
            {
              id: 'filter.p.vendor.fenland-dairy',
              label: 'Fenland Dairy',
              count: 3,
              input: '{"productVendor":"Fenland Dairy"}',
            },
            {
              id: 'filter.p.vendor.greenacre-plant-co',
              label: 'Greenacre Plant Co.',
              count: 0,
              input: '{"productVendor":"Greenacre Plant Co."}',
            },
            {
              id: 'filter.p.vendor.morrow-co',
              label: 'Morrow & Co.',
              count: 1,
              input: '{"productVendor":"Morrow & Co."}',
            },
          ],
        },
        {
          id: 'filter.p.tag',
          label: 'Tag',
          type: 'LIST',
          values: [
            {
              id: 'filter.p.tag.almond',
              label: 'almond',
              count: 0,
              input: '{"tag":"almond"}',
            },
            {
              id: 'filter.p.tag.chilled',
              label: 'chilled',
              count: 2,
              input: '{"tag":"chilled"}',
            },
            {
              id: 'filter.p.tag.dairy',
              label: 'dairy',
              count: 1,
              input: '{"tag":"dairy"}',
            },
            {
              id: 'filter.p.tag.dairy-free',
              label: 'dairy-free',
              count: 1,
              input: '{"tag":"dairy-free"}',
            },
            {
              id: 'filter.p.tag.milk',
              label: 'milk',
              count: 3,
              input: '{"tag":"milk"}',
            },
            {
              id: 'filter.p.tag.oat-milk',
              label: 'oat-milk',
              count: 1,
              input: '{"tag":"oat-milk"}',
            },
            {
              id: 'filter.p.tag.organic',
              label: 'organic',
              count: 2,
              input: '{"tag":"organic"}',
            },
            {
              id: 'filter.p.tag.pantry',
              label: 'pantry',
              count: 0,
              input: '{"tag":"pantry"}',
            },
            {
              id: 'filter.p.tag.subscription',
              label: 'subscription',
              count: 1,
              input: '{"tag":"subscription"}',
            },
            {
              id: 'filter.p.tag.vegan',
              label: 'vegan',
              count: 1,
              input: '{"tag":"vegan"}',
            },
          ],
        },
        {
          id: 'filter.v.option.recipe',
          label: 'Recipe',
          type: 'LIST',
          values: [
            {
              id: 'filter.v.option.recipe.original',
              label: 'Original',
              count: 0,
              input: '{"variantOption":{"name":"recipe","value":"Original"}}',
            },
            {
              id: 'filter.v.option.recipe.new-recipe',
              label: 'New Recipe',
              count: 0,
              input: '{"variantOption":{"name":"recipe","value":"New Recipe"}}',
            },
          ],
        },
        {
          id: 'filter.v.option.size',
          label: 'Size',
          type: 'LIST',
          values: [
            {
              id: 'filter.v.option.size.1-l',
              label: '1 L',
              count: 1,
              input: '{"variantOption":{"name":"size","value":"1 L"}}',
            },
            {
              id: 'filter.v.option.size.6-1-l',
              label: '6 × 1 L',
              count: 1,
              input: '{"variantOption":{"name":"size","value":"6 × 1 L"}}',
            },
            {
              id: 'filter.v.option.size.1-pint',
              label: '1 pint',
              count: 1,
              input: '{"variantOption":{"name":"size","value":"1 pint"}}',
            },
            {
              id: 'filter.v.option.size.4-pints',
              label: '4 pints',
              count: 2,
              input: '{"variantOption":{"name":"size","value":"4 pints"}}',
            },
            {
              id: 'filter.v.option.size.2-pints',
              label: '2 pints',
              count: 1,
              input: '{"variantOption":{"name":"size","value":"2 pints"}}',
            },
          ],
        },
      ],
    );
  });

  it('counts each value with the other filters applied, not its own filter', async () => {
    expect(
      await counts(
        'coffee',
        [{ variantOption: { name: 'grind', value: 'Espresso' } }, { available: true }],
        [
          'filter.v.availability',
          'filter.p.vendor',
          'filter.v.option.size',
          'filter.v.option.grind',
        ],
      ),
    ).toEqual([
      // Espresso grinds: both of Espresso Roast No. 5, Colombia's 250 g; Colombia's 1 kg is sold out.
      [
        'filter.v.availability',
        [
          ['In stock', 2],
          ['Out of stock', 1],
        ],
      ],
      [
        'filter.p.vendor',
        [
          ['Hillside Roasters', 1],
          ['Morrow & Co.', 1],
        ],
      ],
      // The same variant must be an espresso grind, in stock, and of this size.
      [
        'filter.v.option.size',
        [
          ['250 g', 2],
          ['1 kg', 1],
        ],
      ],
      // The grind's own counts ignore the grind chosen: in stock, any grind.
      [
        'filter.v.option.grind',
        [
          ['Whole bean', 3],
          ['Espresso', 2],
          ['Filter', 2],
        ],
      ],
    ]);
  });

  it('keeps the facets of the whole collection when nothing matches', async () => {
    expect(
      await counts(
        'tea',
        [{ productVendor: 'Nobody' }],
        ['filter.p.vendor', 'filter.p.product_type'],
      ),
    ).toEqual([
      ['filter.p.product_type', [['Tea', 0]]],
      [
        'filter.p.vendor',
        [
          ['Kettle & Leaf', 3],
          ['Morrow & Co.', 3],
        ],
      ],
    ]);
  });

  it('spans the price filter from 0 to the highest variant price of the collection', async () => {
    const price = (await facets('equipment', [{ price: { min: 20, max: 50 } }])).find(
      (f) => f.id === 'filter.v.price',
    );
    expect(price).toEqual({
      id: 'filter.v.price',
      label: 'Price',
      type: 'PRICE_RANGE',
      values: [
        { id: 'filter.v.price', label: 'Price', count: 0, input: '{"price":{"min":0,"max":240}}' },
      ],
    });
  });

  it("gives back each value's input as a filter that selects what the count said", async () => {
    for (const facet of await facets('coffee')) {
      if (facet.type !== 'LIST') continue;
      for (const value of facet.values) {
        const result = await data<{ collection: { products: { nodes: unknown[] } } }>(
          emulator,
          'query ($filters: [ProductFilter!]) { collection(handle: "coffee") { products(first: 50, filters: $filters) { nodes { id } } } }',
          { filters: [JSON.parse(value.input)] },
        );
        expect([value.id, result.collection.products.nodes.length]).toEqual([
          value.id,
          value.count,
        ]);
      }
    }
  });
});

describe('filterProducts and productFacets over any list (for search)', () => {
  const index = indexCatalogue(loadCatalogue(), 'http://shop.test');

  it('filters the whole catalogue', () => {
    const found = filterProducts(index.products, [
      { productType: 'Chocolate' },
      { available: false },
    ]);
    expect(found.map((p) => p.data.handle)).toEqual(['hot-chocolate-flakes']);
  });

  it('keeps every product for no filters, and no facets for no products', () => {
    expect(filterProducts(index.products, null)).toHaveLength(36);
    expect(productFacets([], [{ available: true }])).toEqual([]);
  });
});
