// Issue #44: a dealer's long text in a box that shrinks it to fit no longer prints at 4 pt;
// below the box's minimum size it overflows, is refused for the dealer and a finding for staff.
import { parseSheetData } from '@pms/sheet';
import { describe, expect, it } from 'vitest';
import { assertNoDealerOverflow, exportPreflight, layoutExportPages } from './preflight.ts';
import type { SheetRenderRequest } from './renderSheet.ts';

// The example: 590 characters for a shrinking "Dealer contact".
const LONG = 'Autohaus Muster, Ihr Partner für Reifen und Räder in der Region. '
  .repeat(10)
  .slice(0, 590);

const request = (text: string, minFontSize?: number): SheetRenderRequest => ({
  data: parseSheetData({
    schemaVersion: 1,
    ci: 'bmw',
    elements: [
      {
        id: 1,
        type: 'p',
        config: {
          name: 'Dealer contact',
          text: `<p>${text}</p>`,
          dealerEditable: true,
          shrinkToFit: true,
          ...(minFontSize === undefined ? {} : { minFontSize }),
          style: { left: 40, top: 40, width: 200, height: 40 },
        },
        variants: [],
      },
    ],
  }),
  title: 'Shrink floor',
  pages: 'all',
  images: new Map(),
  dealerValues: { 'Dealer contact': { text: `<p>${text}</p>` } },
});

const smallest = (request: SheetRenderRequest) =>
  Math.min(
    ...layoutExportPages(request).layouts.flatMap((layout) =>
      layout.page.items.flatMap((item) => (item.kind === 'glyphs' ? [item.fontSize] : [])),
    ),
  );

describe('a shrinking dealer text below its minimum size', () => {
  it('is refused for the dealer with the overflow message, naming the field', () => {
    const { layouts } = layoutExportPages(request(LONG));
    expect(smallest(request(LONG))).toBe(6);
    expect(() => assertNoDealerOverflow(layouts, { 'Dealer contact': {} })).toThrow(
      /^The text for 'Dealer contact' does not fit its box: it runs \d+(\.\d)? pt below it\. Shorten it to export\.$/,
    );
  });

  it('is an overflow finding for staff', () => {
    const { layouts, indexes } = layoutExportPages(request(LONG));
    const findings = exportPreflight(layouts, indexes, 'staff');
    expect(findings).toContainEqual(
      expect.objectContaining({
        check: 'overflow',
        severity: 'error',
        elementName: 'Dealer contact',
      }),
    );
  });

  it('exports when it fits shrunk, at or above the minimum the admin set', () => {
    const { layouts } = layoutExportPages(request(LONG, 4));
    expect(() => assertNoDealerOverflow(layouts, { 'Dealer contact': {} })).not.toThrow();
    expect(smallest(request(LONG, 4))).toBeGreaterThanOrEqual(4);
    const short = layoutExportPages(request('Autohaus Praha, Vinohradská 12')).layouts;
    expect(() => assertNoDealerOverflow(short, { 'Dealer contact': {} })).not.toThrow();
  });
});
