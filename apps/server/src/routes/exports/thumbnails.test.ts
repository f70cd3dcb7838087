import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN } from '../../auth/authenticate.ts';
import { createThumbnailUrls } from '../../exports/thumbnailUrls.ts';
import { NOT_ALLOWED_REGION } from '../../policies/sheetVisibility.ts';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import { INVALID_THUMBNAIL_LINK } from './thumbnails.ts';

interface Listed {
  '@id': string;
  id: number;
  name: string;
  status: string;
  region?: string;
  version: number;
  thumbnail: string;
}

const SIGNED_URL =
  /^\/api\/(sheets|regional_sheets)\/(\d+)\/thumbnail\.png\?v=(\d+)&exp=(\d+)&u=(\d+)&t=(\d+)&sig=([A-Za-z0-9_-]{43})$/;

/** The user a signed link was made for, and their token version then. */
function readerOf(url: string) {
  const match = SIGNED_URL.exec(url);
  return { id: Number(match?.[5]), tokenVersion: Number(match?.[6]) };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
}

/** The URL with one query parameter set to another value. */
function withParam(url: string, name: string, value: string): string {
  const [path, search] = url.split('?');
  const query = new URLSearchParams(search);
  query.set(name, value);
  return `${path}?${query.toString()}`;
}

describe.each(TEST_DATABASES)('sheet thumbnails on $name', ({ name: database }) => {
  let demo: DemoApp;
  let reference: Listed;

  beforeAll(async () => {
    demo = await demoApp(database);
    const sheets = await list('/api/sheets', 'dealer.cz');
    const found = sheets.find((sheet) => sheet.name === 'Reference offer sheet');
    if (!found) throw new Error('the demo has no reference sheet');
    reference = found;
  });

  afterAll(async () => {
    await demo?.close();
  });

  async function list(collection: string, username: string): Promise<Listed[]> {
    const response = await demo.app.inject({
      url: `${collection}?itemsPerPage=100`,
      headers: await demo.login(username),
    });
    expect(response.statusCode).toBe(200);
    return response.json()['hydra:member'];
  }

  /** Loads a URL as an `<img>` would: no Authorization header. */
  const load = (url: string, headers: Record<string, string> = {}) =>
    demo.app.inject({ url, headers });

  async function expectThumbnail(url: string) {
    const response = await load(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    // An <img> of the web app may show it when the API is on another origin.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(pngSize(response.rawPayload)[0]).toBeLessThan(400);
    return response;
  }

  async function expectRefused(url: string) {
    const response = await load(url);
    expect(response.statusCode, url).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/ld\+json/);
    expect(response.json()['hydra:description']).toBe(INVALID_THUMBNAIL_LINK);
  }

  it('answers a thumbnail cached by version to the bearer token', async () => {
    const headers = await demo.login('dealer.cz');
    const url = `${reference['@id']}/thumbnail.png?v=${reference.version}`;
    const first = await demo.app.inject({ url, headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(pngSize(first.rawPayload)[0]).toBeLessThan(400);
    expect(first.headers['cross-origin-resource-policy']).toBe('same-origin');
    const again = await demo.app.inject({
      url,
      headers: { ...headers, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const stale = await demo.app.inject({ url: `${reference['@id']}/thumbnail.png?v=0`, headers });
    expect(stale.headers['cache-control']).toBe('private, no-cache');
  });

  it('shows the variants a search selects: "18 inch" is not the 17-inch image', async () => {
    const admin = await list('/api/sheets', 'admin');
    const wheels = admin.find((sheet) => sheet.name === 'BMW 3 Series – complete winter wheels');
    if (!wheels) throw new Error('the demo has no winter wheels sheet');
    const plain = await expectThumbnail(wheels.thumbnail);
    const eighteen = await expectThumbnail(withParam(wheels.thumbnail, 'search', '18 inch'));
    // The search that selects what the page opens with anyway shares the plain image.
    const seventeen = await expectThumbnail(withParam(wheels.thumbnail, 'search', '17 inch'));
    const nothing = await expectThumbnail(withParam(wheels.thumbnail, 'search', 'winter'));
    expect(eighteen.headers.etag).not.toBe(plain.headers.etag);
    expect(Buffer.compare(eighteen.rawPayload, plain.rawPayload)).not.toBe(0);
    expect(seventeen.headers.etag).toBe(plain.headers.etag);
    expect(nothing.headers.etag).toBe(plain.headers.etag);
  });

  it('shows the reader’s own dealer logo, and no placeholder to one without', async () => {
    const item = await demo.app.inject({
      url: reference['@id'],
      headers: await demo.login('admin'),
    });
    const data = JSON.parse(item.json().data);
    const logo = data.elements.find((element: { type: string }) => element.type === 'logo');
    expect(logo?.config.src ?? null).toBeNull();
    /** The share of the logo box's pixels that are not paper white. */
    const inked = async (username: string) => {
      const response = await demo.app.inject({
        url: `${reference['@id']}/thumbnail.png`,
        headers: await demo.login(username),
      });
      expect(response.statusCode).toBe(200);
      const { data: rgb, info } = await sharp(response.rawPayload)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const scale = info.width / 595.28;
      const { left, top, width, height } = logo.config.style;
      let ink = 0;
      let all = 0;
      for (let y = Math.ceil(top * scale); y < Math.floor((top + height) * scale); y++) {
        for (let x = Math.ceil(left * scale); x < Math.floor((left + width) * scale); x++) {
          const at = (y * info.width + x) * 3;
          all++;
          if (Math.min(rgb[at] ?? 0, rgb[at + 1] ?? 0, rgb[at + 2] ?? 0) < 200) ink++;
        }
      }
      return { share: ink / all, etag: String(response.headers.etag) };
    };
    const dealer = await inked('dealer.cz');
    const admin = await inked('admin');
    // dealer.cz has a BMW logo: it fills part of the box. The admin has none, and the dashed
    // placeholder is the designer's aid only: the box stays paper.
    expect(dealer.share).toBeGreaterThan(0.05);
    expect(admin.share).toBe(0);
    expect(dealer.etag).not.toBe(admin.etag);
  });

  it('signs every thumbnail it presents, in lists and items', async () => {
    const [, kind, id, version] = SIGNED_URL.exec(reference.thumbnail) ?? [];
    expect([kind, Number(id), Number(version)]).toEqual([
      'sheets',
      reference.id,
      reference.version,
    ]);
    const item = await demo.app.inject({
      url: reference['@id'],
      headers: await demo.login('dealer.cz'),
    });
    expect(item.json().thumbnail).toBe(reference.thumbnail);
    for (const copy of await list('/api/regional_sheets', 'dealer.cz')) {
      expect(copy.thumbnail).toMatch(SIGNED_URL);
      expect(copy.thumbnail.startsWith(`/api/regional_sheets/${copy.id}/thumbnail.png?`)).toBe(
        true,
      );
    }
  });

  it('loads a dealer’s signed thumbnail without a token, and again by ETag', async () => {
    const first = await expectThumbnail(reference.thumbnail);
    const again = await load(reference.thumbnail, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('loads the admin’s signed thumbnails, also of sheets dealers may not see', async () => {
    const sheets = await list('/api/sheets', 'admin');
    const locked = sheets.find((sheet) => sheet.status === 'locked');
    expect(locked).toBeDefined();
    await expectThumbnail(locked?.thumbnail ?? '');
    // Without the signature the same sheet stays hidden from a dealer.
    const hidden = await demo.app.inject({
      url: `${locked?.['@id']}/thumbnail.png`,
      headers: await demo.login('dealer.cz'),
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('loads a signed regional thumbnail without a token', async () => {
    const [copy] = await list('/api/regional_sheets', 'dealer.cz');
    expect(copy?.region).toBe('cz');
    await expectThumbnail(copy?.thumbnail ?? '');
  });

  it('refuses a signed URL with any part changed, with a message', async () => {
    const url = reference.thumbnail;
    const other = (await list('/api/sheets', 'admin')).find((sheet) => sheet.id !== reference.id);
    const sig = new URLSearchParams(url.split('?')[1]).get('sig') ?? '';
    const exp = Number(new URLSearchParams(url.split('?')[1]).get('exp'));
    const garbled = `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
    for (const changed of [
      url.replace(`/sheets/${reference.id}/`, `/sheets/${other?.id}/`),
      url.replace('/api/sheets/', '/api/regional_sheets/'),
      withParam(url, 'v', String(reference.version + 1)),
      withParam(url, 'exp', String(exp + 86_400)),
      withParam(url, 'u', String(readerOf(url).id + 1)),
      url.replace(/u=\d+&/, ''),
      withParam(url, 't', String(readerOf(url).tokenVersion + 1)),
      url.replace(/t=\d+&/, ''),
      withParam(url, 'sig', garbled),
      withParam(url, 'sig', sig.slice(0, -2)),
      withParam(url, 'sig', ''),
      url.replace(/v=\d+&/, ''),
      url.replace(/exp=\d+&/, ''),
    ]) {
      await expectRefused(changed);
    }
  });

  it('refuses a bad signature even alongside a valid token', async () => {
    const response = await demo.app.inject({
      url: withParam(reference.thumbnail, 'sig', 'x'.repeat(43)),
      headers: await demo.login('dealer.cz'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()['hydra:description']).toBe(INVALID_THUMBNAIL_LINK);
  });

  it('answers malformed input with a 400, not a 500', async () => {
    const tooLong = await load(withParam(reference.thumbnail, 'sig', 'a'.repeat(201)));
    expect(tooLong.statusCode).toBe(400);
    const notANumber = await load(withParam(reference.thumbnail, 'exp', 'tomorrow'));
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json()['hydra:description']).toBe('exp must be a time in Unix seconds.');
  });

  it('refuses a signed URL whose exp has passed', async () => {
    const threeDaysAgo = Date.now() - 3 * 86_400_000;
    const signer = createThumbnailUrls(demo.app.jwtSecret, () => threeDaysAgo);
    const expired = signer.sign(
      'sheets',
      reference.id,
      reference.version,
      readerOf(reference.thumbnail),
    );
    expect(Number(SIGNED_URL.exec(expired)?.[4]) * 1000).toBeLessThan(Date.now());
    await expectRefused(expired);
  });

  it('serves the current image, uncached, for a signed URL of an older version', async () => {
    const admin = await demo.login('admin');
    const leasing = (await list('/api/sheets', 'admin')).find(
      (sheet) => sheet.name === 'BMW 5 Series – business leasing',
    );
    const saved = await demo.app.inject({
      method: 'PUT',
      url: leasing?.['@id'] ?? '',
      headers: admin,
      payload: { details: 'Saved again for a new version', version: leasing?.version },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().thumbnail).toMatch(`v=${(leasing?.version ?? 0) + 1}&`);
    const old = await load(leasing?.thumbnail ?? '');
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toBe('image/png');
    expect(old.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 404 for a signed URL of a sheet that no longer exists', async () => {
    const signer = createThumbnailUrls(demo.app.jwtSecret);
    const gone = await load(
      signer.sign('regional_sheets', 999_999, 1, readerOf(reference.thumbnail)),
    );
    expect(gone.statusCode).toBe(404);
    expect(gone.json()['hydra:description']).toBe('The regional sheet was not found.');
  });

  it('keeps asking for a login without a signature', async () => {
    for (const url of [
      `${reference['@id']}/thumbnail.png?v=${reference.version}`,
      `${reference['@id']}/thumbnail.png`,
      reference.thumbnail.replace(/&sig=.*$/, ''),
    ]) {
      const response = await load(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()['hydra:description']).toBe(NOT_LOGGED_IN);
    }
    const polish = (await list('/api/regional_sheets', 'admin')).find(
      (copy) => copy.region === 'pl',
    );
    const otherRegion = await demo.app.inject({
      url: `${polish?.['@id']}/thumbnail.png`,
      headers: await demo.login('dealer.cz'),
    });
    expect(otherRegion.statusCode).toBe(403);
    expect(otherRegion.json()['hydra:description']).toBe(NOT_ALLOWED_REGION);
  });

  it('stops a link working as soon as its reader loses access to the sheet', async () => {
    const admin = await demo.login('admin');
    const [copy] = await list('/api/regional_sheets', 'dealer.cz');
    await expectThumbnail(copy?.thumbnail ?? '');
    const lock = async (status: string) => {
      const current = await demo.app.inject({ url: copy?.['@id'] ?? '', headers: admin });
      const saved = await demo.app.inject({
        method: 'PUT',
        url: copy?.['@id'] ?? '',
        headers: admin,
        payload: { status, version: current.json().version },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await lock('locked');
    try {
      const hidden = await load(copy?.thumbnail ?? '');
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()['hydra:description']).toBe('The regional sheet was not found.');
    } finally {
      await lock('unlocked');
    }
  });

  it('stops a link working when its reader moves region or is deleted', async () => {
    const admin = await demo.login('admin');
    const created = await demo.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { username: 'thumbnail.reader', password: 'secret', roles: ['REGION_CZ'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json();
    const login = await demo.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'thumbnail.reader', password: 'secret' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const listed = await demo.app.inject({ url: '/api/regional_sheets', headers });
    const thumbnail = listed.json()['hydra:member'][0].thumbnail as string;
    await expectThumbnail(thumbnail);

    const moved = await demo.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: admin,
      payload: { roles: ['REGION_PL'], version: user.version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The role change ended the reader's sessions, and their links with them.
    await expectRefused(thumbnail);
    // A link of the reader's new token version still checks their access: the CZ copy is not
    // theirs any more.
    const reader = readerOf(thumbnail);
    const afterMove = demo.app.thumbnailUrls.sign(
      'regional_sheets',
      Number(SIGNED_URL.exec(thumbnail)?.[2]),
      1,
      { id: reader.id, tokenVersion: reader.tokenVersion + 1 },
    );
    const otherRegion = await load(afterMove);
    expect(otherRegion.statusCode).toBe(403);
    expect(otherRegion.json()['hydra:description']).toBe(NOT_ALLOWED_REGION);

    const deleted = await demo.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    await expectRefused(thumbnail);
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
    return {
      id: created.json().id as number,
      version: created.json().version as number,
      headers: { authorization: `Bearer ${login.json().token}` },
    };
  }

  /** The signed thumbnail of the first copy in the reader's list. */
  async function firstThumbnail(headers: { authorization: string }): Promise<string> {
    const listed = await demo.app.inject({ url: '/api/regional_sheets', headers });
    expect(listed.statusCode).toBe(200);
    return listed.json()['hydra:member'][0].thumbnail;
  }

  const changePassword = (headers: { authorization: string }) =>
    demo.app.inject({
      method: 'POST',
      url: '/auth/change_password',
      headers,
      payload: { old_password: 'first secret', new_password: 'second secret' },
    });

  it("stops a reader's links with their sessions: their password change, not another's", async () => {
    const reader = await newReader('thumbnail.sessions');
    const other = await newReader('thumbnail.other');
    const link = await firstThumbnail(reader.headers);
    const otherLink = await firstThumbnail(other.headers);
    await expectThumbnail(link);
    await expectThumbnail(otherLink);

    expect((await changePassword(other.headers)).statusCode).toBe(200);
    await expectRefused(otherLink);
    await expectThumbnail(link);

    const changed = await changePassword(reader.headers);
    expect(changed.statusCode).toBe(200);
    await expectRefused(link);
    // The new session's links work: the list is signed for the token version the reader has now.
    const fresh = await firstThumbnail({ authorization: `Bearer ${changed.json().token}` });
    expect(fresh).not.toBe(link);
    await expectThumbnail(fresh);
  });

  it("stops a reader's links when an admin changes their roles, even to ones that see the sheet", async () => {
    const reader = await newReader('thumbnail.promoted');
    const link = await firstThumbnail(reader.headers);
    await expectThumbnail(link);
    const promoted = await demo.app.inject({
      method: 'PUT',
      url: `/api/users/${reader.id}`,
      headers: await demo.login('admin'),
      payload: { roles: ['ROLE_REGIONADMIN', 'REGION_CZ'], version: reader.version },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    await expectRefused(link);
  });
});
