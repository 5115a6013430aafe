/**
 * Authorization codes, sessions and tokens of the Customer Account API stand-in, in memory. A
 * session is one sign-in of one customer with one client; its access tokens expire, its refresh
 * token rotates on every use, and logout (or a replayed authorization code) revokes it all.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AccountSettings } from './config';

export interface CodeGrantRequest {
  clientId: string;
  redirectUri: string;
  nonce: string | null;
  codeChallenge: string | null;
  scope: string;
}

export interface Session {
  id: string;
  customerId: string;
  clientId: string;
  scope: string;
  /** Seconds since the epoch, for the id_token's `auth_time`. */
  authTime: number;
  nonce: string | null;
  revoked: boolean;
}

interface CodeRecord extends CodeGrantRequest {
  customerId: string;
  expiresAt: number;
  /** The session a redemption created; a second redemption revokes it (RFC 6749 §4.1.2). */
  sessionId: string | null;
}

interface TokenRecord {
  sessionId: string;
  expiresAt: number;
}

export interface IssuedTokens {
  session: Session;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** An OAuth error for the token endpoint's `{ error, error_description }` body. */
export class GrantError extends Error {
  constructor(
    readonly error: 'invalid_grant' | 'invalid_request',
    message: string,
  ) {
    super(message);
  }
}

const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/** RFC 7636 S256: BASE64URL(SHA256(verifier)) compared in constant time. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

export class SessionStore {
  private readonly codes = new Map<string, CodeRecord>();
  private readonly sessions = new Map<string, Session>();
  private readonly accessTokens = new Map<string, TokenRecord>();
  private readonly refreshTokens = new Map<string, TokenRecord>();

  constructor(
    private readonly settings: AccountSettings,
    private readonly now: () => number,
  ) {}

  /** A single-use authorization code for a customer who just signed in. */
  issueCode(request: CodeGrantRequest, customerId: string): string {
    const code = token('');
    const expiresAt = this.now() + this.settings.authorizationCodeTtlS * 1000;
    this.codes.set(code, { ...request, customerId, expiresAt, sessionId: null });
    return code;
  }

  /** `grant_type=authorization_code`; throws a GrantError for every refused redemption. */
  redeemCode(input: {
    code: string;
    clientId: string;
    redirectUri: string | null;
    codeVerifier: string | null;
    confidential: boolean;
  }): IssuedTokens {
    const record = this.codes.get(input.code);
    if (!record || record.clientId !== input.clientId)
      throw new GrantError('invalid_grant', 'The authorization code is invalid.');
    if (record.sessionId !== null) {
      this.endSession(record.sessionId);
      throw new GrantError('invalid_grant', 'The authorization code has already been used.');
    }
    if (this.now() >= record.expiresAt) {
      this.codes.delete(input.code);
      throw new GrantError('invalid_grant', 'The authorization code has expired.');
    }
    if (input.redirectUri !== record.redirectUri)
      throw new GrantError(
        'invalid_grant',
        'The redirect_uri does not match the authorization request.',
      );
    if (record.codeChallenge !== null) {
      if (!input.codeVerifier)
        throw new GrantError('invalid_request', 'The code_verifier is missing.');
      if (!pkceMatches(input.codeVerifier, record.codeChallenge))
        throw new GrantError(
          'invalid_grant',
          'The code_verifier does not match the code_challenge.',
        );
    } else if (!input.confidential) {
      throw new GrantError('invalid_grant', 'A public client must use PKCE.');
    }
    const session: Session = {
      id: randomBytes(16).toString('hex'),
      customerId: record.customerId,
      clientId: record.clientId,
      scope: record.scope,
      authTime: Math.floor(this.now() / 1000),
      nonce: record.nonce,
      revoked: false,
    };
    this.sessions.set(session.id, session);
    record.sessionId = session.id;
    return this.issueTokens(session);
  }

  /** `grant_type=refresh_token`: a new access token and a new refresh token; the old one is spent. */
  refresh(refreshToken: string, clientId: string): IssuedTokens {
    const record = this.refreshTokens.get(refreshToken);
    const session = record ? this.sessions.get(record.sessionId) : undefined;
    if (!record || !session || session.revoked || session.clientId !== clientId)
      throw new GrantError('invalid_grant', 'The refresh token is invalid or has been revoked.');
    this.refreshTokens.delete(refreshToken);
    if (this.now() >= record.expiresAt)
      throw new GrantError('invalid_grant', 'The refresh token has expired.');
    return this.issueTokens(session);
  }

  /** The live session an access token belongs to; null when unknown, expired or revoked. */
  sessionForAccessToken(accessToken: string): Session | null {
    const record = this.accessTokens.get(accessToken);
    if (!record) return null;
    const session = this.sessions.get(record.sessionId);
    if (!session || session.revoked || this.now() >= record.expiresAt) return null;
    return session;
  }

  session(id: string): Session | undefined {
    return this.sessions.get(id);
  }

  /** Logout: the session's access and refresh tokens stop working at once. */
  endSession(sessionId: string): void {
    const session = this.sessions.get(sessionId);
    if (!session) return;
    session.revoked = true;
    for (const map of [this.accessTokens, this.refreshTokens])
      for (const [value, record] of map) if (record.sessionId === sessionId) map.delete(value);
  }

  reset(): void {
    this.codes.clear();
    this.sessions.clear();
    this.accessTokens.clear();
    this.refreshTokens.clear();
  }

  private issueTokens(session: Session): IssuedTokens {
    const { accessTokenTtlS, refreshTokenTtlS } = this.settings;
    const accessToken = token('shcat_');
    const refreshToken = token('shcrt_');
    const now = this.now();
    this.accessTokens.set(accessToken, {
      sessionId: session.id,
      expiresAt: now + accessTokenTtlS * 1000,
    });
    this.refreshTokens.set(refreshToken, {
      sessionId: session.id,
      expiresAt: now + refreshTokenTtlS * 1000,
    });
    return { session, accessToken, refreshToken, expiresIn: accessTokenTtlS };
  }
}
