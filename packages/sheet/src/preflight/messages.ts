import type { PreflightFinding } from './types.ts';

const codePoint = (value: number) => `U+${value.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * One English sentence per finding, for the API and logs (the designer says the same from
 * the figures in the user's language).
 */
export function preflightMessage(finding: PreflightFinding): string {
  const name = `'${finding.elementName}'`;
  switch (finding.check) {
    case 'imageResolution':
      return `The image of ${name} has ${finding.ppi} ppi at its placed size; print needs at least ${finding.required}.`;
    case 'overflow':
      return `The text of ${name} overflows its box by ${finding.overflowHeight} pt.`;
    case 'bleed':
      return `${name} touches the ${finding.edges.join(', ')} trim edge without reaching ${finding.bleed} pt into the bleed.`;
    case 'beyondBleed':
      return `${name} reaches ${finding.reach} pt beyond the ${finding.edges.join(', ')} trim edge; only ${finding.bleed} pt of bleed print, the rest is cut off.`;
    case 'textCrossesTrim':
      return `Text of ${name} crosses the ${finding.edges.join(', ')} trim edge and is cut through.`;
    case 'missingGlyphs':
      return `The font has no glyph for ${finding.codePoints.map(codePoint).join(', ')} in ${name}.`;
    case 'fontFallback':
      return `The font ${finding.family} has no glyph for ${finding.codePoints.map(codePoint).join(', ')} in ${name}; Noto Sans stands in.`;
    case 'familyMissing':
      return `The font family ${finding.family} of ${name} is not available (deleted?); it is set in the sheet's font instead.`;
    case 'thinLines':
      return `${name} has ${finding.count} line(s) down to ${finding.width} pt; print needs at least ${finding.minimum} pt.`;
    case 'tyreLabelSize':
      return `The tyre label ${name} prints at ${finding.width} x ${finding.height} pt; the regulation requires at least ${finding.minWidth} x ${finding.minHeight} pt (75 x 110 mm).`;
  }
}
