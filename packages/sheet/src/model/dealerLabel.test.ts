import { describe, expect, it } from 'vitest';
import { dealerFieldLabel, readableName } from './dealerLabel.ts';

describe('dealerFieldLabel', () => {
  it("uses the admin's label when there is one", () => {
    expect(dealerFieldLabel({ name: 'Price', dealerLabel: ' Cena ' })).toBe('Cena');
  });

  it('falls back to a readable form of the name', () => {
    expect(dealerFieldLabel({ name: 'dealer_contact' })).toBe('Dealer contact');
    expect(dealerFieldLabel({ name: 'openingHours', dealerLabel: '  ' })).toBe('Opening hours');
    expect(readableName('Opening hours')).toBe('Opening hours');
    expect(readableName('QR-code')).toBe('QR code');
  });
});
