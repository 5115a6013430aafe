import { describe, expect, it } from 'vitest';
import {
  accountSignalValue,
  customerNumber,
  isSignedInFlag,
  parseAccountSignal,
  readCookie,
} from '@/lib/account/signals';
import { signalSignedIn, signalSignedOut } from '@/lib/account/signal-cookies';
import { fakeResponse } from './account-http';

describe('customerNumber', () => {
  it.each([
    ['gid://shopify/Customer/7000000001', '7000000001'],
    ['7000000001', '7000000001'],
    ['gid://shopify/Order/7000000001', null],
    ['gid://shopify/Customer/7000000001?x=1', null],
    ['gid://shopify/Customer/', null],
    ['ada@example.com', null],
    ['', null],
    [42, null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(customerNumber(value)).toBe(expected);
  });
});

describe('the account_event value', () => {
  it.each([
    [{ kind: 'signed-in', customerId: '7000000001' } as const, 'signed-in.7000000001'],
    [{ kind: 'signed-in', customerId: null } as const, 'signed-in'],
    [{ kind: 'signed-out' } as const, 'signed-out'],
  ])('%j is written %j and read back', (signal, value) => {
    expect(accountSignalValue(signal)).toBe(value);
    expect(parseAccountSignal(value)).toEqual(signal);
  });

  it.each([
    'signed-in.ada@example.com',
    'signed-in.',
    'signed-in.12a',
    'signed-in.7000000001.1',
    'Signed-Out',
    '',
    null,
    undefined,
  ])('reads the forged value %j as nothing', (value) => {
    expect(parseAccountSignal(value)).toBeNull();
  });
});

describe('readCookie and the signed-in hint', () => {
  it('finds one cookie by its exact name', () => {
    const cookies = 'a=1; account_event=signed-out; xaccount_signed_in=9; account_signed_in=17';
    expect(readCookie(cookies, 'account_event')).toBe('signed-out');
    expect(readCookie(cookies, 'account_signed_in')).toBe('17');
    expect(readCookie(cookies, 'missing')).toBeNull();
    expect(readCookie('', 'a')).toBeNull();
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBeNull();
  });

  it.each([
    ['1764662400', true],
    ['0', true],
    ['', false],
    ['1', true],
    ['1764662400x', false],
    ['1234567890123', false],
    [null, false],
  ])('%j is a hint the server writes: %j', (value, expected) => {
    expect(isSignedInFlag(value)).toBe(expected);
  });
});

describe('the signal cookies on a response', () => {
  const local = { local: true };
  const loopback = { headers: { host: 'localhost:3000' } };
  const deployed = { headers: { host: 'shop.example' } };

  it('are Secure except with the local platform on a loopback host, and never httpOnly', () => {
    const plain = fakeResponse();
    signalSignedIn(loopback, plain.res, '7', local, () => 1_764_662_400_000);
    expect(plain.setCookies()).toEqual([
      'account_signed_in=1764662400; Path=/; Max-Age=2592000; SameSite=Lax',
      'account_event=signed-in.7; Path=/; Max-Age=600; SameSite=Lax',
    ]);
    for (const [req, config] of [
      [deployed, local],
      [loopback, { local: false }],
    ] as const) {
      const secure = fakeResponse();
      signalSignedIn(req, secure.res, null, config);
      expect(secure.setCookies()).toHaveLength(2);
      for (const cookie of secure.setCookies()) expect(cookie).toMatch(/; SameSite=Lax; Secure$/);
    }
  });

  it("are added to the response's other cookies, not put in their place", () => {
    const response = fakeResponse();
    response.res.setHeader('set-cookie', ['account_session=sealed; HttpOnly']);
    signalSignedOut(loopback, response.res, true, local);
    expect(response.setCookies()).toEqual([
      'account_session=sealed; HttpOnly',
      'account_signed_in=; Path=/; Max-Age=0; SameSite=Lax',
      'account_event=signed-out; Path=/; Max-Age=600; SameSite=Lax',
    ]);
    const none = fakeResponse();
    none.res.setHeader('set-cookie', 'one=1');
    signalSignedOut(loopback, none.res, false, local);
    expect(none.setCookies()).toEqual([
      'one=1',
      'account_signed_in=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
  });
});
