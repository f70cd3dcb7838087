import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  createFontLibrary,
  createFontSet,
  DEFAULT_FAMILY,
  type FontLibrary,
  type FontSet,
  type FontSource,
  type OPEN_FAMILIES,
} from '../layout/fonts.ts';
import type { FontKey } from '../render/tree.ts';

// Noto Sans ships as TTF in an npm package: open-licensed (OFL), with Latin Extended, Greek and
// Cyrillic, so every interface language prints. The browser gets the same files.
const require = createRequire(import.meta.url);
const packageRoot = (name: string) => dirname(require.resolve(`${name}/package.json`));
const noto = packageRoot('@expo-google-fonts/noto-sans');
const carlito = packageRoot('@expo-google-fonts/carlito');
const dejavu = join(packageRoot('dejavu-fonts-ttf'), 'ttf');

/** Where each face's TTF lives, for servers that also hand the files to the browser. */
export const NOTO_SANS_FILES = {
  regular: join(noto, '400Regular/NotoSans_400Regular.ttf'),
  bold: join(noto, '700Bold/NotoSans_700Bold.ttf'),
  italic: join(noto, '400Regular_Italic/NotoSans_400Regular_Italic.ttf'),
  boldItalic: join(noto, '700Bold_Italic/NotoSans_700Bold_Italic.ttf'),
} as const;

/**
 * The open families the engine ships, by id, and where their faces' TTFs live: Noto Sans (the
 * default), and the EU tyre label's stand-ins for Calibri (Carlito, metric-compatible) and
 * Verdana (DejaVu Sans, the usual substitute; wider, see the README's Typography section).
 */
export const OPEN_FONT_FILES: Readonly<
  Record<(typeof OPEN_FAMILIES)[number], Readonly<Record<FontKey, string>>>
> = {
  [DEFAULT_FAMILY]: NOTO_SANS_FILES,
  carlito: {
    regular: join(carlito, '400Regular/Carlito_400Regular.ttf'),
    bold: join(carlito, '700Bold/Carlito_700Bold.ttf'),
    italic: join(carlito, '400Regular_Italic/Carlito_400Regular_Italic.ttf'),
    boldItalic: join(carlito, '700Bold_Italic/Carlito_700Bold_Italic.ttf'),
  },
  'dejavu-sans': {
    regular: join(dejavu, 'DejaVuSans.ttf'),
    bold: join(dejavu, 'DejaVuSans-Bold.ttf'),
    italic: join(dejavu, 'DejaVuSans-Oblique.ttf'),
    boldItalic: join(dejavu, 'DejaVuSans-BoldOblique.ttf'),
  },
};

const sources = new Map<string, FontSource>();

/** A family's four faces as bytes, read once per process. */
function familySource(family: string): FontSource {
  let source = sources.get(family);
  const files = (OPEN_FONT_FILES as Readonly<Record<string, Record<FontKey, string>>>)[family];
  if (!source && files) {
    const read = (face: FontKey) => new Uint8Array(readFileSync(files[face]));
    source = {
      regular: read('regular'),
      bold: read('bold'),
      italic: read('italic'),
      boldItalic: read('boldItalic'),
    };
    sources.set(family, source);
  }
  if (!source) throw new Error(`No open font family ${family}`);
  return source;
}

let fontSet: FontSet | undefined;
let library: FontLibrary | undefined;

/** Noto Sans regular, bold, italic and bold italic as bytes, read once per process. */
export function notoSansSource(): FontSource {
  return familySource(DEFAULT_FAMILY);
}

/** The default fonts, parsed once per process. */
export function notoSans(): FontSet {
  fontSet ??= createFontSet(notoSansSource());
  return fontSet;
}

/** Every open family the engine ships (OPEN_FONT_FILES), parsed once per process. */
export function openFonts(): FontLibrary {
  library ??= createFontLibrary(
    notoSansSource(),
    Object.fromEntries(
      Object.keys(OPEN_FONT_FILES)
        .filter((family) => family !== DEFAULT_FAMILY)
        .map((family) => [family, familySource(family)]),
    ),
  );
  return library;
}
