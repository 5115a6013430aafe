import { describe, expect, it, vi } from 'vitest';
import {
  NewsletterError,
  newsletterUrl,
  subscribeToNewsletter,
  type NewsletterDeps,
} from '@/lib/newsletter/subscribe';

const HOST = 'http://127.0.0.1:4010';

function deps(customerData: NewsletterDeps['customerData'], fetchImpl?: NewsletterDeps['fetch']) {
  const fetchMock = vi.fn(fetchImpl ?? (async () => new Response('{}', { status: 201 })));
  return { ordersHost: HOST, customerData: vi.fn(customerData), fetch: fetchMock };
}

describe('subscribeToNewsletter', () => {
  it('the customer-data tool took it: nothing goes to the orders service', async () => {
    const d = deps(async () => true);
    await expect(subscribeToNewsletter('ada@example.com', d)).resolves.toBe('customer-data');
    expect(d.customerData).toHaveBeenCalledWith('ada@example.com');
    expect(d.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['could not take it', async () => false],
    [
      'failed',
      async () => {
        throw new Error('blocked');
      },
    ],
  ])('the customer-data tool %s: the orders service keeps the address', async (_, tool) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const d = deps(tool);
    await expect(subscribeToNewsletter('ada@example.com', d)).resolves.toBe('orders');
    expect(d.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = d.fetch.mock.calls[0]!;
    expect(url).toBe(`${HOST}/newsletter/subscriptions`);
    expect(init).toMatchObject({ method: 'POST' });
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ada@example.com',
      email_opt_in: true,
    });
    warn.mockRestore();
  });

  it.each([
    [async () => new Response('{}', { status: 503 }), 'HTTP 503'],
    [async () => new Response('{}', { status: 400 }), 'HTTP 400'],
    [
      async () => {
        throw new TypeError('Failed to fetch');
      },
      'could not be reached',
    ],
  ])('neither took it: a NewsletterError (%#)', async (respond, message) => {
    const d = deps(async () => false, respond);
    const result = subscribeToNewsletter('ada@example.com', d);
    await expect(result).rejects.toBeInstanceOf(NewsletterError);
    await expect(result).rejects.toThrow(message);
  });
});

describe('newsletterUrl', () => {
  it.each([
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010/newsletter/subscriptions'],
    ['https://orders.example.com/', 'https://orders.example.com/newsletter/subscriptions'],
  ])('%s → %s', (host, url) => {
    expect(newsletterUrl(host)).toBe(url);
  });
});
