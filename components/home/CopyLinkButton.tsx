import Link from 'next/link';
import type { CopyLink } from '@/lib/content/copy';

/**
 * A CMS link styled as a button. An in-page anchor (`#shop`) is a plain <a>: next/link would
 * resolve it against the router's path, which has no query string on the server (a static page)
 * but has one in the browser, so the href would differ and hydration would not match.
 */
export function CopyLinkButton({ link, className }: { link: CopyLink; className: string }) {
  if (link.href.startsWith('#') || link.href.startsWith('mailto:')) {
    return (
      <a href={link.href} className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <Link prefetch={false} href={link.href} className={className}>
      {link.label}
    </Link>
  );
}
