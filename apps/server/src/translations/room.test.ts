import { elementRegistry, parseSheetData, richTextToPlainText, type SheetData } from '@pms/sheet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sheetLayoutFonts } from '../fonts/sheetFonts.ts';
import { layoutElement, textBoxes } from './boxes.ts';
import { measureRooms, type Room, roomText } from './room.ts';
import { sheetTexts } from './texts.ts';

const OPEN = sheetLayoutFonts(null);

const style = (width: number, height: number) => ({ left: 40, top: 40, width, height });
const SOURCE = '<p>Winter wheels with <strong>free</strong> fitting and storage.</p>';

/** A text, the same text shrinking to fit, a list, icons and a variant entry in a taller box. */
const sheet = (): SheetData =>
  parseSheetData({
    schemaVersion: 1,
    ci: 'bmw',
    elements: [
      {
        id: 1,
        type: 'p',
        config: { name: 'Text', text: SOURCE, style: style(300, 40) },
        variants: [
          { id: 1, variants: [2], type: 'p', config: { text: SOURCE, style: { height: 120 } } },
        ],
      },
      {
        id: 2,
        type: 'p',
        config: { name: 'Shrinks', text: SOURCE, shrinkToFit: true, style: style(300, 40) },
        variants: [],
      },
      {
        id: 3,
        type: 'ul',
        config: { name: 'List', items: ['Rims', '<em>Tyres</em> and rims'], style: style(300, 60) },
        variants: [],
      },
      {
        id: 4,
        type: 'icons',
        config: {
          name: 'Icons',
          lines: [
            { feature: 'star', text: 'Star-marked' },
            { feature: 'rsc', text: '' },
          ],
          style: style(300, 60),
        },
        variants: [],
      },
    ],
    variant_groups: [{ id: 1, name: 'Size' }],
    variants: [
      { id: 1, name: '17', details: '', group: 1 },
      { id: 2, name: '18', details: '', group: 1 },
    ],
  });

/** The element of `key` with its texts replaced by `html` (a list's lines all with it). */
function fitsWith(data: SheetData, key: string, html: string): boolean {
  const text = sheetTexts(data).find((t) => t.key === key);
  if (!text) throw new Error(key);
  const [box] = textBoxes(data, [text]);
  if (!box) throw new Error(key);
  const config = { ...box.element.config } as Record<string, unknown>;
  if ('text' in config) config.text = html;
  if (Array.isArray(config.items)) config.items = config.items.map(() => html);
  if (Array.isArray(config.lines)) {
    config.lines = (config.lines as { text: string }[]).map((line, i) => ({
      ...line,
      text: i === text.line ? html : '',
    }));
  }
  const element = { ...box.element, config } as typeof box.element;
  return !(layoutElement(element, OPEN)?.overflow ?? false);
}

/** `count` characters of the source's words, as a translator might write them. */
const words = (count: number) =>
  `<p>${'Winter wheels with free fitting and storage. '.repeat(200).slice(0, count)}</p>`;

describe('room of a text', () => {
  it('is what the engine lays out in the box, less a tenth for other words', async () => {
    const data = sheet();
    const rooms = await measureRooms(data, sheetTexts(data), new Map(), OPEN);
    const text = rooms.get('Text') as Room;
    expect(text).toMatchObject({ width: 106, height: 14, shrinks: false, lines: undefined });
    // Three lines of 10 pt in a 300 pt wide box: about 55 characters each.
    expect(text.characters).toBeGreaterThan(130);
    expect(text.characters).toBeLessThan(180);
    const characters = text.characters as number;
    expect(fitsWith(data, 'Text', words(characters))).toBe(true);
    expect(fitsWith(data, 'Text', words(Math.ceil(characters * 1.3)))).toBe(false);
    expect(roomText(text)).toBe(
      `about ${Math.floor(characters / 10) * 10} characters (box 106 × 14 mm)`,
    );
  });

  it('is measured in the box a variant entry gives', async () => {
    const data = sheet();
    const rooms = await measureRooms(data, sheetTexts(data), new Map(), OPEN);
    const base = rooms.get('Text')?.characters as number;
    const taller = rooms.get('Text @2') as Room;
    expect(taller.height).toBe(42);
    // Three times the height: about three times the lines.
    expect((taller.characters as number) / base).toBeGreaterThan(2.5);
    expect((taller.characters as number) / base).toBeLessThan(3.5);
  });

  it('says when a text shrinks to fit, and measures it at its own size', async () => {
    const data = sheet();
    const rooms = await measureRooms(data, sheetTexts(data), new Map(), OPEN);
    expect(rooms.get('Shrinks')).toMatchObject({
      shrinks: true,
      characters: rooms.get('Text')?.characters,
    });
    expect(roomText(rooms.get('Shrinks') as Room)).toMatch(
      /^about \d+ characters, more as the text shrinks to fit \(box 106 × 14 mm\)$/,
    );
  });

  it('shares a list between its lines and gives each icons line its row', async () => {
    const data = sheet();
    const rooms = await measureRooms(data, sheetTexts(data), new Map(), OPEN);
    const first = rooms.get('List #1') as Room;
    const second = rooms.get('List #2') as Room;
    // The lines grow together, each by its own length: 4 and 15 characters.
    expect(first.lines).toBe(2);
    expect((second.characters as number) / (first.characters as number)).toBeCloseTo(15 / 4, 0);
    expect(roomText(first)).toMatch(/^about \d+ characters, one of 2 lines \(box 106 × 21 mm\)$/);
    // An empty line is measured with the sheet's default text; both rows are alike.
    const star = rooms.get('Icons #1')?.characters as number;
    const empty = rooms.get('Icons #2')?.characters as number;
    expect(empty / star).toBeGreaterThan(0.8);
    expect(empty / star).toBeLessThan(1.25);
    expect(fitsWith(data, 'Icons #1', words(star))).toBe(true);
  });

  it('is measured for the source text where a copy has one, in the copy’s box', async () => {
    const data = sheet();
    const short = await measureRooms(
      data,
      sheetTexts(data),
      new Map([['Text', '<p>Zimní</p>']]),
      OPEN,
    );
    const own = await measureRooms(data, sheetTexts(data), new Map(), OPEN);
    // Short words break lines elsewhere, but the room is about the same.
    const ratio =
      (short.get('Text')?.characters as number) / (own.get('Text')?.characters as number);
    expect(ratio).toBeGreaterThan(0.8);
    expect(ratio).toBeLessThan(1.25);
    // A bold headline takes more room per character than body text.
    const bold = await measureRooms(
      data,
      sheetTexts(data),
      new Map([['Text', `<strong>${richTextToPlainText(SOURCE)}</strong>`]]),
      OPEN,
    );
    expect(bold.get('Text')?.characters as number).toBeLessThan(
      own.get('Text')?.characters as number,
    );
  });

  it('says a page-sized box of small type has room for any text', async () => {
    const data = parseSheetData({
      schemaVersion: 1,
      ci: 'bmw',
      elements: [
        {
          id: 1,
          type: 'p',
          config: { name: 'Page', text: 'Short', fontSize: 4, style: style(555, 800) },
        },
      ],
    });
    const rooms = await measureRooms(data, sheetTexts(data), new Map(), OPEN);
    expect(roomText(rooms.get('Page') as Room)).toBe(
      '10,000 characters or more (box 196 × 282 mm)',
    );
  });

  it('gives only the box once the layout budget is spent', async () => {
    const data = sheet();
    const rooms = await measureRooms(data, sheetTexts(data), new Map(), OPEN, 2_000);
    const unmeasured = [...rooms.values()].filter((room) => room.characters === undefined);
    expect(unmeasured.length).toBeGreaterThan(0);
    const last = rooms.get('Icons #2') as Room;
    expect(last.characters).toBeUndefined();
    expect(roomText(last)).toBe('box 106 × 21 mm, one of 2 lines');
  });

  describe("asks each type's definition, not its type", () => {
    afterEach(() => {
      vi.restoreAllMocks();
      elementRegistry.ul.textsShareBox = 'flow';
    });

    it('whether it shrinks to fit, and lays it out without shrinking', async () => {
      const data = sheet();
      const own = await measureRooms(data, sheetTexts(data), new Map(), OPEN);
      vi.spyOn(elementRegistry.p, 'shrinksToFit').mockReturnValue(true);
      const unshrink = vi.spyOn(elementRegistry.p, 'withoutShrinking');
      const rooms = await measureRooms(data, sheetTexts(data), new Map(), OPEN);
      expect(rooms.get('Text')).toEqual({ ...own.get('Text'), shrinks: true });
      expect(unshrink).toHaveBeenCalled();
    });

    it('whether its lines flow together or have a row each', async () => {
      const data = sheet();
      elementRegistry.ul.textsShareBox = 'rows';
      const rooms = await measureRooms(data, sheetTexts(data), new Map(), OPEN);
      const first = rooms.get('List #1')?.characters as number;
      const second = rooms.get('List #2')?.characters as number;
      // In a row each, measured alone: about alike, where flowing together they are 4 to 15.
      expect(second / first).toBeGreaterThan(0.8);
      expect(second / first).toBeLessThan(1.25);
    });
  });
});
