import { createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface IssuedToken {
  token: string;
  /** ISO 8601 time after which the token is refused. */
  expires: string;
}

/**
 * What a valid token says: whose it is, the user's token version when it was issued, and when
 * the session it belongs to began (the login; renewals keep it).
 */
export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  /** Unix seconds of the login that began the session. */
  sessionStart: number;
}

/** How long tokens last: each one, and the session that renewals continue. */
export interface TokenLifetime {
  hours: number;
  /** No renewal reaches past the session's start plus this many days. */
  sessionMaxDays: number;
}

const DAY_SECONDS = 86_400;

const ISSUER = 'print-and-mediaservice';
/** The private claim with the user's `token_version`; a token whose value is old is refused. */
const TOKEN_VERSION_CLAIM = 'tokenVersion';
/** OpenID Connect's name for when the person logged in: the start of the session. */
const SESSION_START_CLAIM = 'auth_time';

/** Unix seconds after which the session begun at `sessionStart` accepts no token. */
export function sessionEnd(sessionStart: number, sessionMaxDays: number): number {
  return sessionStart + sessionMaxDays * DAY_SECONDS;
}

/**
 * A signed token naming the user; the user's roles are read fresh on every request. Without
 * `sessionStart` it begins a session (a login); a renewal passes its token's, and expires at the
 * session's end at the latest, so renewing never makes a session last longer.
 */
export async function issueToken(
  user: { id: number; tokenVersion: number },
  secret: string,
  lifetime: TokenLifetime,
  { now = new Date(), sessionStart }: { now?: Date; sessionStart?: number } = {},
): Promise<IssuedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const start = sessionStart ?? issuedAt;
  const expiresAt = new Date(
    Math.min(
      now.getTime() + lifetime.hours * 3_600_000,
      sessionEnd(start, lifetime.sessionMaxDays) * 1000,
    ),
  );
  const token = await new SignJWT({
    [TOKEN_VERSION_CLAIM]: user.tokenVersion,
    [SESSION_START_CLAIM]: start,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
  return { token, expires: expiresAt.toISOString() };
}

/**
 * The claims of a valid token, or null when it is tampered with, expired or malformed. A token
 * without an expiry or issue time is refused even when its signature is right: it would
 * otherwise be valid for ever.
 */
export async function verifyToken(
  token: string,
  secret: string,
  nowSeconds = Date.now() / 1000,
): Promise<TokenClaims | null> {
  const verified = verifiedTokens.get(secret)?.get(token);
  if (verified !== undefined) return verified.expires > nowSeconds ? verified.claims : null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp', 'iat', TOKEN_VERSION_CLAIM],
      currentDate: new Date(nowSeconds * 1000),
    });
    const userId = Number(payload.sub);
    const tokenVersion = payload[TOKEN_VERSION_CLAIM];
    // Tokens issued before sessions had a start count from their own issue time.
    const sessionStart = payload[SESSION_START_CLAIM] ?? payload.iat;
    if (!Number.isInteger(userId) || userId <= 0) return null;
    if (typeof tokenVersion !== 'number' || !Number.isInteger(tokenVersion)) return null;
    if (typeof sessionStart !== 'number' || !Number.isInteger(sessionStart)) return null;
    if (sessionStart > (payload.iat ?? 0)) return null;
    const claims = { userId, tokenVersion, sessionStart };
    remember(secret, token, { claims, expires: payload.exp ?? 0 });
    return claims;
  } catch {
    return null;
  }
}

/**
 * Tokens whose signature checked out, by secret: a signature is a fact about the token's text,
 * so it is checked once per token and not on each of its requests (the check imports a key and
 * runs HMAC through WebCrypto, a third of a read's CPU). The expiry is still checked every time,
 * and the token version against the user on every request.
 */
const verifiedTokens = new Map<string, Map<string, { claims: TokenClaims; expires: number }>>();
const VERIFIED_LIMIT = 10_000;

function remember(secret: string, token: string, entry: { claims: TokenClaims; expires: number }) {
  let tokens = verifiedTokens.get(secret);
  if (tokens === undefined) {
    tokens = new Map();
    verifiedTokens.set(secret, tokens);
  }
  if (tokens.size >= VERIFIED_LIMIT) tokens.clear();
  tokens.set(token, entry);
}

const keys = new Map<string, KeyObject>();

/** The secret as a key object, made once: jose would otherwise import it on every check. */
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (key === undefined) {
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return key;
}
