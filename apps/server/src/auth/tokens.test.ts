import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { issueToken, sessionEnd, verifyToken } from './tokens.ts';

const SECRET = 'a-secret-of-enough-length-for-hs256-tests';
const user = { id: 3, tokenVersion: 2 };
const HOUR = { hours: 1, sessionMaxDays: 30 };
const DAY_MS = 86_400_000;

describe('verifyToken', () => {
  it('reads the claims of a token it signed, again and again', async () => {
    const now = new Date('2026-11-29T10:00:00Z');
    const { token } = await issueToken(user, SECRET, HOUR, { now });
    const claims = { userId: 3, tokenVersion: 2, sessionStart: now.getTime() / 1000 };
    const at = now.getTime() / 1000 + 60;
    expect(await verifyToken(token, SECRET, at)).toEqual(claims);
    expect(await verifyToken(token, SECRET, at)).toEqual(claims);
  });

  it('refuses a token once it expires, also after it was checked before', async () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const { token } = await issueToken(user, SECRET, HOUR, { now: issued });
    const at = (ms: number) => (issued.getTime() + ms) / 1000;
    expect(await verifyToken(token, SECRET, at(3_599_000))).not.toBeNull();
    expect(await verifyToken(token, SECRET, at(3_600_000))).toBeNull();
  });

  it('refuses the token under another secret, also after it was checked under its own', async () => {
    const { token } = await issueToken(user, SECRET, HOUR);
    expect(await verifyToken(token, SECRET)).not.toBeNull();
    expect(await verifyToken(token, `${SECRET}-other`)).toBeNull();
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const { token } = await issueToken(user, SECRET, HOUR);
    expect(await verifyToken(token, SECRET)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    expect(await verifyToken(`${header}.${forged}.${signature}`, SECRET)).toBeNull();
  });
});

describe('the session a token belongs to', () => {
  const login = new Date('2026-11-01T08:00:00Z');
  const loginSeconds = login.getTime() / 1000;
  const lifetime = { hours: 12, sessionMaxDays: 30 };

  it('is kept by every renewal, whose expiry never passes the session end', async () => {
    const first = await issueToken(user, SECRET, lifetime, { now: login });
    let claims = await verifyToken(first.token, SECRET, loginSeconds + 1);
    expect(claims?.sessionStart).toBe(loginSeconds);
    // Renewed every 11 hours, as a browser left open does: the chain ends on day 30.
    let expires = first.expires;
    for (let hour = 11; claims !== null; hour += 11) {
      const now = new Date(login.getTime() + hour * 3_600_000);
      const renewed = await issueToken(user, SECRET, lifetime, {
        now,
        sessionStart: claims.sessionStart,
      });
      expires = renewed.expires;
      claims = await verifyToken(renewed.token, SECRET, now.getTime() / 1000 + 10 * 3_600);
      if (claims) expect(claims.sessionStart).toBe(loginSeconds);
    }
    const end = sessionEnd(loginSeconds, 30) * 1000;
    expect(Date.parse(expires)).toBe(end);
    expect(end - login.getTime()).toBe(30 * DAY_MS);
  });

  it('caps a renewal near the end at the session end', async () => {
    const now = new Date(login.getTime() + 30 * DAY_MS - 3_600_000);
    const renewed = await issueToken(user, SECRET, lifetime, { now, sessionStart: loginSeconds });
    expect(Date.parse(renewed.expires)).toBe(login.getTime() + 30 * DAY_MS);
    const end = sessionEnd(loginSeconds, 30);
    expect(await verifyToken(renewed.token, SECRET, end - 1)).not.toBeNull();
    expect(await verifyToken(renewed.token, SECRET, end)).toBeNull();
  });

  it('begins at the issue time of a token made before sessions had a start', async () => {
    const iat = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ tokenVersion: 2 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('3')
      .setIssuer('print-and-mediaservice')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(new TextEncoder().encode(SECRET));
    expect((await verifyToken(token, SECRET))?.sessionStart).toBe(iat);
  });
});
