import { describe, expect, it, vi } from 'vitest';
import {
  createListEventLog,
  listEventLog,
  type ListEvent,
  type ListedProduct,
} from '@/lib/integrations/list-events';
import {
  clickEvent,
  listEventProducts,
  sendViewEvents,
  viewEvents,
} from '@/lib/integrations/list-payloads';
import { parseListingState } from '@/lib/listing/parse';
import { COLLECTION_SORTS } from '@/lib/listing/sort';
import { forwardListEvents } from '@/lib/integrations/list-forwarding';
import { createTools } from '@/lib/integrations/tools';
import type { IntegrationModule, RunningIntegration } from '@/lib/integrations/types';
import type { ConsentCategory } from '@/lib/consent/decide';

const houseBlend: ListedProduct = {
  productId: '8800000001',
  sku: 'MOR-HB-250',
  title: 'House Blend',
  productType: 'Coffee',
  handle: 'house-blend-coffee',
  minPrice: { amount: '9.50', currencyCode: 'GBP' },
  imageUrl: 'http://127.0.0.1:4010/images/products/house-blend-coffee-1.webp',
};

const searched = (query: string): ListEvent => ({
  name: 'Products Searched',
  properties: { query },
});

describe('listEventProducts', () => {
  it('describes products in Segment’s fields, positions from the offset, URLs on the origin', () => {
    expect(
      listEventProducts(
        [houseBlend, { ...houseBlend, handle: 'x y', sku: null }],
        'https://shop.test',
        8,
      ),
    ).toEqual([
      {
        product_id: '8800000001',
        sku: 'MOR-HB-250',
        name: 'House Blend',
        price: 9.5,
        position: 9,
        category: 'Coffee',
        url: 'https://shop.test/products/house-blend-coffee',
        image_url: houseBlend.imageUrl,
      },
      expect.objectContaining({ position: 10, sku: null, url: 'https://shop.test/products/x%20y' }),
    ]);
  });
});

describe('createListEventLog', () => {
  it('replays the events since a time, then goes live; stops on unsubscribe', () => {
    let now = 100;
    const log = createListEventLog(() => now);
    log.emit(searched('early'));
    now = 200;
    log.emit(searched('later'));
    const seen: string[] = [];
    const stop = log.subscribe(
      ({ event, at }) => seen.push(`${at}:${(event.properties as { query: string }).query}`),
      { since: 150 },
    );
    now = 300;
    log.emit(searched('live'));
    stop();
    log.emit(searched('after stop'));
    expect(seen).toEqual(['200:later', '300:live']);
  });

  it('keeps the last 100 events for tools still to start', () => {
    const log = createListEventLog(() => 1);
    for (let i = 0; i < 120; i += 1) log.emit(searched(String(i)));
    const seen: string[] = [];
    log.subscribe(({ event }) => seen.push((event.properties as { query: string }).query), {
      since: 0,
    });
    expect(seen).toHaveLength(100);
    expect(seen[0]).toBe('20');
  });
});

describe('forwardListEvents', () => {
  function tool(name: string, category: ConsentCategory) {
    const got: Array<[string, number]> = [];
    const running: RunningIntegration = { list: (event, at) => got.push([event.name, at]) };
    const vendor: IntegrationModule = { name, category, start: vi.fn(async () => running) };
    return { vendor, got };
  }

  it('gives each tool the events since its category was granted, those before the runner included', async () => {
    let now = 10;
    const log = createListEventLog(() => now);
    log.emit(searched('before any grant'));
    now = 50;
    log.emit({
      name: 'Product List Viewed',
      properties: { list_id: 'coffee', category: 'Coffee', products: [] },
    });
    const analytics = tool('Segment', 'analytics');
    const ads = tool('Pinterest', 'advertising');
    const granted = new Set<ConsentCategory>(['analytics']);
    const tools = createTools((category) => granted.has(category));
    const since = (category: ConsentCategory) => (category === 'analytics' ? 20 : null);
    await tools.start(analytics.vendor, () => {});
    await tools.start(ads.vendor, () => {});
    const stop = forwardListEvents(log, [analytics.vendor, ads.vendor], tools, since);
    now = 60;
    log.emit({
      name: 'Product Clicked',
      properties: {
        ...listEventProducts([houseBlend], 'https://s.test')[0]!,
        list_id: 'coffee',
        category: 'Coffee',
      },
    });
    stop();
    log.emit(searched('after stop'));
    expect(analytics.got).toEqual([
      ['Product List Viewed', 50],
      ['Product Clicked', 60],
    ]);
    expect(ads.got).toEqual([]);
  });
});

describe('viewEvents and clickEvent', () => {
  const list = { id: 'coffee', category: 'Coffee' };
  const state = (query: string) => parseListingState(new URLSearchParams(query), COLLECTION_SORTS);
  const names = (events: ListEvent[]) => events.map((e) => e.name);

  it.each<[string, number, string[], number[]]>([
    ['', 0, ['Product List Viewed'], [1, 2]],
    ['sort=newest', 0, ['Product List Viewed', 'Product List Filtered'], [1, 2]],
    ['filter.tag=decaf', 0, ['Product List Viewed', 'Product List Filtered'], [1, 2]],
    ['filter.tag=decaf&page=2', 1, ['Product List Viewed'], [2]],
  ])('%s, %i reported: %j with positions %j', (query, reported, expected, positions) => {
    const events = viewEvents(
      {
        list,
        state: state(query),
        sorts: COLLECTION_SORTS,
        products: [houseBlend, houseBlend],
        reported,
      },
      'https://s.test',
    );
    expect(names(events)).toEqual(expected);
    const viewed = events[0]!.properties as { products: { position: number }[] };
    expect(viewed.products.map((p) => p.position)).toEqual(positions);
  });

  it('sends a view once, then only what Load more adds; a new search query is a new view', () => {
    const viewed: string[] = [];
    const stop = listEventLog.subscribe(({ event }) => {
      if (event.name !== 'Product List Viewed') return;
      const { category, products } = event.properties as { category: string; products: unknown[] };
      viewed.push(`${category}:${products.length}`);
    });
    const sent = { current: null };
    const show = (category: string, count: number) =>
      sendViewEvents(
        sent,
        {
          list: { id: 'search', category },
          state: state(''),
          sorts: COLLECTION_SORTS,
          products: Array.from({ length: count }, () => houseBlend),
        },
        'https://s.test',
        Date.now(),
      );
    show('tea', 2);
    show('tea', 2); // the same view drawn again
    show('tea', 3); // Load more
    show('matcha', 1); // a new query with the same (empty) sort and filters, and fewer products
    stop();
    expect(viewed).toEqual(['tea:2', 'tea:1', 'matcha:1']);
  });

  it('a click names the list and the position', () => {
    expect(clickEvent(list, houseBlend, 4, 'https://s.test')).toEqual({
      name: 'Product Clicked',
      properties: expect.objectContaining({
        list_id: 'coffee',
        category: 'Coffee',
        position: 5,
        name: 'House Blend',
      }),
    });
  });
});
