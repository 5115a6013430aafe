/**
 * The signing key of the stand-in's id_tokens: an RS256 key pair generated once per process (a
 * restart rotates it, as a restart forgets every session anyway), published as a JWKS so a
 * maintained OIDC client (openid-client) verifies the tokens as it would Shopify's.
 */
import { generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';

interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

let key: SigningKey | null = null;

function signingKey(): SigningKey {
  if (!key) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    key = { kid: randomBytes(8).toString('hex'), ...pair };
  }
  return key;
}

function base64url(data: string | Buffer): string {
  return Buffer.from(data).toString('base64url');
}

/** The public key set served at the discovery document's `jwks_uri`. */
export function jwks(): { keys: Record<string, unknown>[] } {
  const { kid, publicKey } = signingKey();
  const jwk = publicKey.export({ format: 'jwk' });
  return { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
}

/** A compact RS256 JWS of `claims`. */
export function signJwt(claims: Record<string, unknown>): string {
  const { kid, privateKey } = signingKey();
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const payload = base64url(JSON.stringify(claims));
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

/**
 * The claims of a token this process signed; null for anything else (malformed, another key, a
 * changed payload). Expiry is not checked: an expired id_token is still a valid logout hint.
 */
export function verifyJwt(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    const { kid, alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as {
      kid?: unknown;
      alg?: unknown;
    };
    const { kid: ownKid, publicKey } = signingKey();
    if (kid !== ownKid || alg !== 'RS256') return null;
    const valid = verify(
      'RSA-SHA256',
      Buffer.from(`${header}.${payload}`),
      publicKey,
      Buffer.from(signature, 'base64url'),
    );
    if (!valid) return null;
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
