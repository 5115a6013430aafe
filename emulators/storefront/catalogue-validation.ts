/**
 * The checks on content/catalogue.json: its JSON shape and cross references (unique ids and
 * handles, option values, variant references in metafields, money strings, the collections'
 * product handles). Every problem is named with its path, and all of them are reported at once.
 */
import type { Catalogue } from './catalogue-types';
import { checkCollections } from './collections';
import { toMinor } from './money';

const GID = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d+)$/;
const HANDLE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The problems found so far, the ids seen, and the small checks every section uses. */
class Checks {
  readonly problems: string[] = [];
  private readonly ids = new Set<string>();
  readonly handles = new Set<string>();
  readonly variantIds = new Set<string>();
  readonly variantRefs: { path: string; id: string }[] = [];

  at = (path: string, message: string): void => {
    this.problems.push(`${path}: ${message}`);
  };

  str(value: unknown, path: string): void {
    if (typeof value !== 'string' || value === '') this.at(path, 'expected a non-empty string');
  }

  /** A gid of `type` that no other object of the catalogue has. */
  gid = (value: unknown, type: string, path: string): void => {
    if (typeof value !== 'string' || GID.exec(value)?.[1] !== type)
      return this.at(path, `expected gid://shopify/${type}/<number>`);
    if (this.ids.has(value)) this.at(path, `duplicate id ${value}`);
    this.ids.add(value);
  };

  amount(value: unknown, path: string): void {
    try {
      if (typeof value !== 'string') throw new Error();
      toMinor(value);
    } catch {
      this.at(path, 'expected a decimal string such as "9.50"');
    }
  }

  positiveInteger(value: unknown, path: string): void {
    if (!Number.isInteger(value) || (value as number) < 1)
      this.at(path, 'expected a positive integer');
  }

  /** `value` when it is an array (non-empty if asked), else `[]` and a problem. */
  list(value: unknown, path: string, nonEmpty = false): unknown[] {
    if (Array.isArray(value) && (!nonEmpty || value.length > 0)) return value;
    this.at(path, nonEmpty ? 'expected a non-empty array' : 'expected an array');
    return [];
  }

  metafields(list: unknown, path: string): void {
    if (list === undefined) return;
    this.list(list, path).forEach((m, i) => {
      const p = `${path}[${i}]`;
      if (!isRecord(m)) return this.at(p, 'expected an object');
      this.gid(m.id, 'Metafield', `${p}.id`);
      this.str(m.namespace, `${p}.namespace`);
      this.str(m.key, `${p}.key`);
      this.str(m.type, `${p}.type`);
      if (typeof m.value !== 'string') this.at(`${p}.value`, 'expected a string');
    });
  }
}

function checkShop(shop: unknown, c: Checks): void {
  if (!isRecord(shop)) return c.at('shop', 'expected an object');
  c.gid(shop.id, 'Shop', 'shop.id');
  for (const key of ['name', 'currencyCode', 'countryCode', 'moneyFormat'])
    c.str(shop[key], `shop.${key}`);
}

const PRODUCT_STRINGS = ['handle', 'title', 'description', 'descriptionHtml', 'productType'];
const PRODUCT_DATES = ['createdAt', 'updatedAt', 'publishedAt'];

function checkProductFields(p: Json, pp: string, c: Checks): void {
  c.gid(p.id, 'Product', `${pp}.id`);
  for (const key of [...PRODUCT_STRINGS, 'vendor', ...PRODUCT_DATES]) c.str(p[key], `${pp}.${key}`);
  if (typeof p.handle === 'string') {
    if (!HANDLE.test(p.handle)) c.at(`${pp}.handle`, 'expected a kebab-case handle');
    if (c.handles.has(p.handle)) c.at(`${pp}.handle`, `duplicate handle ${p.handle}`);
    c.handles.add(p.handle);
  }
  if (
    p.imageHandle !== undefined &&
    (typeof p.imageHandle !== 'string' || !HANDLE.test(p.imageHandle))
  )
    c.at(`${pp}.imageHandle`, 'expected a kebab-case handle');
  for (const key of PRODUCT_DATES) {
    if (typeof p[key] === 'string' && Number.isNaN(Date.parse(p[key])))
      c.at(`${pp}.${key}`, 'expected an ISO date');
  }
  if (!Array.isArray(p.tags) || !p.tags.every((t) => typeof t === 'string'))
    c.at(`${pp}.tags`, 'expected an array of strings');
  if (typeof p.requiresSellingPlan !== 'boolean')
    c.at(`${pp}.requiresSellingPlan`, 'expected a boolean');
  if (p.bestSellingRank !== undefined)
    c.positiveInteger(p.bestSellingRank, `${pp}.bestSellingRank`);
}

function checkOptionsAndImages(
  p: Json,
  pp: string,
  c: Checks,
): { options: unknown[]; images: unknown[] } {
  const options = c.list(p.options, `${pp}.options`);
  options.forEach((o, oi) => {
    if (!isRecord(o)) return c.at(`${pp}.options[${oi}]`, 'expected an object');
    c.gid(o.id, 'ProductOption', `${pp}.options[${oi}].id`);
    c.str(o.name, `${pp}.options[${oi}].name`);
    if (!Array.isArray(o.values) || o.values.length === 0)
      c.at(`${pp}.options[${oi}].values`, 'expected a non-empty array');
  });
  const images = c.list(p.images, `${pp}.images`);
  images.forEach((img, ii) => {
    const ip = `${pp}.images[${ii}]`;
    if (!isRecord(img)) return c.at(ip, 'expected an object');
    c.gid(img.id, 'ProductImage', `${ip}.id`);
    c.str(img.altText, `${ip}.altText`);
    for (const key of ['width', 'height']) {
      if (!Number.isInteger(img[key]) || (img[key] as number) <= 0)
        c.at(`${ip}.${key}`, 'expected a positive integer');
    }
  });
  return { options, images };
}

function checkSelectedOptions(v: Json, vp: string, options: unknown[], c: Checks): void {
  c.list(v.selectedOptions, `${vp}.selectedOptions`).forEach((s, si) => {
    const option = isRecord(s) ? options.find((o) => isRecord(o) && o.name === s.name) : undefined;
    if (
      !isRecord(s) ||
      !isRecord(option) ||
      !Array.isArray(option.values) ||
      !option.values.includes(s.value)
    )
      c.at(`${vp}.selectedOptions[${si}]`, 'does not match a product option value');
  });
}

function checkVariant(
  v: unknown,
  vp: string,
  options: unknown[],
  imageCount: number,
  c: Checks,
): void {
  if (!isRecord(v)) return c.at(vp, 'expected an object');
  c.gid(v.id, 'ProductVariant', `${vp}.id`);
  if (typeof v.id === 'string') c.variantIds.add(v.id);
  c.str(v.title, `${vp}.title`);
  c.str(v.sku, `${vp}.sku`);
  c.amount(v.price, `${vp}.price`);
  if (v.compareAtPrice !== null) c.amount(v.compareAtPrice, `${vp}.compareAtPrice`);
  if (typeof v.availableForSale !== 'boolean') c.at(`${vp}.availableForSale`, 'expected a boolean');
  if (!Number.isInteger(v.quantityAvailable))
    c.at(`${vp}.quantityAvailable`, 'expected an integer');
  if (
    v.image !== null &&
    (!Number.isInteger(v.image) || (v.image as number) < 1 || (v.image as number) > imageCount)
  )
    c.at(`${vp}.image`, `expected null or a position 1..${imageCount}`);
  if (typeof v.weight !== 'number') c.at(`${vp}.weight`, 'expected a number');
  if (!['GRAMS', 'KILOGRAMS', 'OUNCES', 'POUNDS'].includes(v.weightUnit as string))
    c.at(`${vp}.weightUnit`, 'expected a WeightUnit');
  checkSelectedOptions(v, vp, options, c);
  c.metafields(v.metafields, `${vp}.metafields`);
  if (Array.isArray(v.metafields)) {
    v.metafields.forEach((m: unknown, mi) => {
      if (isRecord(m) && m.type === 'variant_reference' && typeof m.value === 'string')
        c.variantRefs.push({ path: `${vp}.metafields[${mi}].value`, id: m.value });
    });
  }
}

function checkAdjustment(a: unknown, ap: string, c: Checks): void {
  if (!isRecord(a)) return c.at(ap, 'expected an object');
  if (a.orderCount !== null && (!Number.isInteger(a.orderCount) || (a.orderCount as number) < 1))
    c.at(`${ap}.orderCount`, 'expected null or a positive integer');
  const value = a.adjustmentValue;
  if (!isRecord(value)) return c.at(`${ap}.adjustmentValue`, 'expected an object');
  if (value.type === 'percentage') {
    const percentage = value.percentage as number;
    if (!Number.isInteger(percentage) || percentage < 0 || percentage > 100)
      c.at(`${ap}.adjustmentValue.percentage`, 'expected an integer 0..100');
  } else if (value.type === 'fixedAmount') c.amount(value.amount, `${ap}.adjustmentValue.amount`);
  else if (value.type === 'fixedPrice') c.amount(value.price, `${ap}.adjustmentValue.price`);
  else c.at(`${ap}.adjustmentValue.type`, 'expected percentage, fixedAmount or fixedPrice');
}

function checkSellingPlan(s: unknown, sp: string, c: Checks): void {
  if (!isRecord(s)) return c.at(sp, 'expected an object');
  c.gid(s.id, 'SellingPlan', `${sp}.id`);
  c.str(s.name, `${sp}.name`);
  if (typeof s.recurringDeliveries !== 'boolean')
    c.at(`${sp}.recurringDeliveries`, 'expected a boolean');
  if (!Array.isArray(s.options)) c.at(`${sp}.options`, 'expected an array');
  if (s.deliveriesPerCharge !== undefined)
    c.positiveInteger(s.deliveriesPerCharge, `${sp}.deliveriesPerCharge`);
  const adjustments = c.list(s.priceAdjustments, `${sp}.priceAdjustments`);
  if (adjustments.length > 2) c.at(`${sp}.priceAdjustments`, 'at most two adjustments');
  adjustments.forEach((a, ai) => checkAdjustment(a, `${sp}.priceAdjustments[${ai}]`, c));
}

function checkSellingPlanGroups(p: Json, pp: string, c: Checks): void {
  const groups = c.list(p.sellingPlanGroups, `${pp}.sellingPlanGroups`);
  if (p.requiresSellingPlan === true && groups.length === 0)
    c.at(`${pp}.requiresSellingPlan`, 'true but the product has no selling plans');
  groups.forEach((g, gi) => {
    const gp = `${pp}.sellingPlanGroups[${gi}]`;
    if (!isRecord(g)) return c.at(gp, 'expected an object');
    c.str(g.name, `${gp}.name`);
    if (!Array.isArray(g.options)) c.at(`${gp}.options`, 'expected an array');
    c.list(g.sellingPlans, `${gp}.sellingPlans`, true).forEach((s, si) =>
      checkSellingPlan(s, `${gp}.sellingPlans[${si}]`, c),
    );
  });
}

function checkProduct(p: unknown, pp: string, c: Checks): void {
  if (!isRecord(p)) return c.at(pp, 'expected an object');
  checkProductFields(p, pp, c);
  const { options, images } = checkOptionsAndImages(p, pp, c);
  c.list(p.variants, `${pp}.variants`, true).forEach((v, vi) =>
    checkVariant(v, `${pp}.variants[${vi}]`, options, images.length, c),
  );
  c.metafields(p.metafields, `${pp}.metafields`);
  checkSellingPlanGroups(p, pp, c);
}

/**
 * Checks an unknown JSON value against the catalogue shape and its cross references. Throws one
 * Error listing every problem; returns the value, typed, when there is none.
 */
export function validateCatalogue(raw: unknown): Catalogue {
  if (!isRecord(raw)) throw new Error('Catalogue: expected an object with shop and products');
  const c = new Checks();
  checkShop(raw.shop, c);
  c.list(raw.products, 'products').forEach((p, pi) => checkProduct(p, `products[${pi}]`, c));
  for (const ref of c.variantRefs)
    if (!c.variantIds.has(ref.id)) c.at(ref.path, `references unknown variant ${ref.id}`);
  checkCollections(raw.collections, c.handles, { at: c.at, gid: c.gid });
  if (c.problems.length > 0) throw new Error(`Catalogue is invalid:\n  ${c.problems.join('\n  ')}`);
  return raw as unknown as Catalogue;
}
