/** SPEC §4 "Discount toast" and §6: when the toast shows. */
import type { Consent } from '@/lib/consent/types';

/**
 * The toast shows when the visitor gave analytics and advertising consent (both exactly true:
 * undecided is not consent), a code exists, and the code stored as shown this session differs.
 */
export function shouldShowToast(
  consent: Pick<Consent, 'analytics' | 'advertising'>,
  code: string | null | undefined,
  shownCode: string | null,
): boolean {
  return (
    consent.analytics === true &&
    consent.advertising === true &&
    typeof code === 'string' &&
    code !== '' &&
    shownCode !== code
  );
}
