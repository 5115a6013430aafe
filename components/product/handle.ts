// Shopify handles: lower-case letters, digits and hyphens, at most 255 characters. Anything else
// cannot name a product, so the page can 404 without asking the Storefront API.
const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;

export function isValidHandle(value: unknown): value is string {
  return typeof value === 'string' && HANDLE.test(value);
}
