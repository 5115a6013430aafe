// @vitest-environment happy-dom
/**
 * CMS stories with markup or script in every text field the shop renders. Pages
 * are statically generated, so the stories are read on the server: msw serves hostile stories to
 * the real content client, `loadShellProps` builds the shell's props from them, and the shell and
 * the cart drawer render those props. Markup must show as text and never run.
 *
 * | story / field                         | planted                                 | expected outcome               |
 * |---------------------------------------|-----------------------------------------|--------------------------------|
 * | global-settings.announcement          | `<script>…</script>` + `<img onerror>`  | shown as literal text          |
 * | global-settings.cta_buttons_color     | `red;background:url(javascript:…)`      | dropped: default colour        |
 * | global-settings.cta_buttons_text_color| `#fff" onmouseover="…`                  | dropped: readable default      |
 * | cart-settings.empty_cart_text         | `<img src=x onerror=…>`                 | shown as literal text          |
 * | cart-settings.empty_cart_button_label | `<a href=javascript:…>x</a>`            | shown as literal text          |
 * | cart-settings.checkout_button_label   | `<b>Pay</b><script>…</script>`          | literal text; link named       |
 * |                                       |                                         | "Checkout: …", href the cart's |
 * | cart-settings.free_shipping_text      | `<iframe src=javascript:…>`             | shown as literal text          |
 * | cart-settings.cart_summary_hex_color  | `#fff;background:url(x)`                | dropped                        |
 * | global-settings.nav_links[].label     | `<img onerror>` text                    | literal text, link kept        |
 * | global-settings.nav_links[].link      | `javascript:`, `//evil.example`         | link dropped                   |
 * | global-settings.footer_* words        | `<script>`, `<b>`, `<iframe>` in each   | literal text                   |
 * | global-settings.footer_shop_links     | `javascript:` target                    | link dropped                   |
 * | global-settings.footer_email          | `help@morrow.example"><script>…`        | dropped (not an address)       |
 * | home.hero_* and story_* words         | markup in each                          | literal text                   |
 * | home.hero_cta_link                    | `javascript:`                           | button dropped                 |
 * | home.hero_image.filename / alt        | `//evil.example/x.png` / markup         | fallback image / alt as text   |
 * | discount popup title, text, button    | markup around `%code%`                  | literal text, code in <strong> |
 * | pages/<slug> title, section heading   | markup                                  | literal text                   |
 * | pages/<slug> rich text                | a text node and a link to `javascript:` | literal text; link unlinked    |
 * | Storefront shop.*Policy title / handle| markup / `../admin`                     | literal text / policy dropped  |
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CartDrawer } from '@/components/cart/CartDrawer';
import { Hero, HERO_IMAGE } from '@/components/home/Hero';
import { Story } from '@/components/home/Story';
import { SiteShell } from '@/components/layout/SiteShell';
import { DiscountToast } from '@/components/marketing/DiscountToast';
import { loadShellProps, type ShellProps } from '@/lib/page-data/shell-props';
import { config } from '@/lib/config';
import { parseHomeCopy } from '@/lib/content/copy';
import { imgProps } from '@/lib/images/img-props';
import { parseContentPage } from '@/lib/content/stories';
import ContentPageRoute from '@/pages/pages/[slug]';
import { withRenderedText } from '@/components/content/rich-text-html';
import { useShopStore } from '@/stores/shop-store';
import { cart, cartLine } from '../components/fixtures';

vi.mock('next/router', () => ({
  useRouter: () => ({
    asPath: '/',
    pathname: '/',
    events: { on: vi.fn(), off: vi.fn() },
    push: vi.fn(),
    back: vi.fn(),
  }),
}));

const RUN = 'window.__pwned = true';
// The page's head is _app's (components/seo/PageSeo.tsx): not rendered by the page itself.
const NO_SEO = { title: '', meta: [], canonical: null, jsonLd: null };
const GLOBAL = {
  announcement: `<script>${RUN}</script><img src=x onerror="${RUN}">Free delivery`,
  cta_buttons_color: 'red;background:url(javascript:alert(1))',
  cta_buttons_text_color: `#fff" onmouseover="${RUN}`,
  nav_links: [
    { label: `<img src=x onerror="${RUN}">Teas`, link: { linktype: 'url', url: '/#shop' } },
    { label: 'Run', link: { linktype: 'url', url: 'javascript:alert(1)' } },
    { label: 'Away', link: { linktype: 'url', url: '//evil.example/x' } },
  ],
  footer_brand: `<b>Morrow</b><script>${RUN}</script>`,
  footer_blurb: `<iframe src="javascript:alert(1)"></iframe>Roasted weekly`,
  footer_shop_heading: '<b>Shop</b>',
  footer_shop_links: [
    { label: `<script>${RUN}</script>All`, link: { linktype: 'url', url: '/#shop' } },
    { label: 'Run', link: { linktype: 'url', url: 'javascript:alert(1)' } },
  ],
  footer_help_heading: `<img src=x onerror="${RUN}">Help`,
  footer_help_items: [`<script>${RUN}</script>Delivery in 2 days`],
  footer_email: 'help@morrow.example"><script>alert(1)</script>',
  footer_legal: '<b>©</b> Morrow',
};
const POPUP = {
  popup_title: `<img src=x onerror="${RUN}">Your code %code%`,
  popup_text: `<script>${RUN}</script>%discount% off with %code%`,
  popup_button_label: '<b>Got it</b>',
};
const HOME = {
  hero_eyebrow: `<script>${RUN}</script>New`,
  hero_title: `<img src=x onerror="${RUN}">Good coffee`,
  hero_title_emphasis: '<b>daily</b>',
  hero_text: '<iframe src="javascript:alert(1)"></iframe>Fresh',
  hero_cta_label: 'Run',
  hero_cta_link: { linktype: 'url', url: 'javascript:alert(1)' },
  hero_secondary_cta_label: `<b>Story</b>`,
  hero_secondary_cta_link: { linktype: 'url', url: '/#story' },
  hero_image: { filename: '//evil.example/x.png', alt: `"><img src=x onerror="${RUN}">` },
  story_eyebrow: '<b>Why</b>',
  story_heading: `<script>${RUN}</script>Our story`,
  story_points: [{ title: '<b>Slow</b>', text: `<img src=x onerror="${RUN}">roasted` }],
};
const CART = {
  empty_cart_text: `<img src=x onerror="${RUN}">Nothing here`,
  empty_cart_button_label: '<a href="javascript:alert(1)">Shop</a>',
  checkout_button_label: `<b>Pay</b><script>${RUN}</script>`,
  free_shipping_text: '<iframe src="javascript:alert(1)"></iframe>Ships free',
  cart_summary_hex_color: '#fff;background:url(x)',
};

// The footer's policy links come from the Storefront API with the shell props.
const POLICY_TITLE = `<img src=x onerror="${RUN}">Privacy`;
const POLICIES = {
  privacyPolicy: { handle: 'privacy-policy', title: POLICY_TITLE },
  termsOfService: { handle: '../admin', title: 'Terms' },
  refundPolicy: null,
  shippingPolicy: null,
  subscriptionPolicy: null,
};

const story = (slug: string, content: Record<string, unknown>) =>
  HttpResponse.json({ story: { slug, full_slug: slug, content }, cv: 1 });

const server = setupServer(
  graphql.query('ShopPolicyLinks', () => HttpResponse.json({ data: { shop: POLICIES } })),
  http.get(`${config.storyblok.endpoint}/cdn/stories/settings/global-settings`, () =>
    story('settings/global-settings', GLOBAL),
  ),
  http.get(`${config.storyblok.endpoint}/cdn/stories/settings/cart-settings`, () =>
    story('settings/cart-settings', CART),
  ),
  http.get(`${config.storyblok.endpoint}/cdn/stories`, ({ request }) =>
    new URL(request.url).searchParams.get('starts_with') === 'settings/discount-popup-settings'
      ? HttpResponse.json({ stories: [{ slug: 'discount-popup-settings', content: POPUP }], cv: 1 })
      : HttpResponse.json({ stories: [], cv: 1 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  act(() => useShopStore.setState(useShopStore.getInitialState(), true));
});
afterAll(() => server.close());

/** Nothing the markup asked for exists or ran. */
function expectInert(root: HTMLElement): void {
  expect(
    root.querySelectorAll('script, iframe, img[src="x"], b, a[href^="javascript"]'),
  ).toHaveLength(0);
  expect(root.querySelectorAll('[onerror], [onmouseover]')).toHaveLength(0);
  expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
}

let shell: ShellProps;
beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  shell = await loadShellProps();
});

/** The shell built from the hostile stories, around a stand-in page. */
const renderShell = () =>
  render(
    <SiteShell shell={shell}>
      <p>page</p>
    </SiteShell>,
  );

describe('hostile CMS text in the shell', () => {
  it('the announcement shows as text', () => {
    const { container } = renderShell();
    expect(screen.getByText(GLOBAL.announcement)).toBeTruthy();
    expectInert(container);
  });

  it('colours that are not hex values are dropped, not written into the style', () => {
    expect(shell.ctaStyle['--cta-bg']).toMatch(/^#[0-9a-f]{6}$/i);
    expect(shell.ctaStyle['--cta-text']).toMatch(/^#[0-9a-f]{6}$/i);
    expect(shell.cartSettings.cartSummaryHexColor).toBeNull();
    expect(shell.ctaStyle).not.toHaveProperty('--summary-bg');
    const { container } = renderShell();
    const style = (container.firstElementChild as HTMLElement).getAttribute('style') ?? '';
    expect(style).not.toMatch(/url\(|javascript|onmouseover|red/);
  });
});

describe('hostile platform text in the footer', () => {
  it('a policy title shows as text; a policy whose handle is a path is dropped', () => {
    const { container } = renderShell();
    const links = within(screen.getByRole('contentinfo'))
      .getAllByRole('link')
      .filter((l) => l.getAttribute('href')?.startsWith('/policies/'));
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      [POLICY_TITLE, '/policies/privacy-policy'],
    ]);
    expectInert(container);
  });
});

describe('hostile CMS text in the cart drawer', () => {
  it('the empty basket text and button label show as text', () => {
    act(() => useShopStore.setState({ cartSettings: shell.cartSettings, cartOpen: true }));
    render(<CartDrawer open />);
    const dialog = screen.getByRole('dialog', { name: /basket/i });
    expect(within(dialog).getByText(CART.empty_cart_text)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: CART.empty_cart_button_label })).toBeTruthy();
    expectInert(dialog);
  });

  it('the checkout label and delivery note show as text; Checkout keeps its name and href', () => {
    const withLine = cart([
      cartLine({
        id: 'gid://shopify/CartLine/1',
        title: 'Tea',
        handle: 'breakfast-tea',
        unit: '5.85',
        quantity: 1,
      }),
    ]);
    act(() =>
      useShopStore.setState({ cartSettings: shell.cartSettings, cart: withLine, cartOpen: true }),
    );
    render(<CartDrawer open />);
    const dialog = screen.getByRole('dialog', { name: /basket/i });
    const checkout = within(dialog).getByRole('link', {
      name: `Checkout: ${CART.checkout_button_label}`,
    });
    expect(checkout.textContent).toContain(CART.checkout_button_label);
    expect(checkout.getAttribute('href')).toBe(withLine.checkoutUrl);
    expect(within(dialog).getByText(CART.free_shipping_text)).toBeTruthy();
    expectInert(dialog);
  });
});

describe('hostile CMS text in the navigation and footer', () => {
  it('words show as text; links with unsafe targets and a malformed email are dropped', () => {
    const { container } = renderShell();
    const nav = screen.getByRole('navigation', { name: /main|primary|site/i });
    expect(within(nav).getByRole('link', { name: GLOBAL.nav_links[0]!.label })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Run' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Away' })).toBeNull();
    const footer = container.querySelector('footer')!;
    for (const words of [
      GLOBAL.footer_brand,
      GLOBAL.footer_blurb,
      GLOBAL.footer_shop_heading,
      GLOBAL.footer_help_heading,
      GLOBAL.footer_help_items[0]!,
      GLOBAL.footer_legal,
    ])
      expect(within(footer).getByText(words, { exact: false })).toBeTruthy();
    expect(
      within(footer).getByRole('link', { name: GLOBAL.footer_shop_links[0]!.label }),
    ).toBeTruthy();
    expect(within(footer).queryByRole('link', { name: 'Run' })).toBeNull();
    expect(footer.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(container.querySelectorAll('a[href*="evil"], a[href^="javascript"]')).toHaveLength(0);
    expectInert(container);
  });
});

describe('hostile CMS text on the home page', () => {
  const home = parseHomeCopy(HOME)!;

  it('hero and story words show as text; an unsafe button and image are dropped', () => {
    const { container } = render(
      <>
        <Hero hero={home.hero} image={imgProps({ ...HERO_IMAGE, ...home.hero.image })} />
        <Story story={home.story} />
      </>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(`${HOME.hero_title} ${HOME.hero_title_emphasis}`);
    for (const words of [
      HOME.hero_eyebrow,
      HOME.hero_text,
      HOME.story_eyebrow,
      HOME.story_heading,
      HOME.story_points[0]!.title,
      HOME.story_points[0]!.text,
    ])
      expect(screen.getByText(words)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Run' })).toBeNull();
    expect(screen.getByRole('link', { name: HOME.hero_secondary_cta_label })).toBeTruthy();
    const image = screen.getByRole('img');
    expect(image.getAttribute('alt')).toBe(HOME.hero_image.alt);
    expect(image.getAttribute('src')).not.toContain('evil');
    expectInert(container);
  });
});

describe('hostile CMS text on a content page', () => {
  it('the title, a section heading and the rich text show as text; a javascript: link is not a link', () => {
    const page = parseContentPage({
      title: `<script>${RUN}</script>About`,
      seo_description: `"><script>${RUN}</script>`,
      body: [
        {
          component: 'text_section',
          _uid: 's1',
          heading: `<img src=x onerror="${RUN}">Our beans`,
          text: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: `<iframe src="javascript:alert(1)"></iframe>Roasted` },
                  {
                    type: 'text',
                    text: 'Click',
                    marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                  },
                ],
              },
            ],
          },
        },
      ],
    })!;
    // As published: the server renders the rich text to HTML (getStaticProps).
    const { container } = render(
      <ContentPageRoute page={withRenderedText(page)} shell={shell} seo={NO_SEO} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      `<script>${RUN}</script>About`,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      `<img src=x onerror="${RUN}">Our beans`,
    );
    expect(container.textContent).toContain('<iframe src="javascript:alert(1)"></iframe>Roasted');
    expect(screen.queryByRole('link', { name: 'Click' })).toBeNull();
    expectInert(container);
  });
});

describe('hostile CMS text in the discount toast', () => {
  it('the popup title, text and button show as text around the code', () => {
    window.sessionStorage.clear();
    act(() =>
      useShopStore.setState({
        discountSettings: shell.discountPopup,
        discount: { code: 'WELCOME15', source: 'promo' } as never,
        consent: { ...useShopStore.getState().consent, analytics: true, advertising: true },
      }),
    );
    const { container } = render(<DiscountToast />);
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('<img src=x onerror=');
    expect(toast.textContent).toContain('Your code WELCOME15');
    expect(toast.textContent).toContain('15% off with WELCOME15');
    expect(within(toast).getByRole('button', { name: POPUP.popup_button_label })).toBeTruthy();
    expect(toast.querySelectorAll('strong')).toHaveLength(2);
    expectInert(container);
  });
});
