// @vitest-environment happy-dom
/**
 * A policy body is the platform's HTML: planted markup must arrive inert, through the path the
 * page takes (the Storefront client, the page's sanitiser, the page component), and the privacy
 * policy's cookie section lists the tools it is given.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopPoliciesQuery } from '@/graphql/generated';
import { PolicyPage } from '@/components/policies/PolicyPage';
import { policyDescription } from '@/components/policies/policy-page-data';
import { configuredTools } from '@/lib/policies/tool-table';
import { sanitizePolicyHtml } from '@/lib/html/policy-html';
import { getShopPolicy } from '@/lib/shopify/policies';
import { shop, startMswServer, testClient } from '../../lib/shopify/msw';
import { NO_INTEGRATIONS } from '../../lib/config/integration-keys';

const server = startMswServer();
afterEach(cleanup);

const HOSTILE = [
  '<h2 id="cookies">Cookies</h2>',
  '<p>Read this<script>window.__pwned = true</script></p>',
  '<img src="x" onerror="window.__pwned = true">',
  '<a href="javascript:window.__pwned = true">click</a>',
  '<iframe srcdoc="<script>parent.__pwned = true</script>"></iframe>',
  '<p onmouseover="window.__pwned = true" style="position:fixed">hover</p>',
  '<h3 id="__next">clobber</h3>',
].join('');

const privacy = (body: string): ShopPoliciesQuery['shop'] => ({
  privacyPolicy: {
    handle: 'privacy-policy',
    title: 'Privacy policy',
    body,
    url: 'https://morrow.test/policies/privacy-policy',
  },
  termsOfService: null,
  refundPolicy: null,
  shippingPolicy: null,
  subscriptionPolicy: null,
});

async function renderPolicy(body: string, tools = configuredTools()) {
  server.use(
    shop.query('ShopPolicies', () => HttpResponse.json({ data: { shop: privacy(body) } })),
  );
  const policy = await getShopPolicy('privacy-policy', testClient());
  const html = sanitizePolicyHtml(policy?.body);
  return render(
    <PolicyPage
      policy={{ handle: 'privacy-policy', title: 'Privacy policy', html, description: '' }}
      cookies={{ anchorInBody: html.includes('id="cookies"'), tools }}
    />,
  );
}

describe('a hostile policy body from the platform', () => {
  it('renders as inert text', async () => {
    const { container } = await renderPolicy(HOSTILE);
    expect(container.querySelectorAll('script, iframe, img, [style]')).toHaveLength(0);
    expect(
      container.querySelectorAll('[onerror], [onmouseover], a[href^="javascript"]'),
    ).toHaveLength(0);
    expect(container.querySelector('#__next')).toBeNull();
    expect(screen.getByText('Read this')).toBeTruthy();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});

describe('the privacy policy cookie section', () => {
  it('follows the body’s own #cookies heading with the table of tools', async () => {
    const [chat] = configuredTools({ ...NO_INTEGRATIONS, chatAppId: '42' });
    await renderPolicy('<h2 id="cookies">Cookies</h2><p>We use some.</p>', [chat!]);
    expect(document.querySelectorAll('#cookies')).toHaveLength(1);
    const table = screen.getByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('rowheader').textContent).toBe('Gorgias chat');
    expect(row!.textContent).toContain('Necessary');
    expect(row!.textContent).toContain('config.gorgias.chat');
    expect(row!.textContent).not.toContain('https://');
  });

  it('carries the anchor itself when the body has none, and says when no tool is loaded', async () => {
    await renderPolicy('<p>Our policy.</p>', []);
    const section = document.getElementById('cookies');
    expect(section?.tagName).toBe('SECTION');
    expect(within(section!).getByRole('heading', { level: 2 }).textContent).toMatch(/cookies/i);
    expect(section?.textContent).toMatch(/no third-party tools/i);
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('policyDescription', () => {
  it('is the first paragraph’s text, entities decoded, cut at a word', () => {
    expect(policyDescription('<p>Morrow &amp; Co. keeps <strong>little</strong>.</p>')).toBe(
      'Morrow & Co. keeps little.',
    );
    const long = `<p>${'word '.repeat(60)}</p>`;
    const cut = policyDescription(long, 30);
    expect(cut).toBe('word word word word word word…');
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(policyDescription('<h2>Returns</h2><p>Within 30 days.</p><p>More.</p>')).toBe(
      'Within 30 days.',
    );
    expect(policyDescription('<h2>Returns</h2><ul><li>30 days</li></ul>')).toBe('Returns 30 days');
  });
});
