/**
 * A small catalogue of its own for the search, recommendation and menu tests, so their literal
 * expectations do not move when content/catalogue.json grows. Six products, varied enough in
 * type, vendor, tags, prices and availability for every search field.
 */
import {
  validateCatalogue,
  type Catalogue,
  type CatalogueProduct,
} from '@/emulators/storefront/catalogue';
import type { CatalogueCollection } from '@/emulators/storefront/collections';

interface ProductSpec {
  n: number;
  handle: string;
  title: string;
  productType: string;
  vendor: string;
  tags: string[];
  description: string;
  createdAt: string;
  /** [title, sku, price, available] for each variant, all of one option "Size". */
  variants: [string, string, string, boolean][];
}

const SPECS: ProductSpec[] = [
  {
    n: 1,
    handle: 'house-blend',
    title: 'House Blend Coffee Beans',
    productType: 'Coffee',
    vendor: 'Morrow & Co.',
    tags: ['coffee', 'whole-bean', 'bestseller'],
    description: 'A chocolatey everyday blend.',
    createdAt: '2024-01-10T09:00:00Z',
    variants: [
      ['250 g', 'MOR-HB-250', '9.50', true],
      ['1 kg', 'MOR-HB-1KG', '30.00', true],
    ],
  },
  {
    n: 2,
    handle: 'ethiopia-yirgacheffe',
    title: 'Ethiopia Yirgacheffe',
    productType: 'Coffee',
    vendor: 'Highland Roasters',
    tags: ['coffee', 'single-origin'],
    description: 'Floral, with notes of bergamot.',
    createdAt: '2024-03-01T09:00:00Z',
    variants: [['250 g', 'HR-ETH-250', '12.00', true]],
  },
  {
    n: 3,
    handle: 'breakfast-tea',
    title: 'Organic Breakfast Tea',
    productType: 'Tea',
    vendor: 'Morrow & Co.',
    tags: ['tea', 'organic'],
    description: 'A brisk black tea for milk.',
    createdAt: '2024-02-01T09:00:00Z',
    variants: [['80 bags', 'MOR-TEA-80', '6.00', true]],
  },
  {
    n: 4,
    handle: 'barista-oat-milk',
    title: 'Barista Oat Milk',
    productType: 'Milk',
    vendor: 'Oatly',
    tags: ['oat-milk', 'dairy-free', 'vegan'],
    description: 'Steams like dairy milk.',
    createdAt: '2024-04-01T09:00:00Z',
    variants: [['1 L', 'OAT-1L', '2.50', false]],
  },
  {
    n: 5,
    handle: 'ceramic-pour-over',
    title: 'Ceramic Pour-Over Dripper',
    productType: 'Equipment',
    vendor: 'Hario',
    tags: ['equipment', 'brewing', 'sale'],
    description: 'Brews one cup of coffee at a time.',
    createdAt: '2024-05-01T09:00:00Z',
    variants: [
      ['Chalk White', 'HAR-POUR-WHT', '24.00', true],
      ['Charcoal', 'HAR-POUR-CHR', '24.00', false],
    ],
  },
  {
    n: 6,
    handle: 'drinking-chocolate',
    title: 'Single Estate Drinking Chocolate',
    productType: 'Chocolate',
    vendor: 'Morrow & Co.',
    tags: ['chocolate', 'vegan'],
    description: 'Rich & dark <b>cocoa</b>.',
    createdAt: '2024-06-01T09:00:00Z',
    variants: [['300 g', 'MOR-CHOC-300', '8.00', true]],
  },
];

export const fixtureGid = {
  product: (n: number) => `gid://shopify/Product/${9900000000 + n}`,
  variant: (n: number, i: number) => `gid://shopify/ProductVariant/${9910000000 + n * 10 + i}`,
};

function product(spec: ProductSpec): CatalogueProduct {
  return {
    id: fixtureGid.product(spec.n),
    handle: spec.handle,
    title: spec.title,
    description: spec.description,
    descriptionHtml: `<p>${spec.description}</p>`,
    productType: spec.productType,
    vendor: spec.vendor,
    tags: spec.tags,
    createdAt: spec.createdAt,
    updatedAt: spec.createdAt,
    publishedAt: spec.createdAt,
    requiresSellingPlan: false,
    options: [
      {
        id: `gid://shopify/ProductOption/${9920000000 + spec.n}`,
        name: 'Size',
        values: spec.variants.map(([title]) => title),
      },
    ],
    images: [
      {
        id: `gid://shopify/ProductImage/${9930000000 + spec.n}`,
        altText: spec.title,
        width: 800,
        height: 800,
      },
    ],
    variants: spec.variants.map(([title, sku, price, available], i) => ({
      id: fixtureGid.variant(spec.n, i),
      title,
      sku,
      price,
      compareAtPrice: null,
      availableForSale: available,
      quantityAvailable: available ? 10 : 0,
      selectedOptions: [{ name: 'Size', value: title }],
      image: 1,
      weight: 250,
      weightUnit: 'GRAMS',
    })),
    sellingPlanGroups: [],
  };
}

/** [n, handle, title, product handles] of each collection. */
const COLLECTIONS: [number, string, string, string[]][] = [
  [1, 'coffee', 'Coffee', ['house-blend', 'ethiopia-yirgacheffe']],
  [2, 'tea', 'Tea', ['breakfast-tea']],
  [3, 'milk', 'Milk', ['barista-oat-milk']],
  [4, 'equipment', 'Brewing Equipment', ['ceramic-pour-over']],
  [5, 'chocolate', 'Chocolate', ['drinking-chocolate']],
  [6, 'subscriptions', 'Subscriptions', ['house-blend', 'breakfast-tea']],
];

export const fixtureCollectionGid = (n: number) => `gid://shopify/Collection/${9940000000 + n}`;

function collection([
  n,
  handle,
  title,
  products,
]: (typeof COLLECTIONS)[number]): CatalogueCollection {
  return {
    id: fixtureCollectionGid(n),
    handle,
    title,
    description: `${title} from the fixture shop.`,
    descriptionHtml: `<p>${title} from the fixture shop.</p>`,
    updatedAt: `2024-0${n}-15T09:00:00Z`,
    image: {
      id: `gid://shopify/CollectionImage/${9950000000 + n}`,
      altText: title,
      width: 1200,
      height: 600,
    },
    products,
  };
}

/** The fixture catalogue, validated like the real one. */
export function searchFixtureCatalogue(): Catalogue {
  return validateCatalogue({
    shop: {
      id: 'gid://shopify/Shop/9999',
      name: 'Fixture Shop',
      description: 'A shop for tests.',
      currencyCode: 'GBP',
      countryCode: 'GB',
      moneyFormat: '£{{amount}}',
    },
    products: SPECS.map(product),
    collections: COLLECTIONS.map(collection),
  });
}
