import type { Font } from 'fontkit';
import {
  type PDFContext,
  PDFDict,
  type PDFDocument,
  type PDFFont,
  PDFName,
  PDFRawStream,
  type PDFRef,
} from 'pdf-lib';
import { type FontLibrary, familyOf, parseFont } from '../layout/fonts.ts';
import type { FontKey, PositionedGlyph } from './tree.ts';

// pdf-lib's subset embedder (core/embedders/CustomFontSubsetEmbedder.js) only learns glyphs
// through `encodeText`, which shapes the string again with its own layout. We draw the tree's
// glyph ids instead, so we register them the way `encodeText` does: `subset.includeGlyph`
// gives the new id, `glyphs[newId - 1]` feeds the ToUnicode CMap (its `codePoints`) and the
// widths array (its `advanceWidth`), `glyphIdMap` maps old ids to new ones.
//
// The font behind the embedder is fontkit 2, the very Font layout shaped with (parsed once
// per process), not @pdf-lib/fontkit: that fork's TrueType subsetter writes broken outlines
// for Noto Sans (only a few glyphs show in poppler; pdf-lib issues #494, #1232), fontkit 2's
// does not, and pdf-lib reads only metrics and tables both versions share. fontkit 2 subsets
// encode synchronously (`encode()`), so `serializeFont` is replaced per embedder.
//
// Encoding a subset and deflating it (and its ToUnicode CMap) took a good share of every
// export, though a repeat export of a sheet asks for the very same subset. So `embedFontStream`
// and `embedUnicodeCmap` are wrapped as well: the streams pdf-lib writes are kept per font and
// exact glyph list (in subset order, which fixes the subset's glyph ids; the CMap also by the
// glyphs' code points), and each further document gets new stream objects around those bytes.

/** The untyped internals of pdf-lib 1.17's CustomFontSubsetEmbedder that we use. */
interface SubsetEmbedder {
  font: Font;
  subset: { includeGlyph(id: number): number; encode(): Uint8Array };
  glyphs: { id: number; codePoints: number[]; advanceWidth: number }[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate(): void };
  serializeFont(): Promise<Uint8Array>;
  /** Writes the font program stream (FontFile2 / FontFile3) into the document. */
  embedFontStream(context: PDFContext): Promise<PDFRef>;
  /** Writes the ToUnicode CMap stream into the document. */
  embedUnicodeCmap(context: PDFContext): PDFRef;
  /** Writes the CIDFont dictionary (CIDFontType0 for CFF outlines, else CIDFontType2). */
  embedCIDFontDict(context: PDFContext): Promise<PDFRef>;
  isCFF(): boolean;
  /** BaseFont name; read when the font is written at `save()`. */
  customName: string | undefined;
}

// What `registerFontkit` is given: fontkit 2 fonts satisfy what pdf-lib reads of them, but not
// its typings of the older fork.
const layoutFontkit = {
  create: (bytes: Uint8Array) => parseFont(bytes),
} as unknown as Parameters<PDFDocument['registerFontkit']>[0];

/** A finished stream: its dictionary and (compressed) bytes, to copy into any document. */
interface CachedStream {
  dict: PDFDict;
  contents: Uint8Array;
}

/** Bounds the streams kept per font; clearing changes speed only, never output. */
const STREAMS_PER_FONT = 512;
const streams = new WeakMap<Font, Map<string, CachedStream>>();

function streamsOf(font: Font): Map<string, CachedStream> {
  let byKey = streams.get(font);
  if (!byKey) {
    byKey = new Map();
    streams.set(font, byKey);
  }
  return byKey;
}

/** The stream cached for `font` and `key`, added to the document as a new object. */
function addCached(context: PDFContext, font: Font, key: string): PDFRef | undefined {
  const hit = streamsOf(font).get(key);
  return hit && context.register(PDFRawStream.of(hit.dict.clone(context), hit.contents));
}

/** Caches the stream pdf-lib wrote at `ref` for `font` and `key`. */
function remember(context: PDFContext, font: Font, key: string, ref: PDFRef): PDFRef {
  const stream = context.lookup(ref);
  const byKey = streamsOf(font);
  if (stream instanceof PDFRawStream) {
    if (byKey.size >= STREAMS_PER_FONT) byKey.clear();
    byKey.set(key, { dict: stream.dict.clone(), contents: stream.contents });
  }
  return ref;
}

/** One face embedded in a document, which writes glyph ids of the tree as subset ids. */
export class EmbeddedFace {
  private readonly embedder: SubsetEmbedder;
  private readonly hexById = new Map<number, string>();
  private readonly widthById = new Map<number, number>();
  /** The glyph ids registered in the subset, in subset order. */
  private readonly subsetGlyphs: number[] = [];
  private readonly unitsPerEm: number;

  constructor(
    readonly font: PDFFont,
    private readonly postscriptName: string,
  ) {
    // `embedder` is private in pdf-lib's typings; see the note at the top of this file.
    const embedder = (font as unknown as { embedder: SubsetEmbedder }).embedder;
    this.embedder = embedder;
    this.unitsPerEm = embedder.font.unitsPerEm;
    // The subset is encoded at `save()`, after every page has registered its glyphs.
    embedder.serializeFont = () => Promise.resolve(embedder.subset.encode());
    const { embedFontStream, embedUnicodeCmap, embedCIDFontDict } = embedder;
    // pdf-lib writes `/CIDToGIDMap /Identity` on every CIDFont, but PDF (ISO 32000-1, table
    // 117) allows it only on CIDFontType2: on an OTF's CIDFontType0 strict validators and
    // PDF/X checks reject it. The CFF subset fontkit writes is CID-keyed with CID = subset
    // glyph id (its charset is one range from 1), so Identity-H codes reach the right glyphs
    // without a map.
    embedder.embedCIDFontDict = async (context) => {
      const ref = await embedCIDFontDict.call(embedder, context);
      const dict = context.lookup(ref);
      if (embedder.isCFF() && dict instanceof PDFDict) dict.delete(PDFName.of('CIDToGIDMap'));
      return ref;
    };
    embedder.embedFontStream = async (context) => {
      const key = `program ${this.glyphKey()}`;
      return (
        addCached(context, embedder.font, key) ??
        remember(context, embedder.font, key, await embedFontStream.call(embedder, context))
      );
    };
    embedder.embedUnicodeCmap = (context) => {
      const key = `cmap ${this.glyphKey()} ${this.codePointKey()}`;
      return (
        addCached(context, embedder.font, key) ??
        remember(context, embedder.font, key, embedUnicodeCmap.call(embedder, context))
      );
    };
  }

  /** The subset's glyphs (original ids) in subset order: they fix the subset font program. */
  private glyphKey(): string {
    return this.subsetGlyphs.join(',');
  }

  /** The code points of the subset's glyphs, which fix its ToUnicode CMap. */
  private codePointKey(): string {
    return this.embedder.glyphs.map((glyph) => glyph?.codePoints.join('.')).join(',');
  }

  /** The 4-digit hex code (Identity-H) of a glyph, registering it in the subset on first use. */
  hex(glyph: PositionedGlyph): string {
    const known = this.hexById.get(glyph.id);
    if (known !== undefined) return known;
    // .notdef is always glyph 0 of the subset and has no text to map.
    const subsetId = glyph.id === 0 ? 0 : this.register(glyph);
    const hex = subsetId.toString(16).padStart(4, '0');
    this.hexById.set(glyph.id, hex);
    return hex;
  }

  /** Advance width of a glyph of the embedded font, in 1/1000 em as the PDF widths give it. */
  width(id: number): number {
    let width = this.widthById.get(id);
    if (width === undefined) {
      width = (this.embedder.font.getGlyph(id).advanceWidth * 1000) / this.unitsPerEm;
      this.widthById.set(id, width);
    }
    return width;
  }

  private register(glyph: PositionedGlyph): number {
    const e = this.embedder;
    const subsetId = e.subset.includeGlyph(glyph.id);
    this.subsetGlyphs.push(glyph.id);
    // A ligature's glyph carries all its code points, so copy and paste give "fi", not "ﬁ".
    e.glyphs[subsetId - 1] = {
      id: glyph.id,
      codePoints: glyph.codePoints,
      advanceWidth: e.font.getGlyph(glyph.id).advanceWidth,
    };
    e.glyphIdMap.set(glyph.id, subsetId);
    e.glyphCache.invalidate();
    return subsetId;
  }

  /**
   * Names the font `ABCDEF+PostScriptName` as the PDF spec asks of subsets (pdf-lib adds no
   * tag): the tag is a hash of the glyphs used, so equal subsets get equal names.
   */
  tagSubset(): void {
    let hash = 0x811c9dc5;
    for (const id of [...this.hexById.keys()].sort((a, b) => a - b)) {
      hash = Math.imul(hash ^ id, 0x01000193);
    }
    let tag = '';
    for (let i = 0; i < 6; i++) {
      tag += String.fromCharCode(65 + ((hash >>> 0) % 26));
      hash = Math.floor((hash >>> 0) / 26);
    }
    this.embedder.customName = `${tag}+${this.postscriptName}`;
  }
}

/** A face of a family, as the document's faces are keyed: `family/face`. */
export type FaceKey = `${string}/${FontKey}`;

/** The key of a glyph run's face. */
export function faceKey(run: { family: string; fontKey: FontKey }): FaceKey {
  return `${run.family}/${run.fontKey}`;
}

/** Embeds the faces a document uses, each family's face once, subset. */
export async function embedFaces(
  doc: PDFDocument,
  library: FontLibrary,
  runs: Iterable<{ family: string; fontKey: FontKey }>,
): Promise<Map<FaceKey, EmbeddedFace>> {
  doc.registerFontkit(layoutFontkit);
  const faces = new Map<FaceKey, EmbeddedFace>();
  for (const run of runs) {
    const key = faceKey(run);
    if (faces.has(key)) continue;
    const fonts = familyOf(library, run.family);
    const font = await doc.embedFont(fonts.source[run.fontKey], { subset: true });
    // PostScript names hold no spaces; fall back to the key for fonts without one.
    const postscriptName = fonts.faces[run.fontKey].font.postscriptName;
    const name = (postscriptName || `PMS-${run.family}-${run.fontKey}`).replace(/[^!-~]/g, '');
    faces.set(key, new EmbeddedFace(font, name));
  }
  return faces;
}
