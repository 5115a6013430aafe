import { describe, expect, it, vi } from 'vitest';
import {
  newsletterDestination,
  sendToOrdersService,
  signUp,
  submitSignUp,
  type NewsletterDestination,
} from '@/lib/newsletter/sign-up';

describe('newsletterDestination', () => {
  it.each<[boolean, boolean, boolean, NewsletterDestination]>([
    [true, true, true, 'segment'],
    [true, true, false, 'orders'],
    [true, false, true, 'orders'],
    [false, true, true, 'orders'],
    [false, false, false, 'orders'],
  ])('segment configured %s, analytics %s, runner up %s → %s', (configured, granted, up, to) => {
    expect(newsletterDestination(configured, granted, up)).toBe(to);
  });
});

function answering(status: number) {
  return vi.fn<typeof fetch>(async () => new Response('{}', { status }));
}

describe('sendToOrdersService', () => {
  it('posts the address with the opt-in to the orders service', async () => {
    const fetchMock = answering(201);
    await sendToOrdersService('ada@example.com', 'http://orders.test', fetchMock);
    expect(fetchMock).toHaveBeenCalledWith('http://orders.test/newsletter/subscribers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com', email_opt_in: true }),
    });
  });

  it.each<[string, typeof fetch, RegExp]>([
    ['a refused address', answering(400), /not accepted/],
    ['a server error', answering(503), /could not sign you up/],
    [
      'no network',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))),
      /could not sign you up/,
    ],
  ])('rejects plainly on %s', async (_name, fetchMock, message) => {
    await expect(
      sendToOrdersService('ada@example.com', 'http://o', fetchMock),
    ).rejects.toMatchObject({
      name: 'NewsletterError',
      message: expect.stringMatching(message),
    });
  });
});

describe('signUp', () => {
  it('goes to the orders service without Segment', async () => {
    const fetchMock = answering(201);
    const to = await signUp('ada@example.com', true, {
      segmentConfigured: false,
      ordersHost: 'http://o',
      fetch: fetchMock,
    });
    expect(to).toBe('orders');
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('goes to the orders service when Segment is configured but analytics was declined', async () => {
    const fetchMock = answering(201);
    expect(
      await signUp('ada@example.com', false, {
        segmentConfigured: true,
        ordersHost: 'http://o',
        fetch: fetchMock,
      }),
    ).toBe('orders');
  });
});

describe('submitSignUp', () => {
  it.each<[string, string, number | null, { done: boolean; message: RegExp }]>([
    ['a good address, taken', ' ada@example.com ', 201, { done: true, message: /signed up/ }],
    [
      'not an address: nothing sent',
      'ada@example',
      null,
      { done: false, message: /like name@example.com/ },
    ],
    ['refused by the service', 'ada@example.com', 400, { done: false, message: /not accepted/ }],
    [
      'the service is down',
      'ada@example.com',
      500,
      { done: false, message: /could not sign you up/ },
    ],
  ])('%s', async (_name, email, status, expected) => {
    const fetchMock = answering(status ?? 500);
    const outcome = await submitSignUp(email, false, {
      segmentConfigured: false,
      ordersHost: 'http://o',
      fetch: fetchMock,
    });
    expect(outcome.done).toBe(expected.done);
    expect(outcome.message).toMatch(expected.message);
    expect(fetchMock).toHaveBeenCalledTimes(status === null ? 0 : 1);
  });
});
