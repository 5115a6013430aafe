// Whether "back" stays inside the shop: true after any client-side navigation, or when the page
// was opened from one of the shop's own pages. Otherwise a back button would leave the site, so it
// goes to the catalogue instead.
let navigatedInApp = false;

export function markInAppNavigation(): void {
  navigatedInApp = true;
}

export function canGoBackInApp(): boolean {
  if (navigatedInApp) return true;
  if (typeof document === 'undefined' || !document.referrer) return false;
  try {
    return (
      new URL(document.referrer).origin === window.location.origin && window.history.length > 1
    );
  } catch {
    return false;
  }
}
