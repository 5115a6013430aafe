// Mount point only: the integrations issue fills this with the SPEC §4 discount toast (role="status").
export function DiscountToast() {
  return null;
}
