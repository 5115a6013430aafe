import { describe, expect, it } from 'vitest';
import { indexCatalogue } from '@/emulators/storefront/catalogue';
import { byRelevance, productMatches } from '@/emulators/storefront/product-match';
import { parseSearchQuery } from '@/emulators/storefront/search-query';
import { searchFixtureCatalogue } from './search-fixtures';

const index = indexCatalogue(searchFixtureCatalogue(), 'http://shop.test');

const matching = (query: string) =>
  index.products
    .filter((p) => productMatches(p, parseSearchQuery(query)))
    .map((p) => p.data.handle);

describe('productMatches', () => {
  it.each([
    // Free text: title, type, vendor, tags, variant titles and SKUs; words, not substrings.
    ['coffee', ['house-blend', 'ethiopia-yirgacheffe']],
    ['Coffee', ['house-blend', 'ethiopia-yirgacheffe']],
    ['bean', ['house-blend']],
    ['beans', ['house-blend']],
    ['tea', ['breakfast-tea']],
    ['oat', ['barista-oat-milk']],
    ['milk', ['barista-oat-milk']],
    ['hario', ['ceramic-pour-over']],
    ['charcoal', ['ceramic-pour-over']],
    ['MOR-HB-1KG', ['house-blend']],
    ['vegan', ['barista-oat-milk', 'drinking-chocolate']],
    ['bergamot', []],
    ['cof', []],
    ['cof*', ['house-blend', 'ethiopia-yirgacheffe']],
    ['"drinking chocolate"', ['drinking-chocolate']],
    ['"chocolate drinking"', []],
    ['morrow tea', ['breakfast-tea']],
    ['tea OR hario', ['breakfast-tea', 'ceramic-pour-over']],
    ['coffee -tag:single-origin', ['house-blend']],
    [
      'NOT vendor:"Morrow & Co."',
      ['ethiopia-yirgacheffe', 'barista-oat-milk', 'ceramic-pour-over'],
    ],
    ['(tea OR milk) organic', ['breakfast-tea']],
    // Fields.
    ['title:tea', ['breakfast-tea']],
    ['title:"pour over"', ['ceramic-pour-over']],
    ['title:dripp*', ['ceramic-pour-over']],
    ['product_type:coffee', ['house-blend', 'ethiopia-yirgacheffe']],
    ['product_type:Cof*', ['house-blend', 'ethiopia-yirgacheffe']],
    ['vendor:Oatly', ['barista-oat-milk']],
    ['vendor:"Highland Roasters"', ['ethiopia-yirgacheffe']],
    ['vendor:Highland', []],
    ['tag:vegan', ['barista-oat-milk', 'drinking-chocolate']],
    ['tag:oat', []],
    [
      'tag_not:vegan',
      ['house-blend', 'ethiopia-yirgacheffe', 'breakfast-tea', 'ceramic-pour-over'],
    ],
    ['handle:breakfast-tea', ['breakfast-tea']],
    ['sku:HAR-POUR-CHR', ['ceramic-pour-over']],
    ['sku:mor-*', ['house-blend', 'breakfast-tea', 'drinking-chocolate']],
    ['variants.title:"1 kg"', ['house-blend']],
    ['available_for_sale:false', ['barista-oat-milk']],
    ['available_for_sale:true tag:vegan', ['drinking-chocolate']],
    ['variants.price:<7', ['breakfast-tea', 'barista-oat-milk']],
    ['variants.price:>=24', ['house-blend', 'ceramic-pour-over']],
    ['price:8', ['drinking-chocolate']],
    ['price:cheap', []],
    ['created_at:>2024-04-15', ['ceramic-pour-over', 'drinking-chocolate']],
    ['created_at:2024-02-01', ['breakfast-tea']],
    ['created_at:<="2024-01-31"', ['house-blend']],
    ['id:>9900000004', ['ceramic-pour-over', 'drinking-chocolate']],
    // Unknown fields are ignored; an empty query matches everything.
    ['colour:red tea', ['breakfast-tea']],
    ['', index.products.map((p) => p.data.handle)],
    // Markup and hostile text match nothing and never throw.
    ['<script>alert(1)</script>', []],
    ['a'.repeat(10_000), []],
  ])('%j matches %j', (query, expected) => {
    expect(matching(query)).toEqual(expected);
  });
});

describe('byRelevance', () => {
  it.each([
    // A title match outranks a tag or type match; ties keep catalogue order.
    ['chocolate', ['drinking-chocolate']],
    ['coffee', ['house-blend', 'ethiopia-yirgacheffe']],
    ['vegan OR tea', ['breakfast-tea', 'barista-oat-milk', 'drinking-chocolate']],
    ['brewing OR coffee', ['house-blend', 'ethiopia-yirgacheffe', 'ceramic-pour-over']],
  ])('%j ranks %j', (query, expected) => {
    const parsed = parseSearchQuery(query);
    const found = index.products.filter((p) => productMatches(p, parsed));
    expect(byRelevance(found, parsed).map((p) => p.data.handle)).toEqual(expected);
  });
});
