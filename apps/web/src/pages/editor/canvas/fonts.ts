import {
  createFontLibrary,
  DEFAULT_FAMILY,
  type FontLibrary,
  type FontSource,
  fontFileUrl,
  OPEN_FAMILIES,
} from '@pms/sheet';

let loading: Promise<FontLibrary> | null = null;

async function fetchFont(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The font ${url} could not be loaded (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

/** A family's four faces from the server's copies: the designer draws with the bytes the PDF embeds. */
async function fetchFamily(family: string): Promise<FontSource> {
  const [regular, bold, italic, boldItalic] = await Promise.all([
    fetchFont(fontFileUrl(family, 'regular')),
    fetchFont(fontFileUrl(family, 'bold')),
    fetchFont(fontFileUrl(family, 'italic')),
    fetchFont(fontFileUrl(family, 'boldItalic')),
  ]);
  return { regular, bold, italic, boldItalic };
}

/** Loads and parses the engine's open families once per page load; a failure may be retried. */
export function loadFonts(): Promise<FontLibrary> {
  loading ??= Promise.all(
    OPEN_FAMILIES.map(async (family) => [family, await fetchFamily(family)] as const),
  ).then(
    (families) => {
      const sources = Object.fromEntries(families);
      const defaultSource = sources[DEFAULT_FAMILY];
      if (!defaultSource) throw new Error(`The font family ${DEFAULT_FAMILY} is missing.`);
      return createFontLibrary(defaultSource, sources);
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
