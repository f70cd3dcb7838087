import { jwtVerify, SignJWT } from 'jose';

export interface IssuedToken {
  token: string;
  /** ISO 8601 time after which the token is refused. */
  expires: string;
}

const ISSUER = 'print-and-mediaservice';

/** A signed token naming the user; the user's roles are read fresh on every request. */
export async function issueToken(
  userId: number,
  secret: string,
  lifetimeHours: number,
  now = new Date(),
): Promise<IssuedToken> {
  const expiresAt = new Date(now.getTime() + lifetimeHours * 3_600_000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
  return { token, expires: expiresAt.toISOString() };
}

/** The user id in a valid token, or null when it is tampered with, expired or malformed. */
export async function verifyToken(token: string, secret: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
