import Router from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A path on this site (`/…`, not `//host/…`): the router can show it without a page load. */
export function isInAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * Whether a click on a link to `href` is the router's to follow: the main button with no modifier
 * (those open a tab or window, or download), no other target, no download, a path on this site.
 */
export function routerFollows(
  click: Click,
  href: string,
  link: { target?: string | undefined; download?: unknown } = {},
): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) {
    return false;
  }
  if ((link.target && link.target !== '_self') || link.download !== undefined) return false;
  return isInAppPath(href);
}

function prefetch(href: string) {
  // Like next/link on hover and touch: the page's data and code, at high priority. A failed
  // prefetch only means the click fetches them.
  if (isInAppPath(href)) Router.prefetch(href, href, { priority: true }).catch(() => {});
}

/**
 * The shop's in-app link: an `<a>` that the pages router follows without a page load, and that
 * fetches its page's data and code when a pointer rests on it or a finger touches it.
 *
 * Not next/link: with its in-view prefetching off (on load it fetched every linked page's data
 * and code, ten product cards on the home page, and ran the router's checks on the main thread),
 * what is left is this, and next/link would still ship its IntersectionObserver code: 1.5 kB of
 * every page's first load (issue 20). Links elsewhere, and clicks that open a tab or download,
 * are the browser's, as with next/link.
 */
export function ShopLink({ href, onClick, onMouseEnter, onTouchStart, ...rest }: Props) {
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !routerFollows(event, href, rest)) return;
        event.preventDefault();
        void Router.push(href);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch(href);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch(href);
      }}
    />
  );
}
