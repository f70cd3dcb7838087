import { describe, expect, it } from 'vitest';
import { layoutSheetPage } from '../layout/page.ts';
import {
  DEALER_LIST_ITEMS_CAP,
  DEALER_TEXT_CAP,
  dealerValuesSchema,
  formatCount,
} from '../model/dealerValue.ts';
import { parseSheetData } from '../model/parse.ts';
import { listElement, textElement } from '../testing/elements.ts';
import { rawSheet } from '../testing/factories.ts';
import { openFonts } from '../testing/fonts.ts';
import { DEALER_TEXT_FLOOR, dealerTextLimit, dealerValueProblems } from './dealerValueLimits.ts';
import { applyDealerValues } from './dealerValues.ts';

const editable = { dealerEditable: true };
const box = (width: number, height: number) => ({ style: { left: 0, top: 0, width, height } });

describe('dealerTextLimit', () => {
  it('grows with the box: about twice what it shows at 4 pt', () => {
    // 200 x 80 pt at 9.6 pt² per character shows 1,667; twice that is allowed.
    expect(dealerTextLimit(textElement({ name: 'Body', ...box(200, 80) }))).toBe(3334);
    expect(dealerTextLimit(textElement({ name: 'Small', ...box(300, 100) }))).toBeGreaterThan(
      dealerTextLimit(textElement({ name: 'Smaller', ...box(200, 80) })),
    );
  });

  it('lets every field take a short text and no field take more than the cap', () => {
    expect(dealerTextLimit(textElement({ name: 'Tiny', ...box(10, 10) }))).toBe(DEALER_TEXT_FLOOR);
    expect(dealerTextLimit(textElement({ name: 'Page', ...box(595, 842) }))).toBe(DEALER_TEXT_CAP);
    expect(dealerTextLimit(textElement({ name: 'Huge', ...box(1e200, 1e200) }))).toBe(
      DEALER_TEXT_CAP,
    );
  });
});

describe('formatCount', () => {
  it('writes counts as en-US Intl does, without it', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [0, 7, 999, 1000, 40_000, 123_456, 1_000_000, 9_876_543_210]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
  });
});

describe('dealerValueProblems', () => {
  const elements = [
    textElement({ name: 'Price', ...box(40, 20), ...editable }),
    listElement({ name: 'Services', ...box(200, 100), ...editable }),
  ];

  it('names each field that is too long, with its length and limit', () => {
    const problems = dealerValueProblems(elements, {
      Price: { text: 'x'.repeat(250) },
      Services: { items: ['ok', 'fine'] },
    });
    expect(problems).toEqual([
      {
        name: 'Price',
        kind: 'characters',
        length: 250,
        limit: 200,
        message: "The text for 'Price' is 250 characters long; this field takes at most 200.",
      },
    ]);
  });

  it('counts the characters a reader sees, allowing for markup around them', () => {
    const marked = `<strong>${'9'.repeat(150)}</strong> <span data-size="xxs">€</span>`;
    expect(dealerValueProblems(elements, { Price: { text: marked } })).toEqual([]);
  });

  it('refuses a huge value by its length alone, before parsing it', () => {
    const [problem] = dealerValueProblems(elements, { Price: { text: '<b>'.repeat(300_000) } });
    expect(problem?.message).toBe(
      "The text for 'Price' is 900,000 characters long; this field takes at most 200.",
    );
  });

  it('adds up the lines of a list and limits how many there are', () => {
    const lines = Array.from({ length: DEALER_LIST_ITEMS_CAP + 1 }, () => 'a line');
    expect(dealerValueProblems(elements, { Services: { items: lines } })[0]?.message).toBe(
      `The list 'Services' has ${DEALER_LIST_ITEMS_CAP + 1} lines; it takes at most ${DEALER_LIST_ITEMS_CAP}.`,
    );
  });
});

describe('too long dealer values', () => {
  it('are reported by applyDealerValues and never reach the element', () => {
    const price = textElement({ name: 'Price', text: 'from 99 €', ...box(100, 20), ...editable });
    const { elements, tooLong } = applyDealerValues([price], { Price: { text: 'x'.repeat(5000) } });
    expect(tooLong.map((problem) => problem.name)).toEqual(['Price']);
    expect(elements[0]?.config).toMatchObject({ text: 'from 99 €' });
  });

  it('are refused by the request schema when far beyond any field', () => {
    const result = dealerValuesSchema.safeParse({ Price: { text: 'x'.repeat(12_000_000) } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "A dealer's text may be at most 40,000 characters long.",
    );
  });
});

describe('layout of a very long text', () => {
  it('lays out 200,000 characters in one box without overflowing the stack', () => {
    const words = Array.from({ length: 40_000 }, (_, i) => `w${i % 97}`).join(' ');
    const data = parseSheetData(
      rawSheet({ elements: [textElement({ name: 'Body', text: words, ...box(595, 842) })] }),
    );
    const ctx = { fonts: openFonts(), images: new Map() };
    const { page, elements } = layoutSheetPage(data, 0, { ctx });
    expect(elements[0]?.overflow).toBe(true);
    expect(page.items.length).toBeGreaterThan(1000);
  });
});
