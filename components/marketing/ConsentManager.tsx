// Mount point only: the integrations issue fills this with the cookie-consent banner and preferences.
export function ConsentManager() {
  return null;
}
