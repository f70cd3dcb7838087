import {
  A4,
  type DealerProfile,
  type ImageAsset,
  layoutSheetPage,
  pageCount,
  parseSheetData,
  renderSvg,
  type SheetData,
} from '@pms/sheet';
import { openFonts, qrSafePngDpi } from '@pms/sheet/node';
import { sheetLanguage } from '@pms/sheet/regions';
import { Resvg } from '@resvg/resvg-js';
import * as mupdf from 'mupdf';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../test/demoApp.ts';

// What the designer draws is what every export holds. For every demo sheet a user may open,
// the page is laid out as the web app's designer does it (the sheet and the dealer's logo as
// the API answers them, images measured from the /media files), drawn as the designer's SVG,
// and compared with the PDF and the PNG that the same user exports: the same images in the
// same places, the same text, and, for the PNG, the same pixels. Designer aids (placeholders)
// are in the designer's SVG only.

const fonts = openFonts();
const PNG_DPI = 150;

interface Placed {
  src: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface SheetRef {
  iri: string;
  name: string;
}

/** The attributes of one SVG/XML start tag. */
function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) out[match[1] ?? ''] = match[2] ?? '';
  return out;
}

const unescapeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** The designer SVG's images (page coordinates: one page, no bleed) and non-aid texts. */
function designerContent(svg: string): { images: Placed[]; text: string; aidText: string } {
  const images = [...svg.matchAll(/<image [^>]*>/g)].map(([tag]) => {
    const a = attributes(tag);
    return {
      src: unescapeXml(a.href ?? ''),
      x: Number(a.x),
      y: Number(a.y),
      width: Number(a.width),
      height: Number(a.height),
    };
  });
  let text = '';
  let aidText = '';
  for (const [tag] of svg.matchAll(/<g aria-label="[^"]*"[^>]*>/g)) {
    const a = attributes(tag);
    if ('data-aid' in a) aidText += unescapeXml(a['aria-label'] ?? '');
    else text += unescapeXml(a['aria-label'] ?? '');
  }
  return { images, text, aidText };
}

/**
 * The designer SVG as an export should draw it: aids removed, images inlined from `inline`
 * (data: URLs by the URL the designer links).
 */
function withoutAidsInlined(svg: string, inline: ReadonlyMap<string, string>): string {
  return svg
    .replace(/<g aria-label="[^"]*" data-aid=""[^>]*>(?:<use [^>]*\/>)*<\/g>/g, '')
    .replace(/<(?:path|rect|line) [^>]*data-aid=""[^>]*\/>/g, '')
    .replace(/<image href="([^"]*)"/g, (_, href: string) => {
      const data = inline.get(unescapeXml(href));
      if (!data) throw new Error(`the designer drew ${href}, which the test did not load`);
      return `<image href="${data}"`;
    });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
}

/** Non-whitespace characters, sorted: text compared regardless of line breaks and order. */
const letters = (text: string) => [...text.replace(/\s+/g, '')].sort().join('');

/**
 * Every image a PDF page paints, in page coordinates (points from the trim's top-left corner:
 * a print PDF's media box adds the bleed and the crop marks' area), with its pixel size.
 */
function pdfImages(page: mupdf.Page) {
  const [left, top] = page.getBounds('TrimBox');
  const found: { x: number; y: number; width: number; height: number; pixels: number[] }[] = [];
  const device = new mupdf.Device({
    fillImage(image, ctm) {
      // The image's unit square through the CTM, in mupdf's device space (y down, from the
      // top-left corner); our PDF places images unrotated.
      const [a, , , d, e, f] = ctm;
      found.push({
        x: e - (left ?? 0),
        y: f - (top ?? 0),
        width: a,
        height: d,
        pixels: [image.getWidth(), image.getHeight()],
      });
    },
  });
  page.run(device, mupdf.Matrix.identity);
  device.close();
  return found;
}

/** A PNG's pixels as RGB on white, resized to `size` when given. */
async function rgbOf(
  png: Uint8Array,
  size?: { width: number; height: number },
): Promise<{ width: number; height: number; rgb: Uint8Array }> {
  const image = sharp(png);
  if (size) image.resize(size.width, size.height, { fit: 'fill' });
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgb: new Uint8Array(data) };
}

describe('every export holds what the designer draws', () => {
  let demo: DemoApp;
  /** Image files as the browser loads them, by URL. */
  const files = new Map<string, ImageAsset>();
  /**
   * The same files at a quarter of their size as data: URLs, for drawing the designer's SVG
   * at a quarter of the PNG's resolution: resvg then decodes small files, not 2600 px photos.
   */
  const quarterFiles = new Map<string, string>();

  beforeAll(async () => {
    demo = await demoApp('pglite');
  });

  afterAll(async () => {
    await demo?.close();
  });

  async function get(path: string, username: string) {
    const response = await demo.app.inject({ url: path, headers: await demo.login(username) });
    expect(response.statusCode, path).toBe(200);
    return response;
  }

  /** An image as the designer has it: the file from /media, measured. */
  async function loadFile(src: string, username: string): Promise<ImageAsset> {
    const known = files.get(src);
    if (known) return known;
    const bytes = new Uint8Array((await get(src, username)).rawPayload);
    const meta = await sharp(bytes).metadata();
    const asset: ImageAsset = {
      src,
      width: meta.width ?? 0,
      height: meta.height ?? 0,
      mimeType: meta.format === 'png' ? 'image/png' : 'image/jpeg',
      bytes,
    };
    files.set(src, asset);
    const quarter = await sharp(bytes)
      .resize(Math.max(1, Math.round(asset.width / 4)))
      .png()
      .toBuffer();
    quarterFiles.set(src, `data:image/png;base64,${quarter.toString('base64')}`);
    return asset;
  }

  async function sheetsOf(username: string): Promise<SheetRef[]> {
    const refs: SheetRef[] = [];
    for (const path of ['/api/sheets', '/api/regional_sheets']) {
      const members = (await get(`${path}?itemsPerPage=100`, username)).json()['hydra:member'] as {
        '@id': string;
        name: string;
      }[];
      for (const member of members) refs.push({ iri: member['@id'], name: member.name });
    }
    return refs;
  }

  /** What the designer shows: sheet data, images and the dealer's logo, as the web app loads them. */
  async function designerInputs(sheet: SheetRef, username: string, hnr: string | null) {
    const body = (await get(sheet.iri, username)).json();
    const data: SheetData = parseSheetData(JSON.parse(body.data));
    // A copy's text is hyphenated in its region's language, as the designer does it.
    const language = sheetLanguage(body.region);
    const images = new Map<string, ImageAsset>();
    for (const page of [data, ...data.additional_pages]) {
      for (const element of page.elements) {
        const url = (element.config as { src?: { contentUrl?: string } | null }).src?.contentUrl;
        if (url) images.set(url, await loadFile(url, username));
      }
    }
    let dealerLogo: ImageAsset | null = null;
    if (hnr) {
      const logos = (await get(`/api/dealer_logos?hnr=${hnr}`, username)).json()[
        'hydra:member'
      ] as { brand: string; contentUrl: string }[];
      const logo = logos.find((l) => l.brand.toLowerCase() === data.ci.toLowerCase());
      if (logo) dealerLogo = await loadFile(logo.contentUrl, username);
    }
    // The dealer's profile fills the texts bound to it, in the designer as in every export.
    const profiles = (await get('/api/dealer_profiles', username)).json()['hydra:member'] as (
      | DealerProfile
      | undefined
    )[];
    const dealerProfile = hnr ? (profiles[0] ?? null) : null;
    return { data, images, dealerLogo, dealerProfile, language };
  }

  async function exported(
    username: string,
    sheet: string,
    format: 'print' | 'screen' | 'png',
    page: number,
  ) {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: await demo.login(username),
      payload:
        format === 'png' ? { sheet, format, page } : { sheet, format: 'pdf', pdf: format, page },
    });
    expect(response.statusCode, `${format} of ${sheet} page ${page}`).toBe(200);
    return new Uint8Array(response.rawPayload);
  }

  for (const [username, hnr] of [
    ['admin', null],
    ['dealer.cz', '41001'],
  ] as const) {
    it(`as ${username}: the same images, texts and pixels in the designer, the PDF and the PNG`, async () => {
      const sheets = await sheetsOf(username);
      expect(sheets.length).toBeGreaterThan(3);
      let dealerLogosDrawn = 0;
      let aidsSeen = 0;
      let profilesDrawn = 0;
      for (const sheet of sheets) {
        const { data, images, dealerLogo, dealerProfile, language } = await designerInputs(
          sheet,
          username,
          hnr,
        );
        for (let index = 0; index < pageCount(data); index++) {
          const where = `${sheet.name} page ${index + 1} as ${username}`;
          const layout = layoutSheetPage(data, index, {
            dealerProfile,
            ctx: { fonts, images, dealerLogo, language },
          });
          const svg = renderSvg(layout.page, { fonts, aids: true, imageHref: 'src' });
          const designer = designerContent(svg);
          if (dealerLogo && designer.images.some((i) => i.src === dealerLogo.src)) {
            dealerLogosDrawn++;
          }
          if (designer.aidText) aidsSeen++;
          if (dealerProfile && designer.text.includes(dealerProfile.name)) profilesDrawn++;

          for (const kind of ['print', 'screen'] as const) {
            const what = `${where}, ${kind} PDF`;
            const pdf = mupdf.Document.openDocument(
              await exported(username, sheet.iri, kind, index),
              'application/pdf',
            );
            const pdfPage = pdf.loadPage(0);
            // The same images, in the same places, each with the pixels of the designer's file.
            const painted = pdfImages(pdfPage);
            expect(painted.length, what).toBe(designer.images.length);
            designer.images.forEach((image, i) => {
              const inPdf = painted[i];
              const file = files.get(image.src);
              expect(inPdf, what).toBeDefined();
              for (const key of ['x', 'y', 'width', 'height'] as const) {
                expect(inPdf?.[key], `${what}: ${image.src} ${key}`).toBeCloseTo(image[key], 2);
              }
              expect(inPdf?.pixels, `${what}: ${image.src}`).toEqual([file?.width, file?.height]);
            });
            // The same text, and none of the designer's aids.
            const pdfText = pdfPage.toStructuredText('preserve-whitespace').asText();
            expect(letters(pdfText), what).toBe(letters(designer.text));
          }

          // The same pixels: the designer's SVG without aids, as resvg draws it, against the
          // PNG, both at a quarter of the PNG's resolution (enough to see a missing logo, a
          // placeholder or a moved image, and four times faster to draw).
          const png = await exported(username, sheet.iri, 'png', index);
          const theirs = await rgbOf(
            new Resvg(withoutAidsInlined(svg, quarterFiles), {
              fitTo: { mode: 'zoom', value: PNG_DPI / 72 / 4 },
              font: { loadSystemFonts: false },
              background: '#ffffff',
            })
              .render()
              .asPng(),
          );
          // The PNG itself is the full page at 150 dpi, or at the higher resolution it states
          // where a tyre label's QR code needs it (4 px a module); it is resized only for the
          // comparison.
          const [width, height] = pngSize(png);
          const dpi = (await sharp(png).metadata()).density ?? 0;
          expect(dpi, where).toBe(qrSafePngDpi(layout.elements, PNG_DPI));
          expect([width, height], where).toEqual([
            Math.round((A4.width * dpi) / 72),
            Math.round((A4.height * dpi) / 72),
          ]);
          const ours = await rgbOf(png, theirs);
          let differing = 0;
          for (let i = 0; i < ours.rgb.length; i += 3) {
            const d = Math.max(
              Math.abs((ours.rgb[i] ?? 0) - (theirs.rgb[i] ?? 0)),
              Math.abs((ours.rgb[i + 1] ?? 0) - (theirs.rgb[i + 1] ?? 0)),
              Math.abs((ours.rgb[i + 2] ?? 0) - (theirs.rgb[i + 2] ?? 0)),
            );
            if (d > 64) differing++;
          }
          // Resampling and antialiasing differ at edges only; a missing logo is 5 % of a page.
          expect(differing / (ours.width * ours.height), where).toBeLessThan(0.01);
        }
      }
      if (hnr) expect(dealerLogosDrawn).toBeGreaterThan(0);
      if (hnr) expect(profilesDrawn).toBeGreaterThan(0);
      else expect(aidsSeen).toBeGreaterThan(0);
    }, 300_000);
  }
});
