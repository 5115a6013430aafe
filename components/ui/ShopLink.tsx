import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The shop's in-app link: next/link without prefetching while it is in view. On load that fetched
 * every linked page's data and code (ten product cards on the home page) and ran the router's
 * checks on the main thread; Next still prefetches on hover and touch, just before a shopper
 * follows the link.
 */
export function ShopLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
