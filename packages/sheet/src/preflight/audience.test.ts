import { describe, expect, it } from 'vitest';
import { parseSheetData } from '../model/parse.ts';
import { rawSheet, rawText } from '../testing/factories.ts';
import { dealerFindings, dealerOwnsElement } from './audience.ts';
import type { PreflightFinding } from './types.ts';

const box = { left: 0, top: 0, width: 100, height: 40 };
const data = parseSheetData(
  rawSheet({
    elements: [
      rawText(1, 'Headline', { config: { name: 'Headline', text: 'Hi', style: box } }),
      rawText(2, 'Price', {
        config: { name: 'Price', text: '1', dealerEditable: true, style: box },
      }),
      { id: 3, type: 'img', config: { name: 'Hero', src: null, style: box } },
      { id: 4, type: 'logo', config: { name: 'Logo', src: null, style: box } },
      rawText(5, 'Contact', {
        config: { name: 'Contact', text: 'x', profileField: 'phone', style: box },
      }),
    ],
  }),
);
const elements = data.elements;
const byName = (name: string) => {
  const element = elements.find((e) => e.config.name === name);
  if (!element) throw new Error(name);
  return element;
};
const finding = (elementId: number): PreflightFinding => ({
  check: 'imageResolution',
  severity: 'warning',
  ppi: 100,
  required: 300,
  page: 0,
  elementId,
  elementName: String(elementId),
  elementType: 'img',
});

describe('whose a finding is', () => {
  const full = { hasLogo: true, hasProfile: true };
  const none = { hasLogo: false, hasProfile: false };

  it('gives a dealer their open fields, their logo and their profile texts, nothing else', () => {
    expect(dealerOwnsElement(byName('Price'), none)).toBe(true);
    expect(dealerOwnsElement(byName('Headline'), full)).toBe(false);
    expect(dealerOwnsElement(byName('Hero'), full)).toBe(false);
    expect(dealerOwnsElement(byName('Logo'), full)).toBe(true);
    expect(dealerOwnsElement(byName('Contact'), full)).toBe(true);
  });

  it("leaves the sheet's own logo and profile texts to staff when the dealer has none", () => {
    expect(dealerOwnsElement(byName('Logo'), none)).toBe(false);
    expect(dealerOwnsElement(byName('Contact'), none)).toBe(false);
  });

  it("keeps only the dealer's findings, in their order", () => {
    const findings = [finding(3), finding(2), finding(1), finding(4)];
    expect(dealerFindings(findings, elements, full).map((f) => f.elementId)).toEqual([2, 4]);
    expect(dealerFindings(findings, elements, none).map((f) => f.elementId)).toEqual([2]);
  });
});
