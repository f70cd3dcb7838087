import { parseSheetData } from '@pms/sheet';
import { unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { RenderPool } from './renderPool.ts';

/** How often the engine laid out a page, counted through the module every export imports. */
const counted = vi.hoisted(() => ({ layouts: 0 }));
vi.mock('@pms/sheet', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@pms/sheet')>();
  return {
    ...actual,
    layoutSheetPage: (...args: Parameters<typeof actual.layoutSheetPage>) => {
      counted.layouts += 1;
      return actual.layoutSheetPage(...args);
    },
  };
});

const PRINT = {
  path: undefined,
  outputConditionIdentifier: undefined,
  outputCondition: undefined,
  inkLimitPercent: undefined,
};

const text = (id: number, name: string, html: string) => ({
  id,
  type: 'p',
  config: { name, text: html, style: { left: 40, top: 40, width: 300, height: 40 } },
  variants: [],
});

describe('an export task', () => {
  it('lays each page out once for the preflight and every format of a ZIP', async () => {
    const data = parseSheetData({
      schemaVersion: 1,
      ci: 'bmw',
      elements: [text(1, 'Headline', '<p>Winter wheels</p>')],
      additional_pages: [{ elements: [text(2, 'Terms', '<p>Terms apply</p>')] }],
    });
    const result = await new RenderPool(0, PRINT).run({
      kind: 'export',
      request: { data, title: 'Two pages', pages: 'all', images: new Map() },
      format: 'zip',
      pdf: 'print',
      stem: 'Two pages',
      name: 'Two pages',
    });
    if (!('file' in result)) throw new Error('the export answers a file');
    expect(Object.keys(unzipSync(result.file.bytes)).sort()).toEqual([
      'Two pages - page 1.png',
      'Two pages - page 2.png',
      'Two pages - print.pdf',
      'Two pages - screen.pdf',
    ]);
    // Two pages, four files and a preflight: two layouts, not one per page per format.
    expect(counted.layouts).toBe(2);
  });
});
