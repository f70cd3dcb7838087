import { createHmac, timingSafeEqual } from 'node:crypto';
import { type FontKey, fontFileUrl } from '@pms/sheet';
import { brandFamilyId } from '../fonts/brandFaces.ts';

/** The two resources that have thumbnails. */
export type ThumbnailKind = 'sheets' | 'regional_sheets';

/** The signed thumbnail URL of a sheet at one version, as the presenters put it in `thumbnail`. */
export type SignThumbnail = (kind: ThumbnailKind, id: number, version: number) => string;

/**
 * Whom a link is made for: the user, and their token version then. A password or role change
 * raises the version, and the link stops with the reader's other sessions.
 */
export interface LinkReader {
  id: number;
  tokenVersion: number;
}

/** What a signed thumbnail URL carries: the path's kind and id, and its query. */
export interface ThumbnailLink {
  kind: ThumbnailKind;
  id: number;
  version: number;
  /** The user the link was made for: their access is checked again whenever it loads. */
  reader: number;
  /** The reader's token version when the link was made (`t`). */
  tokenVersion: number;
  /** Unix seconds after which the link is refused. */
  exp: number;
  sig: string;
}

/** What a signed brand font face URL carries (`/fonts/brand-3-bold.ttf?exp=…&u=…&t=…&sig=…`). */
export interface FaceLink {
  familyId: number;
  face: FontKey;
  reader: number;
  tokenVersion: number;
  exp: number;
  sig: string;
}

export interface ThumbnailUrls {
  sign(kind: ThumbnailKind, id: number, version: number, reader: LinkReader): string;
  /** Signs links for one reader, as the presenters of that reader's answer need them. */
  signerFor(reader: LinkReader): SignThumbnail;
  /** True when the signature is ours for exactly this link and the link has not expired. */
  verify(link: ThumbnailLink): boolean;
  /** The signed URL of a brand family's face for one reader, valid as long as a thumbnail's. */
  signFace(familyId: number, face: FontKey, reader: LinkReader): string;
  verifyFace(link: FaceLink): boolean;
}

const DAY_SECONDS = 86_400;

/**
 * Start of the UTC day after tomorrow: every URL signed on one day is the same, so browsers
 * keep their cached image all day, and each stays valid for at least one more full day.
 */
export function thumbnailExpiry(nowMs: number): number {
  return (Math.floor(nowMs / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS;
}

/**
 * Signs and checks thumbnail URLs, which load without a bearer token so that a plain `<img>`
 * can show them. Each link names the user it was made for and their token version, and the
 * route checks that user's access and version on every load, so a link stops working as soon as
 * its reader loses access or their sessions end. The key is derived from the JWT secret for this one purpose, so a thumbnail
 * signature can never pass as a token or anything else signed with that secret. `clock`
 * answers milliseconds like Date.now; tests pass their own.
 */
export function createThumbnailUrls(
  jwtSecret: string,
  clock: () => number = Date.now,
): ThumbnailUrls {
  const key = createHmac('sha256', jwtSecret).update('thumbnail-urls').digest();
  // Fields joined by a character none of them can contain, so no two links sign the same text.
  // A font face link signs its face's name where a thumbnail's has its version, under a kind
  // no thumbnail has: neither can pass as the other.
  const signatureOf = (
    link: Omit<ThumbnailLink, 'sig' | 'kind' | 'version'> & {
      kind: ThumbnailKind | 'brand_fonts';
      version: number | FontKey;
    },
  ) =>
    createHmac('sha256', key)
      .update(
        `${link.kind}\n${link.id}\n${link.version}\n${link.exp}\n${link.reader}\n${link.tokenVersion}`,
      )
      .digest('base64url');
  // Compared as text, not decoded: base64url decoding ignores stray characters and the
  // spare bits of the last one, so a garbled signature could decode to the right bytes.
  const matches = (sig: string, expected: string) => {
    const given = Buffer.from(sig);
    const wanted = Buffer.from(expected);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  };

  const sign = (kind: ThumbnailKind, id: number, version: number, reader: LinkReader) => {
    const exp = thumbnailExpiry(clock());
    const { tokenVersion } = reader;
    const sig = signatureOf({ kind, id, version, exp, reader: reader.id, tokenVersion });
    return `/api/${kind}/${id}/thumbnail.png?v=${version}&exp=${exp}&u=${reader.id}&t=${tokenVersion}&sig=${sig}`;
  };
  return {
    sign,
    signerFor: (reader) => (kind, id, version) => sign(kind, id, version, reader),
    verify(link) {
      if (link.exp * 1000 <= clock()) return false;
      const { sig, ...signed } = link;
      return matches(sig, signatureOf(signed));
    },
    signFace(familyId, face, reader) {
      const exp = thumbnailExpiry(clock());
      const { tokenVersion } = reader;
      const sig = signatureOf({
        kind: 'brand_fonts',
        id: familyId,
        version: face,
        exp,
        reader: reader.id,
        tokenVersion,
      });
      const query = `exp=${exp}&u=${reader.id}&t=${tokenVersion}&sig=${sig}`;
      return `${fontFileUrl(brandFamilyId(familyId), face)}?${query}`;
    },
    verifyFace({ familyId, face, reader, tokenVersion, exp, sig }) {
      if (exp * 1000 <= clock()) return false;
      const signed = {
        kind: 'brand_fonts' as const,
        id: familyId,
        version: face,
        exp,
        reader,
        tokenVersion,
      };
      return matches(sig, signatureOf(signed));
    },
  };
}
