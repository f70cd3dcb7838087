// A print export refuses a tyre label that Regulation (EU) 2020/740 does not allow (issue 44
// point 7): below 75 x 110 mm, or with a QR code that is not an EPREL address.
import { parseSheetData } from '@pms/sheet';
import { describe, expect, it } from 'vitest';
import { RenderPool } from '../render/renderPool.ts';
import { isEprelQrUrl } from './tyreLabelRefusal.ts';

const PRINT = {
  path: undefined,
  outputConditionIdentifier: undefined,
  outputCondition: undefined,
  inkLimitPercent: undefined,
};

const EPREL = 'https://eprel.ec.europa.eu/qr/406711';

function label(size: { width: number; height: number }, eprelUrl = EPREL) {
  return {
    id: 7,
    type: 'tyre_label',
    config: {
      name: 'Tyre label',
      style: { left: 40, top: 40, ...size },
      tyre: {
        tyreClass: 'C1',
        supplier: 'Pirelli',
        typeIdentifier: 'P Zero',
        sizeDesignation: '225/45 R18 95Y',
        fuelEfficiency: 'B',
        wetGrip: 'A',
        noiseClass: 'B',
        noiseDb: 71,
        snowGrip: false,
        iceGrip: false,
        eprelUrl,
      },
    },
    variants: [],
  };
}

/** 75 x 110 mm in points, as the designer stores a box: 212.6 x 311.8, rounded up. */
const LAWFUL = { width: 213, height: 312 };
/** A 60 mm wide box: the 75:110 label it holds is 60 x 87.8 mm. */
const SMALL = { width: 170, height: 249.4 };

async function exportOf(
  element: ReturnType<typeof label>,
  format: 'pdf' | 'png' | 'zip',
  pdf: 'print' | 'screen' = 'print',
  audience: 'staff' | 'dealer' = 'staff',
) {
  const data = parseSheetData({ schemaVersion: 1, ci: 'bmw', elements: [element] });
  return new RenderPool(0, PRINT).run({
    kind: 'export',
    request: { data, title: 'Tyres', pages: 'all', images: new Map() },
    format,
    pdf,
    stem: 'Tyres',
    name: 'Tyres',
    audience,
  });
}

describe('the tyre label in a print export', () => {
  it('refuses a label below 75 x 110 mm, saying what the regulation asks', async () => {
    const result = await exportOf(label(SMALL), 'pdf');
    expect(result).toMatchObject({ ok: false, status: 400 });
    const message = 'message' in result ? result.message : '';
    expect(message).toContain("The tyre label 'Tyre label' would print at 60.0 × 87.8 mm.");
    expect(message).toContain('(EU) 2020/740 requires the label to be at least 75 × 110 mm');
    expect(message).toContain('Enlarge its box to export for print.');
    // The ZIP holds a print PDF too.
    expect(await exportOf(label(SMALL), 'zip')).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses a QR code that is not an EPREL address, naming what it holds', async () => {
    const result = await exportOf(label(LAWFUL, 'https://example.com/tyre'), 'pdf');
    expect(result).toMatchObject({ ok: false, status: 400 });
    const message = 'message' in result ? result.message : '';
    expect(message).toContain("holds 'https://example.com/tyre'");
    expect(message).toContain('https://eprel.ec.europa.eu/qr/');
    expect(message).not.toContain('would print at');
    // A dealer cannot change the label's data: they are told whom to ask.
    const dealer = await exportOf(label(LAWFUL, ''), 'pdf', 'print', 'dealer');
    const toDealer = 'message' in dealer ? dealer.message : '';
    expect(toDealer).toMatch(/holds no address\..*administrator/);
    // What only staff can do is not asked of the dealer.
    expect(toDealer).not.toContain('Enter the address');
  });

  it('exports a lawful label, and screen PDFs and PNGs of any label', async () => {
    expect(await exportOf(label(LAWFUL), 'pdf')).toMatchObject({ ok: true });
    expect(await exportOf(label(SMALL, 'x'), 'pdf', 'screen')).toMatchObject({ ok: true });
    expect(await exportOf(label(SMALL, 'x'), 'png')).toMatchObject({ ok: true });
  });

  it('takes only EPREL QR addresses with a registration number', () => {
    expect(isEprelQrUrl(EPREL)).toBe(true);
    expect(isEprelQrUrl(` ${EPREL} `)).toBe(true);
    for (const url of [
      'http://eprel.ec.europa.eu/qr/406711',
      'https://eprel.ec.europa.eu/qr/',
      'https://eprel.ec.europa.eu/qr/000000',
      'https://eprel.ec.europa.eu/qr/406711/extra',
      'https://eprel.ec.europa.eu.example.com/qr/406711',
      'https://eprel.ec.europa.eu/screen/product/tyres/406711',
    ]) {
      expect(isEprelQrUrl(url), url).toBe(false);
    }
  });
});
