import { parseSheetData, type SheetData } from '@pms/sheet';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../auth/principal.ts';
import type { RegionalSheetRow } from '../db/schema/index.ts';
import type { ReadableSheet } from '../exports/readableSheet.ts';
import { sheetLayoutFontsFor } from '../fonts/sheetFonts.ts';
import { masterOfCopy } from '../sheets/readableCopy.ts';
import { regionLanguage } from './languages.ts';
import { translationRows } from './rows.ts';
import type { TranslationDocument } from './xliff.ts';

/** The languages a request asks for; unset, the source is English and the target the default. */
export interface TranslationLanguages {
  source?: string | undefined;
  target?: string | undefined;
}

/**
 * A master sheet's texts as a translation document, each with the room its box has. `app`
 * gives the sheet's fonts, which measure that room.
 */
export async function masterTranslationDocument(
  app: FastifyInstance,
  sheet: ReadableSheet,
  languages: TranslationLanguages,
): Promise<TranslationDocument> {
  return {
    original: `/api/sheets/${sheet.id}`,
    title: sheet.name,
    sourceLanguage: languages.source ?? 'en',
    targetLanguage: languages.target ?? 'und',
    rows: await translationRows(
      sheet.data,
      { name: sheet.name, details: sheet.details },
      await sheetLayoutFontsFor(app, sheet.data, null),
    ),
  };
}

/**
 * A regional copy's texts as a translation document: the master's texts are the source column,
 * unless the master is locked; then only admins may read them, and everyone else gets the
 * copy's own texts as the source.
 */
export async function copyTranslationDocument(
  app: FastifyInstance,
  principal: Principal,
  copy: RegionalSheetRow,
  languages: TranslationLanguages,
): Promise<TranslationDocument> {
  const master = await masterOfCopy(app, principal, copy);
  const masterData: SheetData | undefined = master ? parseSheetData(master.data) : undefined;
  const copyData = parseSheetData(copy.data);
  const fields = {
    name: copy.name,
    details: copy.details,
    masterName: master?.name,
    masterDetails: master?.details,
  };
  return {
    original: `/api/regional_sheets/${copy.id}`,
    title: copy.name,
    sourceLanguage: languages.source ?? 'en',
    targetLanguage: languages.target ?? regionLanguage(copy.region),
    rows: await translationRows(
      copyData,
      fields,
      await sheetLayoutFontsFor(app, copyData, copy.region),
      masterData,
    ),
  };
}
