import { readdirSync, readFileSync } from 'node:fs';
import { parseSheetData } from '@pms/sheet';
import { afterAll, describe, expect, it } from 'vitest';
import type { SheetRenderRequest } from '../exports/renderSheet.ts';
import { pdfText } from '../test/pdfText.ts';
import { RenderPool } from './renderPool.ts';
import type { ExportTask } from './renderTasks.ts';

const PRINT = {
  path: undefined,
  outputConditionIdentifier: undefined,
  outputCondition: undefined,
  inkLimitPercent: undefined,
};

const text = (name: string, html: string, dealerEditable = false) => ({
  id: name.length,
  type: 'p',
  config: {
    name,
    text: html,
    dealerEditable,
    style: { left: 40, top: 40 + name.length * 60, width: 300, height: 40 },
  },
  variants: [],
});

const request = (dealerValues = {}): SheetRenderRequest => ({
  data: parseSheetData({
    schemaVersion: 1,
    ci: 'bmw',
    elements: [text('Headline', '<p>Winter wheels</p>'), text('Price', '<p>999 €</p>', true)],
  }),
  title: 'Pool test',
  pages: 'all',
  images: new Map(),
  dealerValues,
});

const exportTask = (format: 'pdf' | 'png', values = {}): ExportTask => ({
  kind: 'export',
  request: request(values),
  format,
  pdf: 'print',
  stem: 'Pool test',
  name: 'Pool test',
});

/** The nice level of each thread of this process (Linux: field 19 of /proc/self/task/N/stat). */
function threadNiceLevels(): number[] {
  return readdirSync('/proc/self/task').map((task) => {
    const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
}

describe('the render pool', () => {
  const pool = new RenderPool(1, PRINT);
  const inline = new RenderPool(0, PRINT);

  afterAll(async () => {
    await pool.close();
  });

  it('renders in a worker thread what the request thread renders', async () => {
    expect(pool.threads).toBe(1);
    expect(inline.threads).toBe(0);
    const [pooled, own] = await Promise.all([
      pool.run(exportTask('png')),
      inline.run(exportTask('png')),
    ]);
    if (!('file' in pooled) || !('file' in own)) throw new Error('both answer a file');
    expect(pooled.file.type).toBe('image/png');
    // The same pixels, byte for byte, and the same preflight.
    expect(Buffer.from(pooled.file.bytes).equals(Buffer.from(own.file.bytes))).toBe(true);
    expect(pooled.file.preflight).toBe(own.file.preflight);

    const pdf = await pool.run(exportTask('pdf', { Price: { text: '<p>777 € at our shop</p>' } }));
    if (!('file' in pdf)) throw new Error('a PDF answers a file');
    expect(pdfText(pdf.file.bytes)).toContain('777 € at our shop');
    expect(pdf.file.disposition).toContain('Pool test - print.pdf');
  });

  it('passes a refusal the user can fix through the thread with its status', async () => {
    const long = `<p>${'Our best price for you, only this week '.repeat(20)}</p>`;
    const refused = await pool.run(exportTask('pdf', { Price: { text: long } }));
    expect(refused).toMatchObject({ ok: false, status: 400 });
    if (refused.ok) return;
    expect(refused.message).toContain("The text for 'Price' does not fit its box");
  });

  it.runIf(process.platform === 'linux')(
    'renders at a lower priority than the request threads, which keep theirs',
    async () => {
      await pool.run({ kind: 'thumbnail', request: request(), dpi: 24 });
      const levels = threadNiceLevels();
      expect(levels).toContain(10); // the render thread
      expect(levels).toContain(0); // the event loop and the process's other threads
      expect(levels[0]).toBe(0); // the first task is the main thread
    },
  );

  it('draws thumbnails', async () => {
    const result = await pool.run({ kind: 'thumbnail', request: request(), dpi: 24 });
    if (!('png' in result)) throw new Error('a thumbnail answers an image');
    expect([...result.png.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });
});
