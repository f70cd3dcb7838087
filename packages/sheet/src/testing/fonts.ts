// Loads the bundled Noto Sans faces for tests; the engine itself never touches the file system.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createFontSet, type FontSet, type FontSource } from '../layout/fonts.ts';

const require = createRequire(import.meta.url);
const root = dirname(require.resolve('@expo-google-fonts/noto-sans/package.json'));

function load(path: string): Uint8Array {
  return new Uint8Array(readFileSync(join(root, path)));
}

let source: FontSource | undefined;

/** Noto Sans regular, bold, italic and bold italic as bytes, read once. */
export function notoSansSource(): FontSource {
  source ??= {
    regular: load('400Regular/NotoSans_400Regular.ttf'),
    bold: load('700Bold/NotoSans_700Bold.ttf'),
    italic: load('400Regular_Italic/NotoSans_400Regular_Italic.ttf'),
    boldItalic: load('700Bold_Italic/NotoSans_700Bold_Italic.ttf'),
  };
  return source;
}

/** A FontSet of Noto Sans for layout tests. */
export function notoSans(): FontSet {
  return createFontSet(notoSansSource());
}
