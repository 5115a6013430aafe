import type { Offer, Product, UnitPriceSpecification } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { productJsonLd, subscriptionPlanOf } from '@/lib/seo/product-json-ld';
import { productPageSeo } from '@/lib/seo/product-seo';
import { siteUrl } from '@/lib/seo/site-url';
import type { ProductDetail } from '@/lib/shopify/types';
import { allocation, gbp, plan, product, variant } from '../../components/fixtures';

const context = { shopName: 'Morrow & Co.', shopDescription: null, draft: false };

function detail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...product({
      handle: 'house-blend',
      title: 'House Blend',
      description: 'Our everyday   coffee.',
      images: [
        { url: 'https://cdn.example/a.webp', altText: 'A bag', width: 1200, height: 1200 },
        { url: '/images/b.webp', altText: null, width: null, height: null },
      ],
      variants: [
        variant({
          id: 'gid://shopify/ProductVariant/11',
          title: '250 g',
          sku: 'HB-250',
          price: gbp('8.5'),
        }),
        variant({
          id: 'gid://shopify/ProductVariant/12',
          title: '1 kg',
          sku: 'HB-1000',
          price: gbp('28.00'),
          availableForSale: false,
        }),
      ],
    }),
    vendor: 'Morrow & Co.',
    seo: { title: null, description: null },
    collection: { handle: 'coffee', title: 'Coffee' },
    ...overrides,
  };
}

const offersOf = (ld: Product) => ld.offers as Offer[];

describe('productJsonLd: what Google’s product snippet needs', () => {
  const ld = productJsonLd(detail(), '/products/house-blend') as Exclude<Product, string>;

  it('names the product with its images, as absolute URLs, and its brand', () => {
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe('House Blend');
    expect(ld.description).toBe('Our everyday coffee.');
    expect(ld.image).toEqual(['https://cdn.example/a.webp', `${siteUrl}/images/b.webp`]);
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Morrow & Co.' });
    expect(ld.url).toBe(`${siteUrl}/products/house-blend`);
  });

  it('has one offer per variant: price, currency, availability, SKU and the variant’s URL', () => {
    expect(offersOf(ld)).toEqual([
      {
        '@type': 'Offer',
        url: `${siteUrl}/products/house-blend?variant=11`,
        name: '250 g',
        sku: 'HB-250',
        priceCurrency: 'GBP',
        price: '8.50',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      {
        '@type': 'Offer',
        url: `${siteUrl}/products/house-blend?variant=12`,
        name: '1 kg',
        sku: 'HB-1000',
        priceCurrency: 'GBP',
        price: '28.00',
        availability: 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    ]);
  });
});

describe('subscription-only products', () => {
  const monthly = plan('1', 'Every month', [
    { orderCount: 1, adjustmentValue: { kind: 'fixedPrice', price: gbp('15.00') } },
    { orderCount: null, adjustmentValue: { kind: 'percentage', percentage: 10 } },
  ]);
  const box = detail({
    requiresSellingPlan: true,
    sellingPlanGroups: [{ name: 'Subscribe', options: [], sellingPlans: [monthly] }],
    variants: [
      variant({
        id: 'gid://shopify/ProductVariant/21',
        title: 'Default Title',
        price: gbp('30.00'),
        sellingPlanAllocations: [allocation(monthly, '15.00')],
      }),
    ],
  });

  it('offer the plan’s price, said to be recurring, never the one-off price alone', () => {
    const [offer] = offersOf(productJsonLd(box, '/products/box') as Exclude<Product, string>);
    const specs = offer?.priceSpecification as UnitPriceSpecification[];
    expect(offer?.price).toBe('15.00');
    expect(offer?.name).toBeUndefined();
    expect(offer?.description).toMatch(
      /^Subscription, Every month: First order £15\.00, then £27\.00, a recurring price/,
    );
    expect(specs.map((s) => [s['@type'], s.price, s.priceCurrency, s.name])).toEqual([
      ['UnitPriceSpecification', '15.00', 'GBP', 'First order'],
      ['UnitPriceSpecification', '27.00', 'GBP', 'Each later order'],
    ]);
  });

  it('find the plan the variant is allocated to, or the first plan, and none when optional', () => {
    const other = plan('2', 'Every 2 weeks', []);
    const groups = [{ name: 'S', options: [], sellingPlans: [monthly, other] }];
    const v = { sellingPlanAllocations: [allocation(other, '1.00')] };
    expect(subscriptionPlanOf({ requiresSellingPlan: true, sellingPlanGroups: groups }, v)).toBe(
      other,
    );
    expect(
      subscriptionPlanOf(
        { requiresSellingPlan: true, sellingPlanGroups: groups },
        { sellingPlanAllocations: [] },
      ),
    ).toBe(monthly);
    expect(subscriptionPlanOf({ requiresSellingPlan: false, sellingPlanGroups: groups }, v)).toBe(
      null,
    );
  });
});

describe('productPageSeo', () => {
  it('prefers the platform’s SEO fields, else the product’s own title and text', () => {
    const own = productPageSeo(context, detail());
    const set = productPageSeo(
      context,
      detail({ seo: { title: 'Best coffee', description: 'SEO words' } }),
    );
    expect([own.title, set.title]).toEqual([
      'House Blend | Morrow & Co.',
      'Best coffee | Morrow & Co.',
    ]);
    const description = (s: typeof own) =>
      s.meta.find((t) => 'name' in t && t.name === 'description')?.content;
    expect([description(own), description(set)]).toEqual(['Our everyday coffee.', 'SEO words']);
  });

  it('gives the default variant’s price as Open Graph product tags, and the first image', () => {
    const { meta, canonical } = productPageSeo(context, detail());
    const og = Object.fromEntries(
      meta.flatMap((t) => ('property' in t ? [[t.property, t.content]] : [])),
    );
    expect(og).toMatchObject({
      'og:type': 'product',
      'og:image': 'https://cdn.example/a.webp',
      'product:price:amount': '8.50',
      'product:price:currency': 'GBP',
      'product:availability': 'in stock',
    });
    expect(canonical).toBe(`${siteUrl}/products/house-blend`);
  });

  it('carries the Product and a breadcrumb through its collection', () => {
    const items = JSON.parse(productPageSeo(context, detail()).jsonLd!) as {
      '@type': string;
      itemListElement?: { position: number; name: string; item: string }[];
    }[];
    expect(items.map((i) => i['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(items[1]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Coffee', item: `${siteUrl}/collections/coffee` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'House Blend',
        item: `${siteUrl}/products/house-blend`,
      },
    ]);
  });
});
