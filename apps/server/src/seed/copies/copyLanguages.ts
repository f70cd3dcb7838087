import { CS } from './cs.ts';
import { DE_AT } from './deAt.ts';
import { HU } from './hu.ts';
import { PL } from './pl.ts';
import { SK } from './sk.ts';
import { CopyTranslator } from './translateCopy.ts';

/** The regions whose demo copies the seed writes in their language, prices in their money. */
const LANGUAGES = { cz: CS, pl: PL, at: DE_AT, hu: HU, sk: SK } as const;

/** The translator for a region's demo copies, or null where they stay the master's English. */
export function copyTranslator(region: string): CopyTranslator | null {
  const language = LANGUAGES[region as keyof typeof LANGUAGES];
  return language ? new CopyTranslator(language, region) : null;
}

export const TRANSLATED_REGIONS = Object.keys(LANGUAGES);
