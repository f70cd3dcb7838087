import type { FontChoiceCollection } from '@pms/contracts';
import { brandFamilyId } from '../fonts/brandFaces.ts';
import { brandFaceUrls, type SignFace } from '../fonts/brandFonts.ts';

/** The brand families a text element may be set in, by name, their faces' URLs signed. */
export function presentFontChoiceCollection(
  rows: { id: number; name: string }[],
  signFace: SignFace,
): FontChoiceCollection {
  const members = rows.map((row) => ({
    '@type': 'FontChoice' as const,
    name: row.name,
    fontFamily: brandFamilyId(row.id),
    faceUrls: brandFaceUrls(row.id, signFace),
  }));
  return {
    '@context': '/api/contexts/FontChoice',
    '@id': '/api/font_choices',
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': members.length,
  };
}
