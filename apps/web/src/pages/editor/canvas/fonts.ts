import { createFontSet, type FontSet } from '@pms/sheet';

/** The server's copies of the engine's fonts: the designer draws with the bytes the PDF embeds. */
const FONT_URLS = {
  regular: '/fonts/noto-sans-regular.ttf',
  bold: '/fonts/noto-sans-bold.ttf',
  italic: '/fonts/noto-sans-italic.ttf',
  boldItalic: '/fonts/noto-sans-bold-italic.ttf',
} as const;

let loading: Promise<FontSet> | null = null;

async function fetchFont(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The font ${url} could not be loaded (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Loads and parses the four faces once per page load; a failure may be retried. */
export function loadFonts(): Promise<FontSet> {
  loading ??= Promise.all([
    fetchFont(FONT_URLS.regular),
    fetchFont(FONT_URLS.bold),
    fetchFont(FONT_URLS.italic),
    fetchFont(FONT_URLS.boldItalic),
  ]).then(
    ([regular, bold, italic, boldItalic]) => createFontSet({ regular, bold, italic, boldItalic }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
