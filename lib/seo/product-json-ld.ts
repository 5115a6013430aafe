/**
 * A product page's `Product` JSON-LD: one `Offer` per variant, each with its price, currency,
 * availability, SKU and its own `?variant=` URL. A variant sold only on subscription is offered at
 * its plan's price, and the offer says it is a recurring price (a `UnitPriceSpecification` per
 * charge, named, and a description in words), so a search engine is not told it is a one-off.
 */
import type { Offer, Product, UnitPriceSpecification, WithContext } from 'schema-dts';
import { normaliseMoney } from '@/lib/pricing/money';
import { planPrice } from '@/lib/pricing/purchase-price';
import { productVariantHref } from '@/lib/product-variant-url';
import type { Money, ProductDetail, SellingPlan, Variant } from '@/lib/shopify/types';
import { absoluteUrl } from './site-url';

/** Shopify's title of the one variant of a product without options. */
const DEFAULT_VARIANT_TITLE = 'Default Title';

/** The plan a subscription-only variant is sold on: its first allocated plan, else the first. */
export function subscriptionPlanOf(
  product: Pick<ProductDetail, 'requiresSellingPlan' | 'sellingPlanGroups'>,
  variant: Pick<Variant, 'sellingPlanAllocations'>,
): SellingPlan | null {
  if (!product.requiresSellingPlan) return null;
  const plans = product.sellingPlanGroups.flatMap((group) => group.sellingPlans);
  const allocated = variant.sellingPlanAllocations.map((a) => a.sellingPlan.id);
  return plans.find((plan) => allocated.includes(plan.id)) ?? plans[0] ?? null;
}

function unitPrice(money: Money, name: string, description: string): UnitPriceSpecification {
  return {
    '@type': 'UnitPriceSpecification',
    price: money.amount,
    priceCurrency: money.currencyCode,
    name,
    description,
  };
}

/** The price parts of a subscription offer: what is charged, when, in words. */
function subscriptionTerms(variant: Variant, plan: SellingPlan): Partial<Offer> {
  const { price, laterPrice, priceText } = planPrice(variant.price, plan);
  const charges = laterPrice
    ? [
        unitPrice(price, 'First order', `The first order of the subscription (${plan.name})`),
        unitPrice(
          laterPrice,
          'Each later order',
          `Charged again for every order after the first (${plan.name}) until cancelled`,
        ),
      ]
    : [unitPrice(price, plan.name, `Charged for every order (${plan.name}) until cancelled`)];
  return {
    price: price.amount,
    priceSpecification: charges,
    description: `Subscription, ${plan.name}: ${priceText}, a recurring price charged for each order until the subscription is cancelled.${plan.description ? ` ${plan.description}` : ''}`,
  };
}

export function variantOffer(product: ProductDetail, variant: Variant): Offer {
  const plan = subscriptionPlanOf(product, variant);
  return {
    '@type': 'Offer',
    url: absoluteUrl(productVariantHref(product.handle, variant.id)),
    ...(variant.title && variant.title !== DEFAULT_VARIANT_TITLE ? { name: variant.title } : {}),
    ...(variant.sku ? { sku: variant.sku } : {}),
    priceCurrency: variant.price.currencyCode,
    // Two decimals ("9.50"), as prices read; the platform may send "9.5".
    ...(plan ? subscriptionTerms(variant, plan) : { price: normaliseMoney(variant.price).amount }),
    availability: variant.availableForSale
      ? 'https://schema.org/InStock'
      : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
  };
}

export function productJsonLd(product: ProductDetail, path: string): WithContext<Product> {
  const url = absoluteUrl(path);
  const description = product.description.replace(/\s+/g, ' ').trim();
  const sku = product.variants.length === 1 ? product.variants[0]?.sku : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.title,
    url,
    ...(description ? { description } : {}),
    image: product.images.map((image) => absoluteUrl(image.url)),
    ...(sku ? { sku } : {}),
    ...(product.vendor ? { brand: { '@type': 'Brand', name: product.vendor } } : {}),
    ...(product.productType ? { category: product.productType } : {}),
    offers: product.variants.map((variant) => variantOffer(product, variant)),
  };
}
