import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPEN_FONT_FILES } from '../node/fonts.ts';
import { inspectFont, missingLetters } from './inspectFont.ts';

const read = (file: string) => new Uint8Array(readFileSync(file));

describe('inspectFont', () => {
  it('reads an open font: its names, its face, and no language missing', () => {
    const bold = inspectFont(read(OPEN_FONT_FILES.carlito.bold));
    expect(bold).toEqual({
      ok: true,
      facts: {
        family: 'Carlito',
        style: 'Bold',
        postscriptName: 'Carlito-Bold',
        face: 'bold',
        missing: [],
      },
    });
    const italic = inspectFont(read(OPEN_FONT_FILES['noto-sans'].italic));
    expect(italic.ok && italic.facts.face).toBe('italic');
  });

  it('lists the languages whose letters a font lacks, with those letters', () => {
    // A stand-in for a font with the English alphabet and German's umlauts only.
    const drawn = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÄÖÜäöüß';
    const latin = {
      hasGlyphForCodePoint: (codePoint: number) => drawn.includes(String.fromCodePoint(codePoint)),
      glyphForCodePoint: () => ({ path: { commands: [{}] } }),
    } as unknown as Parameters<typeof missingLetters>[0];
    const missing = missingLetters(latin);
    expect(missing.map((entry) => entry.language)).toEqual([
      'ro',
      'cs',
      'bg',
      'el',
      'hr',
      'hu',
      'pl',
      'sl',
      'sk',
    ]);
    expect(missing.find((entry) => entry.language === 'pl')?.letters).toBe('ĄĆĘŁŃÓŚŹŻąćęłńóśźż');
    expect(missing.find((entry) => entry.language === 'hu')?.letters).toBe('ÁÉÍÓŐÚŰáéíóőúű');
  });

  it('refuses a font without a single letter (an icon font)', () => {
    // An icon font (private use area only) that ships with playwright-core.
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve('playwright-core/package.json'));
    const icons = inspectFont(read(join(root, 'lib/vite/recorder/assets/codicon-DCmgc-ay.ttf')));
    expect(icons).toEqual({ ok: false, problem: 'noLetters' });
  });

  it('refuses broken files, collections and other formats without throwing', () => {
    const font = read(OPEN_FONT_FILES.carlito.regular);
    expect(inspectFont(font.subarray(0, 2000))).toEqual({ ok: false, problem: 'unreadable' });
    expect(inspectFont(new TextEncoder().encode('ttcf and then nothing'))).toEqual({
      ok: false,
      problem: 'collection',
    });
    expect(inspectFont(new TextEncoder().encode('wOFF'))).toEqual({
      ok: false,
      problem: 'unreadable',
    });
    expect(inspectFont(new Uint8Array(0))).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('refuses a font whose licence flags forbid embedding', () => {
    const font = read(OPEN_FONT_FILES.carlito.regular).slice();
    const view = new DataView(font.buffer);
    // Find the OS/2 table in the table directory and set fsType to 2 (restricted licence).
    const tables = view.getUint16(4);
    for (let i = 0; i < tables; i++) {
      const entry = 12 + 16 * i;
      if (String.fromCharCode(...font.subarray(entry, entry + 4)) === 'OS/2') {
        view.setUint16(view.getUint32(entry + 8) + 8, 0x0002);
      }
    }
    expect(inspectFont(font)).toEqual({ ok: false, problem: 'embeddingForbidden' });
  });
});
