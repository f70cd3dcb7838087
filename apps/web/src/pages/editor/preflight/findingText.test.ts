import type { PreflightFinding } from '@pms/sheet/browser';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/createI18n';
import { findingText } from './findingText';

const at = { page: 0, elementId: 1, elementName: 'Text', elementType: 'p' } as const;

describe('findingText', () => {
  it('says a finding in the user’s language with their number format', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('de');
    const overflow: PreflightFinding = {
      ...at,
      check: 'overflow',
      severity: 'error',
      overflowHeight: 12.4,
    };
    expect(findingText(i18n.t, overflow, 'de')).toBe(
      'Der Text läuft 12,4 pt über seinen Rahmen hinaus.',
    );
    const glyphs: PreflightFinding = {
      ...at,
      check: 'missingGlyphs',
      severity: 'error',
      codePoints: [0x4fa1],
    };
    expect(findingText(i18n.t, glyphs, 'de')).toBe(
      'Die Schrift hat kein Zeichen für “価” (U+4FA1).',
    );
    const fallback: PreflightFinding = {
      ...at,
      check: 'fontFallback',
      severity: 'warning',
      family: 'carlito',
      codePoints: [0x476],
    };
    expect(findingText(i18n.t, fallback, 'de')).toBe(
      'Die Schrift carlito hat kein Zeichen für “Ѷ” (U+0476); Noto Sans springt ein.',
    );
  });

  it('names the edges and the bleed in millimetres', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('cs');
    const bleed: PreflightFinding = {
      ...at,
      check: 'bleed',
      severity: 'warning',
      edges: ['right', 'bottom'],
      bleed: 8.5,
    };
    expect(findingText(i18n.t, bleed, 'cs')).toBe(
      'Dotýká se okraje ořezu (vpravo, dole), aniž by zasahoval 3 mm do spadávky.',
    );
  });
});
