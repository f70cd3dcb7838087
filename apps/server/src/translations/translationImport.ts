import { parseSheetData } from '@pms/sheet';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../auth/principal.ts';
import { updateRegional } from '../commands/sheetWrites.ts';
import type { RegionalSheetRow } from '../db/schema/index.ts';
import { sheetLayoutFontsFor } from '../fonts/sheetFonts.ts';
import { badRequest } from '../http/httpError.ts';
import { masterOfCopy } from '../sheets/readableCopy.ts';
import { readSheetData } from '../sheets/sheetBody.ts';
import { applyTranslations, type TranslationReport } from './applyTranslations.ts';
import { NO_MATCHING_TRANSLATIONS } from './messages.ts';
import { translatableTexts } from './nameTexts.ts';
import { type OverflowReport, overflowingTexts } from './overflowing.ts';
import { readTranslationFile } from './readTranslationFile.ts';
import { sheetFieldTranslations } from './sheetFields.ts';

/** What a translation import did: the saved copy, the texts matched, and what now overflows. */
export interface TranslationImport {
  row: RegionalSheetRow;
  report: TranslationReport;
  /** The sheet fields (name, details) the file set. */
  sheetFields: string[];
  overflow: OverflowReport;
  /** Texts imported without formatting codes the file lost (see readXliff). */
  codesMissing: string[];
}

/**
 * Reads a translated XLSX or XLIFF file into the copy `current` and saves it at `version`, in
 * one save with a revision; 400 when nothing in the file matches. `app` gives the master (as
 * this user may read it) and the fonts that tell which translated texts overflow their box.
 */
export async function importTranslationFile(
  app: FastifyInstance,
  principal: Principal,
  current: RegionalSheetRow,
  version: number,
  bytes: Uint8Array,
): Promise<TranslationImport> {
  // The master's texts, which the file was translated from, give back process colours, and
  // with the copy's texts the XLIFF codes a translator's tool left without their markup.
  const master = await masterOfCopy(app, principal, current);
  const sources = master
    ? translatableTexts(parseSheetData(master.data))
    : new Map<string, string>();
  const targets = translatableTexts(parseSheetData(current.data));
  const translations = await readTranslationFile(bytes, (key) => {
    const target = targets.get(key);
    return target === undefined ? undefined : { source: sources.get(key) ?? target, target };
  });
  const { fields, texts } = sheetFieldTranslations(translations, current);
  const { data, report, translated } = applyTranslations(
    parseSheetData(current.data),
    texts,
    sources,
  );
  const fieldsChanged = Object.keys(fields).length;
  if (report.matched === 0 && fieldsChanged === 0) throw badRequest(NO_MATCHING_TRANSLATIONS);
  const saved = readSheetData(data);
  const row = await updateRegional(app.db, principal.id, current.id, version, {
    data: saved,
    ...fields,
  });
  const overflow = await overflowingTexts(
    saved,
    translated,
    await sheetLayoutFontsFor(app, saved, current.region),
  );
  const codesMissing = texts.filter((t) => t.codesMissing && translated.includes(t.key));
  return {
    row,
    report,
    sheetFields: Object.keys(fields),
    overflow,
    codesMissing: [...new Set(codesMissing.map((t) => t.key))],
  };
}
