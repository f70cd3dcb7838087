import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThumbnailUrls } from '../exports/thumbnailUrls.ts';
import { type DemoApp, demoApp } from '../test/demoApp.ts';
import { TEST_DATABASES } from '../test/testApp.ts';
import { multipart } from '../test/uploadTesting.ts';
import { BRAND_FONT_LOGIN, INVALID_FONT_LINK } from './brandFontFiles.ts';

// DejaVu Serif stands in for a licensed brand font.
const require = createRequire(import.meta.url);
const dejavu = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = readFileSync(join(dejavu, 'DejaVuSerif.ttf'));
const BOLD = readFileSync(join(dejavu, 'DejaVuSerif-Bold.ttf'));

const SIGNED_FACE =
  /^\/fonts\/brand-(\d+)-(regular|bold|italic|bold-italic)\.ttf\?exp=(\d+)&u=(\d+)&t=(\d+)&sig=[\w-]{43}$/;
const ROLES = ['dealer.cz', 'regionadmin.cz', 'admin'] as const;

type FaceUrls = Record<'regular' | 'bold' | 'italic' | 'boldItalic', string>;

/** The URL with one query parameter set to another value. */
function withParam(url: string, name: string, value: string): string {
  const [path, search] = url.split('?');
  const query = new URLSearchParams(search);
  query.set(name, value);
  return `${path}?${query.toString()}`;
}

describe.each(TEST_DATABASES)('brand font files on $name', ({ name: database }) => {
  let demo: DemoApp;
  let family: { '@id': string; id: number; fontFamily: string; faceUrls: FaceUrls };

  beforeAll(async () => {
    demo = await demoApp(database);
    const admin = await demo.login('admin');
    const created = await demo.app.inject({
      method: 'POST',
      url: '/api/font_families',
      headers: admin,
      payload: { name: 'Licensed Serif' },
    });
    expect(created.statusCode, created.body).toBe(201);
    family = created.json();
    for (const [face, bytes] of [
      ['regular', REGULAR],
      ['bold', BOLD],
    ] as const) {
      const form = await multipart([{ name: `${face}.ttf`, bytes }], { face });
      const uploaded = await demo.app.inject({
        method: 'POST',
        url: `${family['@id']}/faces`,
        headers: { ...admin, ...form.headers },
        payload: form.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
    }
    const assigned = await demo.app.inject({
      method: 'PUT',
      url: '/api/ci_fonts/bmw',
      headers: admin,
      payload: { family: family['@id'] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  });

  afterAll(async () => {
    await demo?.close();
  });

  const load = (url: string, headers: Record<string, string> = {}) =>
    demo.app.inject({ url, headers });

  async function expectRefused(url: string) {
    const response = await load(url);
    expect(response.statusCode, url).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/ld\+json/);
    expect(response.json()['hydra:description']).toBe(INVALID_FONT_LINK);
  }

  /** The faces' URLs of the test family as /api/font_choices hands them to a user. */
  async function choiceUrls(headers: Record<string, string>): Promise<FaceUrls> {
    const response = await load('/api/font_choices', headers);
    expect(response.statusCode, response.body).toBe(200);
    const choice = (
      response.json()['hydra:member'] as { fontFamily: string; faceUrls: FaceUrls }[]
    ).find((member) => member.fontFamily === family.fontFamily);
    if (!choice) throw new Error('the family is not among the font choices');
    return choice.faceUrls;
  }

  it('refuses a brand face to an anonymous caller with a sentence, but serves the open fonts', async () => {
    for (const url of [
      `/fonts/${family.fontFamily}-regular.ttf`,
      `/fonts/${family.fontFamily}-bold-italic.ttf`,
      // A guessed id tells nothing: the same answer as for a family that exists.
      '/fonts/brand-999999-regular.ttf',
    ]) {
      const response = await load(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/ld\+json/);
      expect(response.json()['hydra:description']).toBe(BRAND_FONT_LOGIN);
    }
    const open = await load('/fonts/noto-sans-regular.ttf');
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('font/ttf');
  });

  it.each(ROLES)(
    'serves %s the uploaded bytes by token and by the signed URLs of each answer',
    async (username) => {
      const headers = await demo.login(username);
      const byToken = await load(`/fonts/${family.fontFamily}-bold.ttf`, headers);
      expect(byToken.statusCode).toBe(200);
      expect(byToken.rawPayload.equals(BOLD)).toBe(true);
      // Private: no shared cache may hand a licensed face to someone else.
      expect(byToken.headers['cache-control']).toBe('private, no-cache');

      const choices = await choiceUrls(headers);
      const ciFonts = await load('/api/ci_fonts', headers);
      const bmw = (ciFonts.json()['hydra:member'] as { ci: string; faceUrls: FaceUrls }[]).find(
        (entry) => entry.ci === 'bmw',
      );
      const answers = [choices, bmw?.faceUrls];
      if (username === 'admin') answers.push((await load(family['@id'], headers)).json().faceUrls);
      for (const urls of answers) {
        if (!urls) throw new Error('an answer has no faceUrls');
        for (const [url, bytes] of [
          [urls.regular, REGULAR],
          [urls.bold, BOLD],
          // The family has no italic: its stand-in, the regular, is served.
          [urls.italic, REGULAR],
        ] as const) {
          const match = SIGNED_FACE.exec(url);
          expect(match, url).not.toBeNull();
          expect(Number(match?.[1])).toBe(family.id);
          const served = await load(url);
          expect(served.statusCode, url).toBe(200);
          expect(served.headers['content-type']).toBe('font/ttf');
          expect(served.rawPayload.equals(bytes)).toBe(true);
        }
      }
    },
  );

  it('hands out the same signed URL all day, valid for at least a day more', async () => {
    const headers = await demo.login('dealer.cz');
    const first = await choiceUrls(headers);
    const second = await choiceUrls(headers);
    expect(second).toEqual(first);
    const exp = Number(SIGNED_FACE.exec(first.regular)?.[3]);
    expect(exp * 1000).toBeGreaterThan(Date.now() + 86_400_000);
    // Another user's links are their own.
    expect((await choiceUrls(await demo.login('admin'))).regular).not.toBe(first.regular);
  });

  it('refuses a tampered, borrowed or expired signature', async () => {
    const urls = await choiceUrls(await demo.login('dealer.cz'));
    const match = SIGNED_FACE.exec(urls.regular);
    const reader = { id: Number(match?.[4]), tokenVersion: Number(match?.[5]) };
    const sig = new URLSearchParams(urls.regular.split('?')[1]).get('sig') ?? '';
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    await expectRefused(withParam(urls.regular, 'sig', flipped));
    // A regular face's signature does not open the bold face, nor another user's name.
    await expectRefused(urls.regular.replace('-regular.ttf', '-bold.ttf'));
    await expectRefused(withParam(urls.regular, 'u', String(reader.id + 1)));
    await expectRefused(withParam(urls.regular, 't', String(reader.tokenVersion + 1)));
    await expectRefused(urls.regular.replace(/&t=\d+/, ''));
    await expectRefused(withParam(urls.regular, 'exp', String(Number.MAX_SAFE_INTEGER)));
    // Refused even alongside a valid token: a broken link is reported, not papered over.
    const withToken = await load(
      withParam(urls.regular, 'sig', flipped),
      await demo.login('admin'),
    );
    expect(withToken.statusCode).toBe(403);

    const threeDaysAgo = Date.now() - 3 * 86_400_000;
    const expired = createThumbnailUrls(demo.app.jwtSecret, () => threeDaysAgo).signFace(
      family.id,
      'regular',
      reader,
    );
    await expectRefused(expired);
    // A thumbnail link's signature never opens a font.
    const thumbnail = demo.app.thumbnailUrls.sign('sheets', family.id, 1, reader);
    const thumbnailSig = new URLSearchParams(thumbnail.split('?')[1]).get('sig') ?? '';
    await expectRefused(withParam(urls.regular, 'sig', thumbnailSig));

    const badExp = await load(withParam(urls.regular, 'exp', 'tomorrow'));
    expect(badExp.statusCode).toBe(400);
    expect(badExp.json()['hydra:description']).toBe('exp must be a time in Unix seconds.');
  });

  it("stops a deleted user's links working", async () => {
    const admin = await demo.login('admin');
    const created = await demo.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { username: 'font.reader', password: 'secret', roles: ['REGION_CZ'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const login = await demo.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'font.reader', password: 'secret' },
    });
    const urls = await choiceUrls({ authorization: `Bearer ${login.json().token}` });
    const before = await load(urls.bold);
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload.equals(BOLD)).toBe(true);

    const deleted = await demo.app.inject({
      method: 'DELETE',
      url: `/api/users/${created.json().id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    await expectRefused(urls.bold);
    await expectRefused(urls.regular);
  });

  /** A new account of its own, logged in: its own sessions to end. */
  async function newReader(username: string) {
    const created = await demo.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: await demo.login('admin'),
      payload: { username, password: 'first secret', roles: ['REGION_CZ'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const login = await demo.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username, password: 'first secret' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    return {
      id: created.json().id as number,
      version: created.json().version as number,
      headers,
      urls: await choiceUrls(headers),
    };
  }

  const changePassword = (headers: { authorization: string }) =>
    demo.app.inject({
      method: 'POST',
      url: '/auth/change_password',
      headers,
      payload: { old_password: 'first secret', new_password: 'second secret' },
    });

  async function expectFace(url: string, bytes: Buffer) {
    const response = await load(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
  }

  it("stops a reader's links with their sessions: their password change, not another's", async () => {
    const reader = await newReader('font.sessions');
    const other = await newReader('font.other');
    await expectFace(reader.urls.bold, BOLD);
    await expectFace(other.urls.bold, BOLD);

    expect((await changePassword(other.headers)).statusCode).toBe(200);
    await expectRefused(other.urls.bold);
    await expectFace(reader.urls.bold, BOLD);

    const changed = await changePassword(reader.headers);
    expect(changed.statusCode).toBe(200);
    await expectRefused(reader.urls.bold);
    await expectRefused(reader.urls.regular);
    // The new session's links work.
    const fresh = await choiceUrls({ authorization: `Bearer ${changed.json().token}` });
    expect(fresh.bold).not.toBe(reader.urls.bold);
    await expectFace(fresh.bold, BOLD);
  });

  it("stops a reader's links when an admin changes their roles", async () => {
    const reader = await newReader('font.promoted');
    await expectFace(reader.urls.regular, REGULAR);
    const promoted = await demo.app.inject({
      method: 'PUT',
      url: `/api/users/${reader.id}`,
      headers: await demo.login('admin'),
      payload: { roles: ['ROLE_REGIONADMIN', 'REGION_CZ'], version: reader.version },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    await expectRefused(reader.urls.regular);
  });
});
