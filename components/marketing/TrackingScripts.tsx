// Mount point only: the integrations issue fills this with the consent-gated tracking scripts of SPEC §1.
export function TrackingScripts() {
  return null;
}
