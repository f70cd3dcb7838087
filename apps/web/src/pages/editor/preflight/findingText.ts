import type { PreflightFinding } from '@pms/sheet/browser';
import type { TFunction } from 'i18next';

const MM_PER_PT = 25.4 / 72;

/** A character as the user reads it, with its code point for the ones that do not show. */
const character = (codePoint: number) =>
  `“${String.fromCodePoint(codePoint)}” (U+${codePoint.toString(16).toUpperCase().padStart(4, '0')})`;

/** One finding in the user's language, with its figures in their number format. */
export function findingText(t: TFunction, finding: PreflightFinding, locale: string): string {
  const number = (value: number, digits = 1) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  switch (finding.check) {
    case 'imageResolution':
      return t('preflight.imageResolution', {
        ppi: number(finding.ppi, 0),
        required: number(finding.required, 0),
      });
    case 'overflow':
      return t('preflight.overflow', { height: number(finding.overflowHeight) });
    case 'bleed':
      return t('preflight.bleed', {
        edges: finding.edges.map((edge) => t(`preflight.edges.${edge}`)).join(', '),
        bleed: number(finding.bleed * MM_PER_PT),
      });
    case 'beyondBleed':
      return t('preflight.beyondBleed', {
        edges: finding.edges.map((edge) => t(`preflight.edges.${edge}`)).join(', '),
        reach: number(finding.reach * MM_PER_PT),
        bleed: number(finding.bleed * MM_PER_PT),
      });
    case 'textCrossesTrim':
      return t('preflight.textCrossesTrim', {
        edges: finding.edges.map((edge) => t(`preflight.edges.${edge}`)).join(', '),
      });
    case 'missingGlyphs':
      return t('preflight.missingGlyphs', { chars: finding.codePoints.map(character).join(', ') });
    case 'fontFallback':
      return t('preflight.fontFallback', {
        family: finding.family,
        chars: finding.codePoints.map(character).join(', '),
      });
    case 'familyMissing':
      return t('preflight.familyMissing', { family: finding.family });
    case 'thinLines':
      return t('preflight.thinLines', {
        width: number(finding.width, 2),
        minimum: number(finding.minimum, 2),
      });
    case 'tyreLabelSize':
      return t('preflight.tyreLabelSize', {
        width: number(finding.width * MM_PER_PT),
        height: number(finding.height * MM_PER_PT),
      });
  }
}
