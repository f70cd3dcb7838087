import type { PreflightFinding } from '@pms/sheet/browser';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/createI18n';
import { languages } from '../../../i18n/languages';
import { findingText } from './findingText';

const at = { page: 0, elementId: 1, elementName: 'Photo', elementType: 'img' } as const;
const MM = 72 / 25.4;
const beyond: PreflightFinding = {
  ...at,
  check: 'beyondBleed',
  severity: 'warning',
  edges: ['right'],
  reach: 20 * MM,
  bleed: 3 * MM,
};
const crossing: PreflightFinding = {
  ...at,
  check: 'textCrossesTrim',
  severity: 'error',
  edges: ['left', 'top'],
};

describe('findings about the trim and the bleed (issue #44)', () => {
  it('say in millimetres how far content reaches past the trim, and which edges text crosses', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('de');
    expect(findingText(i18n.t, beyond, 'de')).toBe(
      'Reicht 20 mm über den Endformatrand (rechts) hinaus; gedruckt werden nur 3 mm Anschnitt, der Rest wird abgeschnitten.',
    );
    expect(findingText(i18n.t, crossing, 'de')).toBe(
      'Der Text überschreitet den Endformatrand (links, oben) und wird durchgeschnitten: Rücken Sie ihn auf die Seite.',
    );
  });

  it('are translated in every interface language', async () => {
    const i18n = createI18n();
    const english = new Set<string>();
    await i18n.changeLanguage('en');
    english.add(findingText(i18n.t, beyond, 'en'));
    english.add(findingText(i18n.t, crossing, 'en'));
    for (const { iso } of languages) {
      if (iso === 'en') continue;
      await i18n.changeLanguage(iso);
      for (const finding of [beyond, crossing]) {
        const text = findingText(i18n.t, finding, iso);
        expect(text).not.toMatch(/preflight\.|\{\{/);
        expect(english.has(text), `${iso}: ${text}`).toBe(false);
      }
    }
  });
});
