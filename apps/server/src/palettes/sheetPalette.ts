import { followPalette, type SheetData } from '@pms/sheet';
import type { Database } from '../db/client.ts';
import { enginePaletteColor } from '../presenters/palettes.ts';
import { listPaletteColors } from './paletteWrites.ts';

/**
 * The sheet as an export prints it: every brand palette colour it uses with the palette's
 * current values (a brand manager who corrects a colour expects every sheet to print the
 * correction); colours deleted from the palette keep the values the sheet stored. The sheet
 * as saved is not changed, so the designer shows what was chosen until the next save.
 */
export async function withCurrentPalette(
  db: Pick<Database, 'select'>,
  data: SheetData,
): Promise<SheetData> {
  const rows = await listPaletteColors(db);
  return followPalette(data, rows.map(enginePaletteColor));
}
