import type { PaletteColor, PaletteColorCollection } from '@pms/contracts';
import { type PaletteColor as EnginePaletteColor, paletteColorString } from '@pms/sheet';
import type { PaletteColorRow } from '../db/schema/index.ts';
import { hydraItem, iri } from '../http/hydra.ts';

/** A row as the engine takes it: channels 0..1, the spot ink's name when it has one. */
export function enginePaletteColor(row: PaletteColorRow): EnginePaletteColor {
  return {
    id: row.id,
    cmyk: { c: row.cyan / 100, m: row.magenta / 100, y: row.yellow / 100, k: row.black / 100 },
    spot: row.spotName,
  };
}

export function presentPaletteColor(row: PaletteColorRow): PaletteColor {
  return hydraItem('PaletteColor', iri('palette_colors', row.id), {
    id: row.id,
    ci: row.ci,
    name: row.name,
    cyan: row.cyan,
    magenta: row.magenta,
    yellow: row.yellow,
    black: row.black,
    spotName: row.spotName,
    color: paletteColorString(enginePaletteColor(row)),
    version: row.version,
  });
}

export function presentPaletteColorCollection(
  rows: PaletteColorRow[],
  ci: string | undefined,
): PaletteColorCollection {
  const members = rows.map(presentPaletteColor);
  return {
    '@context': '/api/contexts/PaletteColor',
    '@id': ci === undefined ? '/api/palette_colors' : `/api/palette_colors?ci=${ci}`,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': members.length,
  };
}
