import { afterEach, describe, expect, it } from 'vitest';
import { dealerValuesKey, readDealerValues, writeDealerValues } from './dealerValuesStorage';

describe('dealer values in localStorage', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps values per user and sheet', () => {
    const mine = dealerValuesKey('dealer.cz', 'regional', 4);
    const theirs = dealerValuesKey('dealer.pl', 'regional', 4);
    expect(mine).toBe('dealerValues:dealer.cz:regional:4');
    writeDealerValues(mine, { Price: { text: '<p>999 €</p>' } });
    expect(readDealerValues(mine)).toEqual({ Price: { text: '<p>999 €</p>' } });
    expect(readDealerValues(theirs)).toEqual({});
    writeDealerValues(mine, {});
    expect(window.localStorage.getItem(mine)).toBeNull();
  });

  it('ignores what it cannot read instead of failing', () => {
    window.localStorage.setItem('k', '{not json');
    expect(readDealerValues('k')).toEqual({});
    window.localStorage.setItem('k', JSON.stringify({ Price: { colour: 'red' } }));
    expect(readDealerValues('k')).toEqual({});
  });
});
