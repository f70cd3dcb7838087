import { describe, expect, it } from 'vitest';
import { issueToken, verifyToken } from './tokens.ts';

const SECRET = 'a-secret-of-enough-length-for-hs256-tests';
const user = { id: 3, tokenVersion: 2 };

describe('verifyToken', () => {
  it('reads the claims of a token it signed, again and again', async () => {
    const { token } = await issueToken(user, SECRET, 1);
    expect(await verifyToken(token, SECRET)).toEqual({ userId: 3, tokenVersion: 2 });
    expect(await verifyToken(token, SECRET)).toEqual({ userId: 3, tokenVersion: 2 });
  });

  it('refuses a token once it expires, also after it was checked before', async () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const { token } = await issueToken(user, SECRET, 1, issued);
    const at = (ms: number) => (issued.getTime() + ms) / 1000;
    expect(await verifyToken(token, SECRET, at(3_599_000))).not.toBeNull();
    expect(await verifyToken(token, SECRET, at(3_600_000))).toBeNull();
  });

  it('refuses the token under another secret, also after it was checked under its own', async () => {
    const { token } = await issueToken(user, SECRET, 1);
    expect(await verifyToken(token, SECRET)).not.toBeNull();
    expect(await verifyToken(token, `${SECRET}-other`)).toBeNull();
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const { token } = await issueToken(user, SECRET, 1);
    expect(await verifyToken(token, SECRET)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    expect(await verifyToken(`${header}.${forged}.${signature}`, SECRET)).toBeNull();
  });
});
