import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';

// What a prepress operator checks in a print PDF before it goes to the RIP, done with the
// tools they would use (poppler's pdfinfo and pdffonts, qpdf, mupdf's mutool, Ghostscript) and
// by reading the file with pdf-lib. No free validator checks PDF/X itself (veraPDF does PDF/A
// and PDF/UA): these are the requirements of ISO 15930-7 that can be seen in the file.

/** The command-line tools the checks run; CI installs them (.ci/run). */
export const PDF_TOOLS = ['pdfinfo', 'pdffonts', 'qpdf', 'mutool', 'gs'] as const;

const exec = promisify(execFile);

/** Runs a tool; its exit status and everything it printed, never a throw for a status. */
async function run(command: string, args: string[]) {
  try {
    const { stdout, stderr } = await exec(command, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number | string; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { status: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

export function missingPdfTools(): string[] {
  return PDF_TOOLS.filter((tool) => spawnSync('which', [tool]).status !== 0);
}

/** A box from pdfinfo -box: left, bottom, right, top in points. */
export type Box = [number, number, number, number];

/** What was found in one print PDF; the test states what each must be. */
export interface PrintPdfReport {
  version: string;
  pages: { media: Box; trim: Box | undefined; bleed: Box | undefined }[];
  outputIntent: {
    subtype: string | undefined;
    identifier: string | undefined;
    registryName: string | undefined;
    info: string | undefined;
    profileComponents: number | undefined;
    /** From the ICC header: colour space ('CMYK') and device class ('prtr'). */
    profileSpace: string;
    profileClass: string;
  };
  info: { pdfxVersion: string | undefined; trapped: string | undefined; title: string | undefined };
  xmp: string;
  trailerId: string[];
  /** Places in the file that name or set RGB: `/DeviceRGB`, and `rg`/`RG` in page content. */
  rgbUses: string[];
  fonts: { name: string; embedded: boolean }[];
  qpdfCheck: { status: number; output: string };
  /** Anything Ghostscript says while drawing every page (it is quiet about a sound file). */
  ghostscriptOutput: string;
  /** Per page: the largest C+M+Y+K of any pixel at 50 dpi, in percent, through the output intent. */
  maxInkPercent: number[];
  /** Per page: average coverage (C, M, Y, K in percent) from Ghostscript's inkcov device. */
  inkCoverage: number[][];
  /** `mutool show trailer/Root/OutputIntents` as it prints. */
  mutoolOutputIntents: string;
}

function boxes(pdfinfo: string, pageCount: number): PrintPdfReport['pages'] {
  const pages: PrintPdfReport['pages'] = [];
  for (let page = 1; page <= pageCount; page++) {
    const box = (name: string): Box | undefined => {
      const match = new RegExp(`^Page\\s+${page} ${name}:\\s+(.*)$`, 'm').exec(pdfinfo);
      const single = new RegExp(`^${name}:\\s+(.*)$`, 'm').exec(pdfinfo);
      const numbers = (match ?? (pageCount === 1 ? single : null))?.[1]?.trim().split(/\s+/);
      return numbers?.length === 4 ? (numbers.map(Number) as Box) : undefined;
    };
    const media = box('MediaBox');
    if (!media) throw new Error(`pdfinfo shows no MediaBox for page ${page}`);
    pages.push({ media, trim: box('TrimBox'), bleed: box('BleedBox') });
  }
  return pages;
}

const text = (dict: PDFDict, key: string) => {
  const value = dict.get(PDFName.of(key));
  if (value instanceof PDFString) return value.decodeText();
  if (value && 'decodeText' in value && typeof value.decodeText === 'function') {
    return (value as PDFString).decodeText();
  }
  return value?.toString();
};

/** Largest C+M+Y+K of any pixel of a PAM (TUPLTYPE CMYK, 8 bits), in percent. */
function maxInkOfPam(bytes: Buffer): number {
  const end = bytes.indexOf('ENDHDR\n') + 7;
  let most = 0;
  for (let at = end; at + 3 < bytes.length; at += 4) {
    const total =
      (bytes[at] ?? 0) + (bytes[at + 1] ?? 0) + (bytes[at + 2] ?? 0) + (bytes[at + 3] ?? 0);
    if (total > most) most = total;
  }
  return (most / 255) * 100;
}

/** Runs every check on a print PDF; throws only when a tool cannot run at all. */
export async function inspectPrintPdf(bytes: Uint8Array): Promise<PrintPdfReport> {
  const dir = await mkdtemp(join(tmpdir(), 'pms-pdfx-'));
  try {
    const file = join(dir, 'print.pdf');
    await writeFile(file, bytes);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const pageCount = doc.getPageCount();
    // The tools run side by side; Ghostscript twice: the inkcov device for average coverage,
    // and every page drawn in CMYK through the output intent for the deepest pixel.
    const [pdfinfo, pdffonts, qpdf, inkcov, pam, mutool] = await Promise.all([
      run('pdfinfo', ['-box', '-f', '1', '-l', String(pageCount), file]),
      run('pdffonts', [file]),
      run('qpdf', ['--check', file]),
      run('gs', ['-q', '-dSAFER', '-dUsePDFX3Profile', '-o', '-', '-sDEVICE=inkcov', file]),
      run('gs', [
        '-q',
        '-dSAFER',
        '-dUsePDFX3Profile',
        '-r50',
        '-sDEVICE=pamcmyk32',
        '-o',
        join(dir, 'page-%03d.pam'),
        file,
      ]),
      run('mutool', ['show', file, 'trailer/Root/OutputIntents/1']),
    ]);
    const maxInkPercent: number[] = [];
    for (const name of (await readdir(dir)).filter((entry) => entry.endsWith('.pam')).sort()) {
      maxInkPercent.push(maxInkOfPam(await readFile(join(dir, name))));
    }

    const context = doc.context;
    const catalog = doc.catalog;
    const intents = catalog.lookup(PDFName.of('OutputIntents'));
    const first = intents instanceof PDFArray ? intents.lookup(0) : undefined;
    const intent = first instanceof PDFDict ? first : undefined;
    const found = intent?.lookup(PDFName.of('DestOutputProfile'));
    const profile = found instanceof PDFRawStream ? found : undefined;
    const iccHeader = profile ? decodePDFRawStream(profile).decode() : new Uint8Array();
    const ascii = (from: number, to: number) =>
      String.fromCharCode(...iccHeader.subarray(from, to));
    const infoDict = context.lookup(context.trailerInfo.Info, PDFDict);
    const xmpStream = catalog.lookup(PDFName.of('Metadata'));
    const metadata = xmpStream instanceof PDFRawStream ? xmpStream : undefined;
    const trailerId =
      context.trailerInfo.ID instanceof PDFArray
        ? context.trailerInfo.ID.asArray().map((id) => id.toString())
        : [];

    const rgbUses: string[] = [];
    for (const [ref, object] of context.enumerateIndirectObjects()) {
      const dict =
        object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : null;
      if (dict?.toString().includes('/DeviceRGB')) rgbUses.push(`object ${ref}: /DeviceRGB`);
    }
    doc.getPages().forEach((page, index) => {
      const contents = page.node.Contents();
      const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
      for (const ref of streams) {
        const stream = ref && context.lookup(ref);
        if (!(stream instanceof PDFRawStream)) continue;
        const ops = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
        if (/(^|\s)(rg|RG)\s/.test(ops)) rgbUses.push(`page ${index + 1}: rg or RG operator`);
      }
    });

    const fonts = pdffonts.stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const columns = line.trim().split(/\s+/);
        // name type... enc emb sub uni object ID: emb is the 5th column from the end.
        return { name: columns[0] ?? '', embedded: columns[columns.length - 5] === 'yes' };
      });

    return {
      version: new TextDecoder().decode(bytes.subarray(0, 8)),
      pages: boxes(pdfinfo.stdout, pageCount),
      outputIntent: {
        subtype: intent?.get(PDFName.of('S'))?.toString(),
        identifier: intent && text(intent, 'OutputConditionIdentifier'),
        registryName: intent && text(intent, 'RegistryName'),
        info: intent && text(intent, 'Info'),
        profileComponents: Number(profile?.dict.get(PDFName.of('N'))?.toString()) || undefined,
        profileSpace: ascii(16, 20),
        profileClass: ascii(12, 16),
      },
      info: {
        pdfxVersion: text(infoDict, 'GTS_PDFXVersion'),
        trapped: infoDict.get(PDFName.of('Trapped'))?.toString(),
        title: text(infoDict, 'Title'),
      },
      xmp: metadata ? new TextDecoder().decode(decodePDFRawStream(metadata).decode()) : '',
      trailerId,
      rgbUses,
      fonts,
      qpdfCheck: { status: qpdf.status, output: `${qpdf.stdout}${qpdf.stderr}` },
      ghostscriptOutput: [inkcov.stderr, pam.stdout, pam.stderr, pam.status ? 'failed' : '']
        .join('')
        .trim(),
      maxInkPercent,
      inkCoverage: inkcov.stdout
        .trim()
        .split('\n')
        .map((line) => line.trim().split(/\s+/).slice(0, 4).map(Number)),
      mutoolOutputIntents: mutool.stdout,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
