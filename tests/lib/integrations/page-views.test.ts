// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createViewRecord, currentView, type EarlierView } from '@/lib/integrations/page-views';

const view = (path: string, at: number): EarlierView => ({
  url: `https://shop.test${path}`,
  title: path,
  at,
});

describe('createViewRecord', () => {
  it.each([
    ['no route change: the tools count the landing page themselves', [], []],
    ['one route change: the landing page is handed over', ['/products/tea'], ['/']],
    [
      'two route changes: every page before the current one, in order',
      ['/products/tea', '/pages/about'],
      ['/', '/products/tea'],
    ],
    ['a route back to the landing page still counts both views', ['/x', '/'], ['/', '/x']],
  ])('%s', (_, routes, handed) => {
    const record = createViewRecord(view('/', 0));
    routes.forEach((path, i) => record.record(view(path, i + 1)));
    expect(record.handOff().map((v) => new URL(v.url).pathname)).toEqual(handed);
  });

  it('records nothing once the runner has the views (they go to the tools directly)', () => {
    const record = createViewRecord(view('/', 0));
    record.record(view('/a', 1));
    expect(record.handOff()).toHaveLength(1);
    record.record(view('/b', 2));
    expect(record.handOff()).toEqual([view('/', 0)]);
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
