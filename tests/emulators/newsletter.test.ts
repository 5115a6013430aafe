import { describe, expect, it } from 'vitest';
import { createNewsletterList } from '@/emulators/orders/newsletter';

const post = (body: unknown, method = 'POST') =>
  new Request('http://platform/newsletter/subscriptions', {
    method,
    ...(method === 'POST' ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });

describe('the orders service newsletter list', () => {
  it('keeps an address: 201 the first time, 200 again, stored once', async () => {
    const list = createNewsletterList();
    expect((await list.handle(post({ email: 'Ada@Example.com', email_opt_in: true }))).status).toBe(
      201,
    );
    expect((await list.handle(post({ email: 'ada@example.com' }))).status).toBe(200);
    expect(list.subscribers()).toEqual(['ada@example.com']);
    list.reset();
    expect(list.subscribers()).toEqual([]);
  });

  it.each([
    [{}],
    [{ email: 42 }],
    [{ email: 'no-at-sign' }],
    ['not json'],
    [{ email: `${'a'.repeat(250)}@b.co` }],
  ])('refuses %j with 400 and keeps nothing', async (body) => {
    const list = createNewsletterList();
    expect((await list.handle(post(body))).status).toBe(400);
    expect(list.subscribers()).toEqual([]);
  });

  it('answers 405 to a GET', async () => {
    expect((await createNewsletterList().handle(post(null, 'GET'))).status).toBe(405);
  });
});
