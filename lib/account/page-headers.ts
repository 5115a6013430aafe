/**
 * What every account page answers with: never stored by a shared cache or the browser (it shows
 * one customer's details, and its redirects depend on their cookie), never indexed.
 */
import type { ServerResponse } from 'node:http';
import type { ShellProps } from '@/lib/page-data/shell-props';
import { pageSeo, seoContext, type PageSeoData } from '@/lib/seo/page-seo';

export function noStore(res: ServerResponse): void {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
}

export function accountPageSeo(shell: ShellProps, title: string, path: string): PageSeoData {
  return pageSeo(seoContext(shell), { title, description: [], path, noindex: true });
}
