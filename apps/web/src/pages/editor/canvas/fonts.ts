import {
  createFontLibrary,
  DEFAULT_FAMILY,
  type FontLibrary,
  type FontSource,
  fontFileUrl,
} from '@pms/sheet/browser';

const families = new Map<string, Promise<FontSource>>();

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

/** Each family is fetched once per page load; a failed fetch may be retried. */
function family(id: string): Promise<FontSource> {
  let loading = families.get(id);
  if (loading === undefined) {
    loading = fetchFamily(id);
    families.set(id, loading);
    loading.catch(() => families.delete(id));
  }
  return loading;
}

/**
 * A library of the families named (see sheetFamilies: only those the sheet's layout uses, since
 * each family is four files), always with the default one.
 */
export async function loadFonts(ids: readonly string[] = [DEFAULT_FAMILY]): Promise<FontLibrary> {
  const wanted = [...new Set([DEFAULT_FAMILY, ...ids])];
  const sources = await Promise.all(wanted.map(async (id) => [id, await family(id)] as const));
  const byId = Object.fromEntries(sources);
  const defaultSource = byId[DEFAULT_FAMILY];
  if (!defaultSource) throw new Error(`The font family ${DEFAULT_FAMILY} is missing.`);
  return createFontLibrary(defaultSource, byId);
}
