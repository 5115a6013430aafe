/**
 * SPEC §5 email check: a local part, @, a domain containing at least one letter, a dot, and a
 * top-level part of at least 2 letters. No whitespace and a single @ anywhere.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]*[A-Za-z][^\s@]*\.[A-Za-z]{2,}$/;

/** True when `value` (trimmed) matches the SPEC §5 email pattern. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
