import type { PaletteColorFields } from '../palettes/paletteWrites.ts';

/**
 * The demo's brand palettes (issue 44 point 8): BMW and MINI, distinct as their manuals are.
 * The values are the demo's own, chosen to look like each brand in print: the BMW and MINI
 * brand manuals are not public, and Pantone's own CMYK values for its inks are licensed. A
 * brand manager replaces them with the manual's values on the palette page; sheets follow at
 * their next export. One colour of each brand is a spot ink, as brand manuals name their
 * main colour, so the demo's print PDFs show a Separation.
 */
export const DEMO_PALETTES: { ci: string; colors: PaletteColorFields[] }[] = [
  {
    ci: 'bmw',
    colors: [
      color('BMW Blue', [100, 45, 0, 14], 'PANTONE 2945 C'),
      color('BMW Dark Blue', [100, 70, 0, 40]),
      color('BMW Light Blue', [60, 15, 0, 0]),
      color('BMW Dark Grey', [0, 0, 0, 85]),
      color('BMW Light Grey', [0, 0, 0, 12]),
    ],
  },
  {
    ci: 'mini',
    colors: [
      color('MINI Black', [0, 0, 0, 100]),
      color('MINI Chili Red', [0, 100, 85, 5], 'PANTONE 186 C'),
      color('MINI British Racing Green', [85, 30, 80, 45]),
      color('MINI Silver', [0, 0, 0, 30]),
      color('MINI Sand', [5, 10, 25, 0]),
    ],
  },
];

function color(
  name: string,
  [cyan, magenta, yellow, black]: [number, number, number, number],
  spotName: string | null = null,
): PaletteColorFields {
  return { name, cyan, magenta, yellow, black, spotName };
}
