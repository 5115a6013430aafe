/**
 * A Next pages router for component tests: the real RouterContext, holding a query and an asPath
 * that `replace` changes as Next's does (asynchronously), recording each call.
 */
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';

export interface RouterCall {
  href: { pathname: string; query: Record<string, string> };
  as: string;
  options: { shallow?: boolean; scroll?: boolean };
}

export interface FakeRouterStart {
  pathname?: string;
  query?: Record<string, string>;
  asPath?: string;
}

/** The router calls made by the tree rendered in the last `FakeRouter`. */
export const routerCalls: RouterCall[] = [];

export function FakeRouter({
  start = {},
  children,
}: {
  start?: FakeRouterStart;
  children: ReactNode;
}) {
  const [state, setState] = useState({
    pathname: start.pathname ?? '/products/[handle]',
    query: start.query ?? { handle: 'daily-greens' },
    asPath: start.asPath ?? '/products/daily-greens',
  });
  const router = {
    ...state,
    route: state.pathname,
    basePath: '',
    isReady: true,
    isFallback: false,
    isPreview: false,
    isLocaleDomain: false,
    events: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
    push: vi.fn(async () => true),
    prefetch: vi.fn(async () => {}),
    back: vi.fn(),
    forward: vi.fn(),
    reload: vi.fn(),
    beforePopState: vi.fn(),
    replace: async (href: RouterCall['href'], as: string, options: RouterCall['options']) => {
      routerCalls.push({ href, as, options });
      await Promise.resolve();
      setState({ pathname: href.pathname, query: href.query, asPath: as });
      return true;
    },
  } as unknown as NextRouter;
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** Forgets the recorded calls (call in afterEach). */
export function resetRouterCalls(): void {
  routerCalls.length = 0;
}
