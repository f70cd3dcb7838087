import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createFontSet, type FontSet, type FontSource } from '../layout/fonts.ts';

// Noto Sans ships as TTF in an npm package: open-licensed (OFL), with Latin Extended, Greek and
// Cyrillic, so every interface language prints. The browser gets the same files.
const require = createRequire(import.meta.url);
const root = dirname(require.resolve('@expo-google-fonts/noto-sans/package.json'));

/** Where each face's TTF lives, for servers that also hand the files to the browser. */
export const NOTO_SANS_FILES = {
  regular: join(root, '400Regular/NotoSans_400Regular.ttf'),
  bold: join(root, '700Bold/NotoSans_700Bold.ttf'),
  italic: join(root, '400Regular_Italic/NotoSans_400Regular_Italic.ttf'),
  boldItalic: join(root, '700Bold_Italic/NotoSans_700Bold_Italic.ttf'),
} as const;

let source: FontSource | undefined;
let fontSet: FontSet | undefined;

/** Noto Sans regular, bold, italic and bold italic as bytes, read once per process. */
export function notoSansSource(): FontSource {
  source ??= {
    regular: new Uint8Array(readFileSync(NOTO_SANS_FILES.regular)),
    bold: new Uint8Array(readFileSync(NOTO_SANS_FILES.bold)),
    italic: new Uint8Array(readFileSync(NOTO_SANS_FILES.italic)),
    boldItalic: new Uint8Array(readFileSync(NOTO_SANS_FILES.boldItalic)),
  };
  return source;
}

/** The default fonts, parsed once per process. */
export function notoSans(): FontSet {
  fontSet ??= createFontSet(notoSansSource());
  return fontSet;
}
