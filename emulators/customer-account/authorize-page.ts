/**
 * The local sign-in pages: an email form, then a one-time code form that shows the code (there is
 * no mail), and the error and signed-out pages. Plain server-rendered HTML: `lang`, one h1 in a
 * `main`, labelled fields, alerts in `role="alert"`, so it works by keyboard and screen reader.
 */

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; color: #1f1f1f; line-height: 1.5; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: .625rem; border: 1px solid #6b6b6b; border-radius: .25rem; }
  button { font: inherit; margin-top: 1rem; padding: .75rem 1.5rem; border: 0; border-radius: .25rem; background: #1f1f1f; color: #fff; cursor: pointer; }
  .note { background: #fff6d6; padding: .75rem 1rem; border-radius: .25rem; }
  .code { font-size: 1.5rem; letter-spacing: .2em; font-weight: 700; }
  [role="alert"] { color: #a4000f; font-weight: 600; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The error above a form, which its field names with aria-describedby. */
function alert(message: string | undefined, id: string): string {
  return message ? `<p role="alert" id="${id}">${escapeHtml(message)}</p>\n` : '';
}

function invalid(error: string | undefined, id: string): string {
  return error ? ` aria-invalid="true" aria-describedby="${id}"` : '';
}

export interface SignInPageOptions {
  shopName: string;
  action: string;
  requestId: string;
  error?: string;
  email?: string;
}

/** Step 1: the email. */
export function renderEmailStep(options: SignInPageOptions): string {
  const { shopName } = options;
  return page(
    `Sign in — ${shopName}`,
    `<h1>Sign in to ${escapeHtml(shopName)}</h1>
<p class="note" role="note">Local sign-in: no password and no mail. The next page shows your one-time code.</p>
${alert(options.error, 'email-error')}<form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="sign_in" value="${escapeHtml(options.requestId)}">
<input type="hidden" name="step" value="email">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}"${invalid(options.error, 'email-error')}>
<button type="submit">Continue</button>
</form>`,
  );
}

/** Step 2: the one-time code, shown on the page. */
export function renderCodeStep(
  options: SignInPageOptions & { email: string; code: string; minutes: number },
): string {
  return page(
    `Enter your code — ${options.shopName}`,
    `<h1>Enter your code</h1>
<p>We would have sent a 6-digit code to <strong>${escapeHtml(options.email)}</strong>.</p>
<p class="note" role="note">Local sign-in: your code is <span class="code" data-sign-in-code>${escapeHtml(options.code)}</span>. It expires in ${options.minutes} minutes.</p>
${alert(options.error, 'code-error')}<form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="sign_in" value="${escapeHtml(options.requestId)}">
<input type="hidden" name="step" value="code">
<label for="code">One-time code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]*" required${invalid(options.error, 'code-error')}>
<button type="submit">Sign in</button>
</form>`,
  );
}

/** A sign-in that cannot go on (bad client or redirect URI, expired request, void code). */
export function renderSignInError(shopName: string, heading: string, message: string): string {
  return page(
    `${heading} — ${shopName}`,
    `<h1>${escapeHtml(heading)}</h1>\n<p role="alert">${escapeHtml(message)}</p>\n<p>Go back to the shop and choose “Sign in” again.</p>`,
  );
}

export function renderSignedOut(shopName: string): string {
  return page(
    `Signed out — ${shopName}`,
    `<h1>You are signed out</h1>\n<p>You can close this page.</p>`,
  );
}
