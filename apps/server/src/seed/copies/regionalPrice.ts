/**
 * Prices of the demo's regional copies in the region's currency and number format: the
 * masters are priced in euros, a Czech dealer sells in koruna and writes "31 290 Kč".
 */

interface RegionMoney {
  /** The locale whose separators and currency placement the region writes. */
  locale: string;
  currency: string;
  /** Units of the currency per euro, rounded: a demo's price list, not a rate of the day. */
  perEuro: number;
}

const MONEY: Readonly<Record<string, RegionMoney>> = {
  at: { locale: 'de-AT', currency: 'EUR', perEuro: 1 },
  sk: { locale: 'sk', currency: 'EUR', perEuro: 1 },
  cz: { locale: 'cs', currency: 'CZK', perEuro: 25 },
  pl: { locale: 'pl', currency: 'PLN', perEuro: 4.3 },
  hu: { locale: 'hu', currency: 'HUF', perEuro: 400 },
};

/**
 * A euro amount converted and rounded up to a price a dealer would print: just under the
 * next round step (1,249 € at 25 Kč is 31 225, printed 31 290 Kč), small amounts exactly.
 */
function regionalAmount(euros: number, money: RegionMoney): number {
  if (money.perEuro === 1) return euros;
  const value = euros * money.perEuro;
  if (value === 0) return 0;
  if (value < 10) return Math.round(value * 100) / 100;
  if (value < 100) return Math.round(value);
  const step = value < 1000 ? 10 : value < 100_000 ? 100 : 1000;
  return Math.ceil(value / step) * step - step / 10;
}

/** Whether the seed knows the region's money (the copies it translates). */
export function hasRegionalMoney(region: string): boolean {
  return region in MONEY;
}

/** A euro price of a master as the region prints it, e.g. 1249 -> "31 290 Kč" for `cz`. */
export function regionalPrice(euros: number, region: string): string {
  const money = MONEY[region];
  if (!money) throw new Error(`no currency for region ${region}`);
  const amount = regionalAmount(euros, money);
  return (
    new Intl.NumberFormat(money.locale, {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    })
      .format(amount)
      // ICU's narrow no-break space is not in every brand font; the plain one keeps the same
      // promise (no line break inside a price) and is in all of them.
      .replaceAll('\u202F', '\u00A0')
  );
}

/** A master's price as written in its English text ("1,249 €", "0.12 €") in euros. */
export function parseEuroPrice(text: string): number | null {
  const match = /^(\d{1,3}(?:,\d{3})*(?:\.\d+)?) €$/.exec(text.trim());
  return match?.[1] ? Number(match[1].replaceAll(',', '')) : null;
}
