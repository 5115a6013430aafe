// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createViewRecord, currentView, type EarlierView } from '@/lib/integrations/page-views';

const view = (path: string, at: number): EarlierView => ({
  url: `https://shop.test${path}`,
  title: path,
  at,
});

describe('createViewRecord', () => {
  it.each([
    ['no route change: only the landing page', [], ['/']],
    [
      'one route change: the landing page, then the current one',
      ['/products/tea'],
      ['/', '/products/tea'],
    ],
    [
      'two route changes: every page in order',
      ['/products/tea', '/pages/about'],
      ['/', '/products/tea', '/pages/about'],
    ],
    ['a route back to the landing page still counts both views', ['/x', '/'], ['/', '/x', '/']],
  ])('%s', (_, routes, recorded) => {
    const record = createViewRecord(view('/', 0));
    routes.forEach((path, i) => record.record(view(path, i + 1)));
    expect(record.views().map((v) => new URL(v.url).pathname)).toEqual(recorded);
    expect(record.landing).toEqual(view('/', 0));
  });

  it('records nothing once closed, and lets the views go (the tools take them directly)', () => {
    const record = createViewRecord(view('/', 0));
    record.record(view('/a', 1));
    expect(record.views()).toEqual([view('/', 0), view('/a', 1)]);
    record.close();
    record.record(view('/b', 2));
    expect(record.views()).toEqual([]);
    expect(record.landing).toEqual(view('/', 0));
  });
});

describe('currentView', () => {
  it('makes the router path absolute and keeps its query', () => {
    window.history.replaceState({}, '', '/');
    document.title = 'Home';
    const v = currentView(window, '/products/tea?utm_source=x');
    expect(v.url).toBe(`${window.location.origin}/products/tea?utm_source=x`);
    expect(v.title).toBe('Home');
    expect(Math.abs(v.at - Date.now())).toBeLessThan(1000);
  });
});
