// An OTF (CFF outlines) brand face is embedded as PDF allows: a Type0 font over a CIDFontType0
// whose program is FontFile3 / CIDFontType0C, without the /CIDToGIDMap that only CIDFontType2
// may carry (ISO 32000-1, table 117) and that strict validators reject (issue 44 point 9).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { layoutText } from '../elements/p/layout.ts';
import { createFontLibrary } from '../layout/fonts.ts';
import { textElement } from '../testing/elements.ts';
import { notoSansSource } from '../testing/fonts.ts';
import { A4 } from '../testing/renderSample.ts';
import { renderPdf } from './pdf.ts';

// URW's Nimbus Sans ships as OTF with Ghostscript (Debian's fonts-urw-base35, which
// ghostscript depends on; .ci/run installs ghostscript).
const URW = '/usr/share/fonts/opentype/urw-base35';
const face = (name: string) => new Uint8Array(readFileSync(`${URW}/NimbusSans-${name}.otf`));
const fonts = createFontLibrary(notoSansSource(), {
  nimbus: {
    regular: face('Regular'),
    bold: face('Bold'),
    italic: face('Italic'),
    boldItalic: face('BoldItalic'),
  },
});

const dir = mkdtempSync(join(tmpdir(), 'pms-cff-fonts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function otfPdf(text: string): Promise<string> {
  const { items } = layoutText(textElement({ text: `<p>${text}</p>` }), {
    fonts,
    family: 'nimbus',
    images: new Map(),
  });
  const file = join(dir, 'otf.pdf');
  writeFileSync(file, await renderPdf({ ...A4, items }, { fonts }));
  return file;
}

/** The PDF's objects as text (qpdf's QDF form: uncompressed, one object after the other). */
function objects(file: string): string {
  const qdf = join(dir, 'otf.qdf');
  execFileSync('qpdf', ['--qdf', '--object-streams=disable', file, qdf]);
  return readFileSync(qdf, 'latin1');
}

describe('OTF (CFF) fonts in the PDF', () => {
  it('are a CIDFontType0 with FontFile3 / CIDFontType0C and no CIDToGIDMap', async () => {
    const file = await otfPdf('Brand face: Škoda 125 €');
    const pdf = objects(file);
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(
      /\+NimbusSans-Regular\s+CID Type 0C\s+Identity-H\s+yes yes yes/,
    );
    expect(pdf).toContain('/Subtype /CIDFontType0');
    expect(pdf).toMatch(/\/FontFile3 \d+ 0 R/);
    expect(pdf).toContain('/Subtype /CIDFontType0C');
    expect(pdf).not.toContain('/CIDToGIDMap');
    // Without the map, Identity-H codes must still reach the right glyphs: the text reads back.
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Brand face: Škoda 125 €');
  });

  it('pass qpdf and Ghostscript without a warning', async () => {
    const file = await otfPdf('Hamburgefonstiv');
    expect(execFileSync('qpdf', ['--check', file], { encoding: 'utf8' })).toContain(
      'No syntax or stream encoding errors',
    );
    const gs = spawnSync('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-sDEVICE=nullpage', file], {
      encoding: 'utf8',
    });
    expect(gs.status).toBe(0);
    expect(gs.stderr + gs.stdout).toBe('');
  });
});
