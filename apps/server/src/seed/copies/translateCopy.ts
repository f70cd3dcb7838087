import type { DemoPage, DemoSheetData } from '../sheetBuilder.ts';
import { parseEuroPrice, regionalPrice } from './regionalPrice.ts';

/**
 * What a region's demo copies say in its language. Keys are the masters' English: a run of
 * text between two tags ("Complete winter wheels"), or a whole rich text where the markup
 * sits differently in the language, a list or icon line, a variant group, variant or its
 * details, a sheet's name or details. `{589}` in a translation stands for the regional price
 * of 589 €; a run that is only a price ("1,249 €") needs no entry.
 */
export interface CopyLanguage {
  texts: Readonly<Record<string, string>>;
  /** The label dealers read above a field they fill, by the element's name. */
  dealerLabels: Readonly<Record<string, string>>;
}

/** Variant details that are only a tyre size ("275/40 R20 106Y") read alike everywhere. */
const TYRE_SIZE = /^\d{3}\/\d{2} R\d{2} \d{2,3}[A-Z]$/;

export class CopyTranslator {
  constructor(
    private readonly language: CopyLanguage,
    private readonly region: string,
  ) {}

  /** A text of the masters in the region's language; a missing entry is the seed's bug. */
  text(english: string): string {
    const translated = this.language.texts[english];
    if (translated === undefined) throw new Error(`no ${this.region} text for "${english}"`);
    return translated.replace(/\{(\d+(?:\.\d+)?)\}/g, (_, euros: string) =>
      regionalPrice(Number(euros), this.region),
    );
  }

  /** Rich text: whole if the language has it so, else each run between tags. */
  html(html: string): string {
    if (html in this.language.texts) return this.text(html);
    return html
      .split(/(<[^>]+>)/)
      .map((part) => (part.startsWith('<') ? part : this.run(part)))
      .join('');
  }

  private run(part: string): string {
    const trimmed = part.trim();
    if (trimmed === '') return part;
    const euros = parseEuroPrice(trimmed);
    const translated = euros === null ? this.text(trimmed) : regionalPrice(euros, this.region);
    return part.replace(trimmed, translated);
  }

  private details(details: string): string {
    return TYRE_SIZE.test(details) ? details : this.text(details);
  }

  private config(config: Record<string, unknown>): void {
    if (typeof config.text === 'string') config.text = this.html(config.text);
    if (Array.isArray(config.items)) config.items = config.items.map((item) => this.html(item));
    if (Array.isArray(config.lines))
      config.lines = config.lines.map((line: { text: string }) => ({
        ...line,
        text: this.html(line.text),
      }));
  }

  private page(page: DemoPage): void {
    for (const element of page.elements) {
      this.config(element.config);
      for (const entry of element.variants) this.config(entry.config);
      if (element.config.dealerEditable === true) {
        const label = this.language.dealerLabels[element.config.name];
        if (label === undefined)
          throw new Error(`no ${this.region} dealer label for "${element.config.name}"`);
        element.config.dealerLabel = label;
      }
    }
    for (const group of page.variant_groups) group.name = this.text(group.name);
    for (const variant of page.variants) {
      variant.name = this.text(variant.name);
      variant.details = this.details(variant.details);
    }
  }

  /** The master's data as the region's copy: every text, list, variant and label translated. */
  sheet(master: DemoSheetData): DemoSheetData {
    const copy = structuredClone(master);
    this.page(copy);
    for (const page of copy.additional_pages) this.page(page);
    return copy;
  }
}
