// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsentCategory, ConsentMode } from '@/lib/consent/decide';
import type {
  CartChangeListener,
  CartChangeSource,
  CartLineChange,
  ConfirmedCartChange,
} from '@/lib/cart/changes';
import { DEFAULT_CONSENT, type Consent } from '@/lib/consent/types';
import { watchConsentGrants } from '@/lib/integrations/consent-grants';
import { activeIntegrations, startIntegrations, whenIntegrations } from '@/lib/integrations/runner';
import {
  createViewRecord,
  currentView,
  type EarlierView,
  type ViewRecord,
} from '@/lib/integrations/page-views';
import type { IntegrationModule } from '@/lib/integrations/types';
import type { ProductEventPayload } from '@/lib/integrations/product-event';
import { BREAKFAST_TEA, makeCart, makeLine } from '../cart/fixtures';

/** The clock of the consent grants and the cart changes (ms). */
let now = 1000;

/** A cart change source as the contract describes it: a log, replayed from `since`. */
function fakeCart() {
  const log: ConfirmedCartChange[] = [];
  const listeners = new Set<CartChangeListener>();
  const subscribe = vi.fn<CartChangeSource['subscribeChanges']>((listener, options = {}) => {
    const { since } = options;
    if (since !== undefined) log.filter((c) => c.at >= since).forEach(listener);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  });
  const confirm = (kind: CartLineChange['kind'], quantity = 1) => {
    const line = makeLine({ id: 'gid://shopify/CartLine/1', quantity }, BREAKFAST_TEA);
    const change = {
      cart: makeCart({ lines: [line] }),
      lines: [{ kind, line, quantity }],
      coupons: [],
      at: now,
    };
    log.push(change);
    listeners.forEach((listener) => listener(change));
  };
  return { source: { subscribeChanges: subscribe }, subscribe, confirm };
}

type Fake = ReturnType<typeof fake>;
const products = (tool: Fake) => tool.calls.filter(([kind]) => kind === 'product');

function fake(name: string, category: ConsentCategory, fail = false) {
  const calls: unknown[][] = [];
  const mod: IntegrationModule = {
    name,
    category,
    start: vi.fn(async () => {
      if (fail) throw new Error('blocked by the browser');
      return {
        product: (event: string, p: ProductEventPayload) =>
          void calls.push(['product', event, p.quantity]),
        page: (url: string) => void calls.push(['page', url]),
        consent: (granted: (c: ConsentCategory) => boolean) =>
          void calls.push(['consent', granted(category)]),
        anonymousId: async () => 'anon-1',
        event: (event: string) => void calls.push(['event', event]),
        earlierPage: (view: EarlierView) => void calls.push(['earlierPage', view.url]),
        startPage: (view: EarlierView) => void calls.push(['startPage', view.url]),
      };
    }),
  };
  return { module: mod, calls };
}

function host(
  modules: IntegrationModule[],
  mode: ConsentMode = 'opt-in',
  initial = DEFAULT_CONSENT,
  views?: ViewRecord,
  cart: Pick<ReturnType<typeof fakeCart>, 'source'> = fakeCart(),
) {
  let consent: Consent = initial;
  const listeners = new Set<() => void>();
  const syncCartAttributes = vi.fn(async () => undefined);
  const getConsent = () => consent;
  const subscribeConsent = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));
  const handle = startIntegrations({
    mode,
    getConsent,
    subscribeConsent,
    // What the first-load code records: a consent given now counts from now.
    grantedSince: watchConsentGrants(
      { mode, getConsent, subscribeConsent, restored: () => true },
      () => now,
    ),
    cartChanges: cart.source,
    cartId: () => 'gid://shopify/Cart/1',
    syncCartAttributes,
    onChatReady: () => undefined,
    errorQueue: null,
    modules,
    ...(views === undefined ? {} : { views }),
  });
  const set = (patch: Partial<Consent>) => {
    consent = { ...consent, ...patch };
    listeners.forEach((l) => l());
  };
  return { handle, set, syncCartAttributes };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

/** A fake tool's page views of every kind, in order. */
const pageViews = (calls: unknown[][]) => calls.filter(([kind]) => /page/i.test(String(kind)));

afterEach(() => {
  activeIntegrations()?.stop();
  now = 1000;
});

/** A tool whose start waits for `finish()`. */
function slowTool(name: string, category: ConsentCategory) {
  const tool = fake(name, category);
  const load = tool.module.start;
  let finish: () => void = () => undefined;
  tool.module.start = vi.fn(
    () => new Promise<Awaited<ReturnType<typeof load>>>((r) => (finish = () => void r(load()))),
  );
  return { ...tool, finish: () => finish() };
}

describe('startIntegrations', () => {
  it('starts each tool only once its category is granted, and stops sending on withdrawal', async () => {
    const analytics = fake('Analytics', 'analytics');
    const ads = fake('Ads', 'advertising');
    const necessary = fake('Chat-like', 'necessary');
    const cart = fakeCart();
    const { set } = host(
      [analytics.module, ads.module, necessary.module],
      'opt-in',
      DEFAULT_CONSENT,
      undefined,
      cart,
    );
    await settle();
    expect(analytics.module.start).not.toHaveBeenCalled();
    expect(ads.module.start).not.toHaveBeenCalled();
    expect(necessary.module.start).toHaveBeenCalledTimes(1);

    set({ analytics: true, advertising: false });
    await settle();
    expect(analytics.module.start).toHaveBeenCalledTimes(1);
    expect(ads.module.start).not.toHaveBeenCalled();
    cart.confirm('added');
    expect(analytics.calls).toContainEqual(['product', 'Product Added', 1]);

    set({ analytics: false });
    cart.confirm('removed');
    activeIntegrations()?.page('/x');
    expect(analytics.calls.at(-1)).toEqual(['consent', false]);
    expect(analytics.calls).not.toContainEqual(['product', 'Product Removed', 1]);
    expect(analytics.calls).not.toContainEqual(['page', '/x']);
    expect(analytics.module.start).toHaveBeenCalledTimes(1);
  });

  it('reports an advertorial landing to each tool once it starts (SPEC §2)', async () => {
    window.history.replaceState({}, '', '/?utm_event=advertorial_to_pdp');
    const analytics = fake('Analytics', 'analytics');
    const { set } = host([analytics.module]);
    await settle();
    expect(analytics.calls).toEqual([]);
    set({ analytics: true });
    await settle();
    expect(analytics.calls).toContainEqual(['event', 'AdvertorialToPDP_Click']);
    window.history.replaceState({}, '', '/');
  });

  it('reads the landing query, not the current one: the first click may have navigated on', async () => {
    window.history.replaceState({}, '', '/products/house-blend-coffee');
    const analytics = fake('Analytics', 'analytics');
    const landing = `${window.location.origin}/?utm_event=advertorial_to_pdp`;
    host(
      [analytics.module],
      'opt-in',
      { ...DEFAULT_CONSENT, analytics: true },
      createViewRecord({ url: landing, title: 'Home', at: 1 }),
    );
    await settle();
    expect(analytics.calls).toContainEqual(['event', 'AdvertorialToPDP_Click']);
    window.history.replaceState({}, '', '/');
  });

  it('replays the views before start to the tools consent already allowed, and only to those', async () => {
    const views = createViewRecord({ url: 'https://shop.test/', title: 'Home', at: 1 });
    views.record({ url: 'https://shop.test/products/tea', title: 'Tea', at: 2 });
    const analytics = fake('Analytics', 'analytics');
    const ads = fake('Ads', 'advertising');
    const { set } = host(
      [analytics.module, ads.module],
      'opt-in',
      { ...DEFAULT_CONSENT, analytics: true },
      views,
    );
    await settle();
    expect(analytics.calls.filter(([kind]) => kind === 'earlierPage')).toEqual([
      ['earlierPage', 'https://shop.test/'],
    ]);
    // Every tool that started with the runner has the views: the record lets them go.
    expect(views.views()).toEqual([]);
    // Advertising consent given later: that tool counts the page it starts on, not the history.
    set({ advertising: true });
    await settle();
    expect(ads.module.start).toHaveBeenCalledTimes(1);
    expect(ads.calls.filter(([kind]) => kind === 'earlierPage')).toEqual([]);
    expect(analytics.calls.filter(([kind]) => kind === 'earlierPage')).toHaveLength(1);
  });

  it('replays a route change made while a tool was still loading, with the page before it', async () => {
    window.history.replaceState({}, '', '/');
    let finish: () => void = () => undefined;
    const slow = fake('Slow', 'analytics');
    const load = slow.module.start;
    slow.module.start = vi.fn(
      () => new Promise<Awaited<ReturnType<typeof load>>>((r) => (finish = () => void r(load()))),
    );
    const views = createViewRecord(currentView(window));
    const { handle } = host(
      [slow.module],
      'opt-in',
      { ...DEFAULT_CONSENT, analytics: true },
      views,
    );
    // What the first-load code does on a route change (TrackingScripts).
    window.history.replaceState({}, '', '/products/tea');
    views.record(currentView(window, '/products/tea'));
    handle.page('/products/tea');
    finish();
    await settle();
    // The landing page is replayed, and the page the tool starts on (/products/tea) counted.
    expect(pageViews(slow.calls)).toEqual([
      ['earlierPage', `${window.location.origin}/`],
      ['startPage', `${window.location.origin}/products/tea`],
    ]);
    window.history.replaceState({}, '', '/');
  });

  it('counts the page a tool starts on from the record, not from the address bar', async () => {
    window.history.replaceState({}, '', '/');
    const analytics = fake('Analytics', 'analytics');
    const views = createViewRecord(currentView(window));
    // A first tap on a link: the address bar has moved on, the route change has not completed.
    window.history.replaceState({}, '', '/products/tea');
    const { handle } = host(
      [analytics.module],
      'opt-in',
      { ...DEFAULT_CONSENT, analytics: true },
      views,
    );
    await settle();
    // It completes after the tool has started (TrackingScripts records it, then sends it).
    views.record(currentView(window, '/products/tea'));
    handle.page('/products/tea');
    expect(pageViews(analytics.calls)).toEqual([
      ['startPage', `${window.location.origin}/`],
      ['page', '/products/tea'],
    ]);
    window.history.replaceState({}, '', '/');
  });

  it('counts the current page for a tool that starts on a consent given later', async () => {
    window.history.replaceState({}, '', '/products/tea');
    const views = createViewRecord({ url: 'https://shop.test/', title: 'Home', at: 1 });
    views.record({ url: 'https://shop.test/products/tea', title: 'Tea', at: 2 });
    const analytics = fake('Analytics', 'analytics');
    const { set } = host([analytics.module], 'opt-in', DEFAULT_CONSENT, views);
    await settle();
    set({ analytics: true });
    await settle();
    expect(pageViews(analytics.calls)).toEqual([
      ['startPage', `${window.location.origin}/products/tea`],
    ]);
    window.history.replaceState({}, '', '/');
  });

  it('treats undecided as granted only under opt-out mode', async () => {
    const ads = fake('Ads', 'advertising');
    host([ads.module], 'opt-out');
    await settle();
    expect(ads.module.start).toHaveBeenCalledTimes(1);
  });

  it('logs a tool that fails and keeps the others working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = fake('Broken', 'analytics', true);
    const fine = fake('Fine', 'analytics');
    const cart = fakeCart();
    host(
      [broken.module, fine.module],
      'opt-in',
      { ...DEFAULT_CONSENT, analytics: true },
      undefined,
      cart,
    );
    await settle();
    cart.confirm('added');
    expect(fine.calls).toContainEqual(['product', 'Product Added', 1]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Broken: blocked by the browser'));
  });

  it('pushes the cart attributes once, and again only when they change', async () => {
    const segment = fake('Segment', 'analytics');
    const { set, syncCartAttributes } = host([segment.module]);
    await settle();
    expect(syncCartAttributes).not.toHaveBeenCalled();
    set({ analytics: true });
    await vi.waitFor(() => expect(syncCartAttributes).toHaveBeenCalledTimes(1));
    expect(syncCartAttributes).toHaveBeenCalledWith([{ key: 'segmentUserId', value: 'anon-1' }]);
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(syncCartAttributes).toHaveBeenCalledTimes(1);
  });
});

describe('cart events (SPEC §7: every event after consent reaches each consented tool)', () => {
  it('delivers an event confirmed while a tool is still starting, once, after it starts', async () => {
    const analytics = slowTool('Analytics', 'analytics');
    const cart = fakeCart();
    const { set } = host([analytics.module], 'opt-in', DEFAULT_CONSENT, undefined, cart);
    await settle();
    set({ analytics: true });
    now += 1;
    cart.confirm('added', 2);
    await settle();
    expect(products(analytics)).toEqual([]);
    analytics.finish();
    await settle();
    expect(products(analytics)).toEqual([['product', 'Product Added', 2]]);
    cart.confirm('removed', 2);
    expect(products(analytics)).toEqual([
      ['product', 'Product Added', 2],
      ['product', 'Product Removed', 2],
    ]);
  });

  it('does not deliver an event confirmed before consent', async () => {
    const analytics = fake('Analytics', 'analytics');
    const cart = fakeCart();
    const { set } = host([analytics.module], 'opt-in', DEFAULT_CONSENT, undefined, cart);
    await settle();
    cart.confirm('added', 3);
    now += 1;
    set({ analytics: true });
    await settle();
    expect(analytics.module.start).toHaveBeenCalledTimes(1);
    expect(products(analytics)).toEqual([]);
    cart.confirm('added', 1);
    expect(products(analytics)).toEqual([['product', 'Product Added', 1]]);
  });

  it('delivers an event confirmed after consent but before the runner subscribed, and none before consent', async () => {
    // The runner loads after the consent click; the cart confirmed changes before and after it.
    const cart = fakeCart();
    let consent: Consent = DEFAULT_CONSENT;
    const listeners = new Set<() => void>();
    const grantedSince = watchConsentGrants(
      {
        mode: 'opt-in',
        getConsent: () => consent,
        subscribeConsent: (l) => (listeners.add(l), () => void listeners.delete(l)),
        restored: () => true,
      },
      () => now,
    );
    cart.confirm('added', 3);
    now += 1;
    consent = { ...consent, analytics: true };
    listeners.forEach((l) => l());
    now += 1;
    cart.confirm('added', 2);
    now += 5000;
    const analytics = fake('Analytics', 'analytics');
    startIntegrations({
      mode: 'opt-in',
      getConsent: () => consent,
      subscribeConsent: () => () => undefined,
      grantedSince,
      // The engine loads lazily: the source arrives after the runner started.
      cartChanges: Promise.resolve(cart.source),
      cartId: () => null,
      syncCartAttributes: async () => undefined,
      onChatReady: () => undefined,
      errorQueue: null,
      modules: [analytics.module],
    });
    await settle();
    expect(products(analytics)).toEqual([['product', 'Product Added', 2]]);
  });

  it('counts a consent restored from an earlier visit from page load', async () => {
    const cart = fakeCart();
    let consent: Consent = DEFAULT_CONSENT;
    let restored = false;
    const listeners = new Set<() => void>();
    const subscribeConsent = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));
    const grantedSince = watchConsentGrants(
      { mode: 'opt-in', getConsent: () => consent, subscribeConsent, restored: () => restored },
      () => now,
    );
    now += 1;
    // The store reads the stored consent (zustand rehydration) after the page loaded.
    consent = { ...consent, analytics: true };
    listeners.forEach((l) => l());
    restored = true;
    expect(grantedSince('analytics')).toBe(0);
    expect(grantedSince('advertising')).toBeNull();
    cart.confirm('added', 4);
    const analytics = fake('Analytics', 'analytics');
    host([analytics.module], 'opt-in', consent, undefined, cart);
    await settle();
    expect(products(analytics)).toEqual([['product', 'Product Added', 4]]);
  });

  it('sends the product page as an absolute URL (SPEC §7 url)', async () => {
    const urls: string[] = [];
    const cart = fakeCart();
    const tool: IntegrationModule = {
      name: 'Analytics',
      category: 'analytics',
      start: async () => ({ product: (_event, p) => void urls.push(p.url) }),
    };
    host([tool], 'opt-in', { ...DEFAULT_CONSENT, analytics: true }, undefined, cart);
    await settle();
    cart.confirm('added');
    expect(urls).toEqual([`${window.location.origin}/products/breakfast-tea`]);
  });

  it('drops what it held for a tool that fails to start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = fake('Broken', 'analytics', true);
    const cart = fakeCart();
    host([broken.module], 'opt-in', { ...DEFAULT_CONSENT, analytics: true }, undefined, cart);
    cart.confirm('added');
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Broken: blocked by the browser'));
  });
});

describe('newsletter sign-up through the running tools', () => {
  it('goes to the tools that take sign-ups; the others get an identify', async () => {
    const signUp = vi.fn(async () => undefined);
    const identify = vi.fn();
    const cdp: IntegrationModule = {
      name: 'CDP',
      category: 'analytics',
      start: async () => ({ signUp }),
    };
    const other: IntegrationModule = {
      name: 'Other',
      category: 'analytics',
      start: async () => ({ identify }),
    };
    const { handle } = host([cdp, other], 'opt-in', { ...DEFAULT_CONSENT, analytics: true });
    await settle();
    await expect(handle.signUp('ada@example.com')).resolves.toBe(true);
    expect(signUp).toHaveBeenCalledWith({ email: 'ada@example.com' });
    expect(identify).toHaveBeenCalledWith({ email: 'ada@example.com' });
  });

  it('is false when no running tool takes sign-ups, and rejects when the tool fails', async () => {
    const identify = vi.fn();
    const only: IntegrationModule = {
      name: 'Other',
      category: 'analytics',
      start: async () => ({ identify }),
    };
    const { handle } = host([only], 'opt-in', { ...DEFAULT_CONSENT, analytics: true });
    await settle();
    await expect(handle.signUp('ada@example.com')).resolves.toBe(false);
    handle.stop();

    const failing: IntegrationModule = {
      name: 'CDP',
      category: 'analytics',
      start: async () => ({ signUp: async () => Promise.reject(new Error('blocked')) }),
    };
    const second = host([failing], 'opt-in', { ...DEFAULT_CONSENT, analytics: true });
    await settle();
    await expect(second.handle.signUp('ada@example.com')).rejects.toThrow('blocked');
  });

  it('whenIntegrations waits for the start, or gives null after its time', async () => {
    const waiting = whenIntegrations(1000);
    const { handle } = host([]);
    await expect(waiting).resolves.toBe(handle);
    await expect(whenIntegrations(10)).resolves.toBe(handle);
    handle.stop();
    vi.useFakeTimers();
    const late = whenIntegrations(50);
    vi.advanceTimersByTime(50);
    vi.useRealTimers();
    await expect(late).resolves.toBeNull();
  });
});
