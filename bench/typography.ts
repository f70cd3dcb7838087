// The reference sheet with and without the print typography of issue #19 (hyphenation, justified
// alignment and runt control on every text), and with different text in every run: what
// bench:export compares to show what the typography costs.
import type { Element, SheetData } from '@pms/sheet';

type Page = Pick<SheetData, 'elements'>;

/** Every text and list element justified, hyphenated and runt-controlled (`on`), or none. */
export function withTypography(data: SheetData, on: boolean): SheetData {
  const set = (element: Element): Element => {
    if (element.type !== 'p' && element.type !== 'ul') return element;
    const config = {
      ...element.config,
      hyphenate: on,
      avoidRunts: on,
      style: { ...element.config.style, textAlign: on ? 'justify' : 'left' },
    };
    return { ...element, config } as Element;
  };
  const page = <P extends Page>(p: P): P => ({ ...p, elements: p.elements.map(set) });
  return { ...page(data), additional_pages: data.additional_pages.map(page) };
}

/**
 * Rotates the words of each text node of `html` by `shift` and adds `shift` as a word: new text
 * for every shift (a short node has few rotations), breaking into other lines, same markup.
 */
function rotateWords(html: string, shift: number): string {
  return html.replace(/>([^<]+)</g, (_, text: string) => {
    const words = text.split(' ');
    const by = shift % words.length;
    return `>${[...words.slice(by), ...words.slice(0, by), String(shift)].join(' ')}<`;
  });
}

/**
 * The sheet with the words of every text and list element rotated by `run`: each run's text
 * is new to the layout caches and breaks into other lines, as when many dealers export.
 */
export function withNewText(data: SheetData, run: number): SheetData {
  const set = (element: Element): Element => {
    if (element.type === 'p') {
      return {
        ...element,
        config: { ...element.config, text: rotateWords(element.config.text, run) },
      };
    }
    if (element.type === 'ul') {
      const items = element.config.items.map((item) => rotateWords(`>${item}<`, run).slice(1, -1));
      return { ...element, config: { ...element.config, items } };
    }
    return element;
  };
  const page = <P extends Page>(p: P): P => ({ ...p, elements: p.elements.map(set) });
  return { ...page(data), additional_pages: data.additional_pages.map(page) };
}

/**
 * Times `a` and `b` alternately (which goes first changes each run, as the second finds caches
 * such as shaping warmed by the first), `runs` times each after one warm-up of each, so that a
 * machine shared with other work slows both alike. Medians in milliseconds, and the median of
 * the runs' ratios b / a.
 */
export async function paired(
  runs: number,
  a: (run: number) => unknown,
  b: (run: number) => unknown,
): Promise<{ a: number; b: number; ratio: number }> {
  await a(0);
  await b(0);
  const samples = { a: [] as number[], b: [] as number[] };
  for (let run = 1; run <= runs; run++) {
    const order = [
      ['a', a],
      ['b', b],
    ] as const;
    for (const [key, work] of run % 2 === 0 ? order : [...order].reverse()) {
      const start = performance.now();
      await work(run);
      samples[key].push(performance.now() - start);
    }
  }
  const median = (values: number[]) =>
    [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
  // The median of each run's own ratio: a burst of other work on the machine slows a pair
  // together, and drops out of their ratio where it would shift one median more than the other.
  const ratios = samples.a.map((a, index) => (samples.b[index] ?? 0) / a);
  return { a: median(samples.a), b: median(samples.b), ratio: median(ratios) };
}
