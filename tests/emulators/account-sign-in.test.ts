import { describe, expect, it } from 'vitest';
import {
  AUTH_BASE,
  authorizeParams,
  clock,
  get,
  makeAccounts,
  postForm,
  shownCodeOf,
  signInIdOf,
  startSignIn,
} from './account-fixtures';

const AUTHORIZE = `${AUTH_BASE}/oauth/authorize`;

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('Customer Account API stand-in: the sign-in page', () => {
  it('is an accessible page: lang, one h1, a labelled email field, a real submit button', async () => {
    const html = await (await get(makeAccounts(), `${AUTHORIZE}?${authorizeParams()}`)).text();
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toMatch(
      /<input id="email" name="email" type="email" autocomplete="email" required/,
    );
    expect(html).toContain('<button type="submit">Continue</button>');
  });

  it('prefills a login_hint, escaped', async () => {
    const html = await (
      await get(
        makeAccounts(),
        `${AUTHORIZE}?${authorizeParams({ login_hint: 'Grace@Example.com' })}`,
      )
    ).text();
    expect(html).toContain('value="grace@example.com"');
  });

  it('shows the one-time code with a labelled code field', async () => {
    const accounts = makeAccounts();
    const page = await get(accounts, `${AUTHORIZE}?${authorizeParams()}`);
    const signIn = signInIdOf(await page.text());
    const html = await (
      await postForm(accounts, AUTHORIZE, {
        sign_in: signIn,
        step: 'email',
        email: 'grace@example.com',
      })
    ).text();
    expect(html).toContain('<h1>Enter your code</h1>');
    expect(html).toContain('<label for="code">One-time code</label>');
    expect(shownCodeOf(html)).toMatch(/^\d{6}$/);
    expect(html).toContain('It expires in 10 minutes.');
  });

  const emails: [string, number][] = [
    ['ada@example.com', 200],
    ['  ADA@Example.COM ', 200],
    ['not-an-email', 422],
    ['', 422],
    ['two@@example.com', 422],
  ];
  it.each(emails)('email %j answers %i', async (email, status) => {
    const accounts = makeAccounts();
    const signIn = signInIdOf(
      await (await get(accounts, `${AUTHORIZE}?${authorizeParams()}`)).text(),
    );
    const response = await postForm(accounts, AUTHORIZE, { sign_in: signIn, step: 'email', email });
    expect(response.status).toBe(status);
    if (status === 422)
      expect(await response.text()).toMatch(
        /role="alert" id="email-error"[\s\S]*aria-describedby="email-error"/,
      );
  });

  it('refuses a sign-in id it did not issue', async () => {
    const response = await postForm(makeAccounts(), AUTHORIZE, {
      sign_in: 'forged',
      step: 'code',
      code: '123456',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('<h1>Sign-in expired</h1>');
  });

  it('counts wrong codes down, and the fifth wrong one voids the code', async () => {
    const accounts = makeAccounts();
    const { signIn, code } = await startSignIn(accounts, authorizeParams());
    const attempt = (value: string) =>
      postForm(accounts, AUTHORIZE, { sign_in: signIn, step: 'code', code: value });
    const messages: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await attempt(wrongCode(code));
      expect(response.status).toBe(422);
      messages.push(
        /<p role="alert" id="code-error">([^<]+)</.exec(await response.text())?.[1] ?? '',
      );
    }
    expect(messages).toEqual([
      'That code is not right. 4 attempts left.',
      'That code is not right. 3 attempts left.',
      'That code is not right. 2 attempts left.',
      'That code is not right. 1 attempt left.',
    ]);
    const fifth = await attempt(wrongCode(code));
    expect(await fifth.text()).toContain('Too many wrong codes');
    // The right code no longer works either.
    const late = await attempt(code);
    expect(late.status).toBe(422);
    expect(late.headers.get('location')).toBeNull();
  });

  it('a new email after a voided code makes a fresh code that works', async () => {
    const accounts = makeAccounts();
    const { signIn, code } = await startSignIn(accounts, authorizeParams());
    for (let i = 0; i < 5; i += 1)
      await postForm(accounts, AUTHORIZE, { sign_in: signIn, step: 'code', code: wrongCode(code) });
    const again = await postForm(accounts, AUTHORIZE, {
      sign_in: signIn,
      step: 'email',
      email: 'ada@example.com',
    });
    const fresh = shownCodeOf(await again.text());
    const done = await postForm(accounts, AUTHORIZE, {
      sign_in: signIn,
      step: 'code',
      code: fresh,
    });
    expect(done.status).toBe(303);
  });

  it('a code expires after 10 minutes', async () => {
    const time = clock();
    const accounts = makeAccounts(time);
    const { signIn, code } = await startSignIn(accounts, authorizeParams());
    time.advance(10 * 60_000);
    const response = await postForm(accounts, AUTHORIZE, { sign_in: signIn, step: 'code', code });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('Your code has expired.');
  });

  it('accepts the code with spaces, and a finished sign-in cannot be used again', async () => {
    const accounts = makeAccounts();
    const { signIn, code } = await startSignIn(accounts, authorizeParams());
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    const done = await postForm(accounts, AUTHORIZE, {
      sign_in: signIn,
      step: 'code',
      code: spaced,
    });
    expect(done.status).toBe(303);
    const location = new URL(done.headers.get('location') ?? '');
    expect(location.href.startsWith('http://localhost:3000/account/authorize?')).toBe(true);
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const replay = await postForm(accounts, AUTHORIZE, { sign_in: signIn, step: 'code', code });
    expect(replay.status).toBe(400);
  });

  it('honours the configured attempt limit', async () => {
    const accounts = makeAccounts(clock(), { signInCodeAttempts: 2 });
    const { signIn, code } = await startSignIn(accounts, authorizeParams());
    const attempt = () =>
      postForm(accounts, AUTHORIZE, { sign_in: signIn, step: 'code', code: wrongCode(code) });
    expect(await (await attempt()).text()).toContain('1 attempt left.');
    expect(await (await attempt()).text()).toContain('Too many wrong codes');
  });
});
