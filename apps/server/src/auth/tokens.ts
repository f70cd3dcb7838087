import { jwtVerify, SignJWT } from 'jose';

export interface IssuedToken {
  token: string;
  /** ISO 8601 time after which the token is refused. */
  expires: string;
}

/** What a valid token says: whose it is, and the user's token version when it was issued. */
export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

const ISSUER = 'print-and-mediaservice';
/** The private claim with the user's `token_version`; a token whose value is old is refused. */
const TOKEN_VERSION_CLAIM = 'tokenVersion';

/** A signed token naming the user; the user's roles are read fresh on every request. */
export async function issueToken(
  user: { id: number; tokenVersion: number },
  secret: string,
  lifetimeHours: number,
  now = new Date(),
): Promise<IssuedToken> {
  const expiresAt = new Date(now.getTime() + lifetimeHours * 3_600_000);
  const token = await new SignJWT({ [TOKEN_VERSION_CLAIM]: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
  return { token, expires: expiresAt.toISOString() };
}

/**
 * The claims of a valid token, or null when it is tampered with, expired or malformed. A token
 * without an expiry or issue time is refused even when its signature is right: it would
 * otherwise be valid for ever.
 */
export async function verifyToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp', 'iat', TOKEN_VERSION_CLAIM],
    });
    const userId = Number(payload.sub);
    const tokenVersion = payload[TOKEN_VERSION_CLAIM];
    if (!Number.isInteger(userId) || userId <= 0) return null;
    if (typeof tokenVersion !== 'number' || !Number.isInteger(tokenVersion)) return null;
    return { userId, tokenVersion };
  } catch {
    return null;
  }
}
