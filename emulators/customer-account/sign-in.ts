/**
 * The sign-in step of the authorize page: a validated authorization request waits here while the
 * customer gives an email and then the one-time code (which the page shows, there being no mail).
 * Codes expire, and too many wrong ones void the code, as Shopify's emailed codes do.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { AccountSettings } from './config';
import type { CodeGrantRequest } from './sessions';

export interface PendingSignIn {
  id: string;
  grant: CodeGrantRequest;
  state: string | null;
  createdAt: number;
  email: string | null;
  code: string | null;
  codeExpiresAt: number;
  attemptsLeft: number;
}

export type CodeCheck =
  | { result: 'ok'; signIn: PendingSignIn }
  | { result: 'wrong'; signIn: PendingSignIn }
  | { result: 'void' | 'expired' | 'unknown' };

/** A pending sign-in left unfinished this long is forgotten. */
const REQUEST_TTL_MS = 60 * 60 * 1000;

/** Deliberately loose (one @, no spaces): the stand-in only needs a stable customer key. */
export function normaliseEmail(raw: string | null): string | null {
  const email = (raw ?? '').trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254 ? email : null;
}

export class SignInRequests {
  private readonly pending = new Map<string, PendingSignIn>();

  constructor(
    private readonly settings: AccountSettings,
    private readonly now: () => number,
  ) {}

  start(grant: CodeGrantRequest, state: string | null): PendingSignIn {
    const signIn: PendingSignIn = {
      id: randomBytes(16).toString('base64url'),
      grant,
      state,
      createdAt: this.now(),
      email: null,
      code: null,
      codeExpiresAt: 0,
      attemptsLeft: 0,
    };
    this.pending.set(signIn.id, signIn);
    return signIn;
  }

  get(id: string | null): PendingSignIn | undefined {
    if (!id) return undefined;
    const signIn = this.pending.get(id);
    if (signIn && this.now() - signIn.createdAt > REQUEST_TTL_MS) {
      this.pending.delete(id);
      return undefined;
    }
    return signIn;
  }

  /** Records the email and makes a fresh six-digit code (a new email or a resend voids the old). */
  sendCode(signIn: PendingSignIn, email: string): string {
    signIn.email = email;
    signIn.code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    signIn.codeExpiresAt = this.now() + this.settings.signInCodeTtlS * 1000;
    signIn.attemptsLeft = this.settings.signInCodeAttempts;
    return signIn.code;
  }

  /** Checks a code; the right one finishes the sign-in (the request cannot be used again). */
  checkCode(id: string | null, code: string): CodeCheck {
    const signIn = this.get(id);
    if (!signIn || signIn.email === null) return { result: 'unknown' };
    if (signIn.code === null || signIn.attemptsLeft <= 0) return { result: 'void' };
    if (this.now() >= signIn.codeExpiresAt) {
      signIn.code = null;
      return { result: 'expired' };
    }
    if (code.replace(/\s/g, '') === signIn.code) {
      this.pending.delete(signIn.id);
      return { result: 'ok', signIn };
    }
    signIn.attemptsLeft -= 1;
    if (signIn.attemptsLeft <= 0) {
      signIn.code = null;
      return { result: 'void' };
    }
    return { result: 'wrong', signIn };
  }

  reset(): void {
    this.pending.clear();
  }
}
