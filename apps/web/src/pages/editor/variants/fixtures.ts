// Test data for the variant panels (not imported by the app).
import { parseSheetData, type SheetData } from '@pms/sheet/browser';

const entry = (id: number, variants: number[], text: string) => ({
  id,
  variants,
  config: { text },
  layout: 'locked',
  type: 'p',
});

/**
 * A sheet whose main page has group 1 "Tyre size" (1 "17 inch", 2 "18 inch") and group 2
 * "Rim" (3 "Silver", 4 "Black"), and a headline with overrides for 2, 2+4 and 1+3.
 */
export function sheetWithVariants(extra: Record<string, unknown> = {}): SheetData {
  return parseSheetData({
    name: 'Winter wheels',
    ci: 'bmw',
    elements: [
      {
        id: 1,
        type: 'p',
        config: {
          name: 'Headline',
          text: '<p>Base</p>',
          style: { position: 'absolute', left: 10, top: 10, width: 100, height: 20 },
        },
        variants: [
          entry(1, [2], '18'),
          entry(2, [2, 4], '18 black'),
          entry(3, [1, 3], '17 silver'),
        ],
      },
    ],
    variant_groups: [
      { id: 1, name: 'Tyre size' },
      { id: 2, name: 'Rim' },
    ],
    variants: [
      { id: 1, name: '17 inch', details: '225/50 R17', group: 1 },
      { id: 2, name: '18 inch', details: '225/45 R18', group: 1 },
      { id: 3, name: 'Silver', details: '', group: 2 },
      { id: 4, name: 'Black', details: '', group: 2 },
    ],
    additional_pages: [{ elements: [], variant_groups: [], variants: [] }],
    ...extra,
  });
}
