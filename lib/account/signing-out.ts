/**
 * Whether this page has posted the sign-out form. The sign-out's answer sets the `Signed Out`
 * cookie while this page is still open; its integrations runner, should it start just then, must
 * leave that cookie to the page the sign-out lands on rather than take it and unload unsent
 * (lib/integrations/account-events.ts). Set by the form itself (components/account/
 * AccountOverview.tsx), so it holds whenever the runner starts. Off the first load.
 */
let signingOut = false;

export function markSigningOut(): void {
  signingOut = true;
  // Back from the back-forward cache, the page is live again.
  window.addEventListener(
    'pageshow',
    (event) => {
      if (event.persisted) signingOut = false;
    },
    { once: true },
  );
}

export function isSigningOut(): boolean {
  return signingOut;
}
