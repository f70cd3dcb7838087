// Preflight of an export: the findings the designer shows live, computed again from the
// export's own layout (dealer values applied) and returned with the file; and the one finding
// that refuses an export: a dealer's text that overflows its box (shrunk to its minimum or not).
import {
  dealerFindings,
  layoutSheetPage,
  type PageLayout,
  type PreflightFinding,
  preflightLayouts,
  sortFindings,
} from '@pms/sheet';
import type { Principal } from '../auth/principal.ts';
import { badRequest } from '../http/httpError.ts';
import { roleOf } from '../policies/authorize.ts';
import { pageLayoutOptions, requestedPages, type SheetRenderRequest } from './renderSheet.ts';

/** The response header that carries an export's preflight as compact JSON. */
export const PREFLIGHT_HEADER = 'X-Preflight';
/**
 * Most proxies take response headers of 8 KB in all; the preflight keeps well below that and
 * says how many findings it left out. The counts are always complete.
 */
export const PREFLIGHT_HEADER_MAX = 6_000;

/** The export's pages laid out as every format draws them, with their page numbers. */
export function layoutExportPages(request: SheetRenderRequest): {
  layouts: PageLayout[];
  indexes: number[];
} {
  const indexes = requestedPages(request);
  const layouts = indexes.map((index) =>
    layoutSheetPage(request.data, index, pageLayoutOptions(request, index)),
  );
  return { layouts, indexes };
}

/**
 * Refuses an export whose dealer text overflows its box, naming the field: the dealer's own
 * text would be cut off in print. A box that shrinks its text to fit overflows only once the
 * text does not fit at its minimum size (6 pt unless the admin set another), and is refused
 * then like any other (issue #44). An overflow of the sheet's own text is the designer's to
 * fix and only a finding of the preflight.
 */
export function assertNoDealerOverflow(
  layouts: readonly PageLayout[],
  dealerValues: Readonly<Record<string, unknown>>,
): void {
  const messages: string[] = [];
  for (const layout of layouts) {
    for (const summary of layout.elements) {
      if (!summary.overflow || !Object.hasOwn(dealerValues, summary.name)) continue;
      // Rounded up to 0.1 pt as preflight's finding is, so the designer says the same figure.
      const by = Math.ceil(summary.overflowHeight * 10) / 10;
      messages.push(
        `The text for '${summary.name}' does not fit its box: it runs ${by} pt below it. Shorten it to export.`,
      );
    }
  }
  if (messages.length > 0) throw badRequest(messages.join(' '));
}

/**
 * Whom an export's preflight speaks to. `staff` (admins and region admins) hear every finding:
 * the sheet's content is theirs to fix, a master's for the admin and a copy's for its region
 * admin, who passes on what only the admin can change. `dealer` (every other user) hears only
 * what they can change themselves: their own fields, logo and profile texts.
 */
export type PreflightAudience = 'staff' | 'dealer';

/** The audience of a user's export preflight. */
export function preflightAudience(reader: Pick<Principal, 'roles'>): PreflightAudience {
  return roleOf(reader) === 'user' ? 'dealer' : 'staff';
}

/**
 * The preflight of an export for `audience` (every finding when unset): errors first, then
 * warnings. `reader` says whether the dealer's logo and profile fill the sheet, which makes
 * findings about them the dealer's.
 */
export function exportPreflight(
  layouts: readonly PageLayout[],
  indexes: readonly number[],
  audience: PreflightAudience = 'staff',
  reader: { hasLogo: boolean; hasProfile: boolean } = { hasLogo: false, hasProfile: false },
) {
  const findings = sortFindings(preflightLayouts(layouts, indexes));
  if (audience === 'staff') return findings;
  const elements = layouts.flatMap((layout) => layout.elements.map((summary) => summary.element));
  return dealerFindings(findings, elements, reader);
}

/** The `X-Preflight` value: what a client reads after the download. */
export interface PreflightSummary {
  errors: number;
  warnings: number;
  /** The findings, errors first; fewer than errors + warnings when `omitted` is set. */
  findings: PreflightFinding[];
  /** Findings left out to keep the header small. */
  omitted?: number;
}

/** JSON with every character beyond ASCII escaped: header values are bytes, names are not. */
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The header value: compact JSON, ASCII only (a name like "Händler" arrives as `H\u00e4ndler`,
 * which JSON.parse reads back), at most PREFLIGHT_HEADER_MAX characters.
 */
export function preflightHeaderValue(findings: readonly PreflightFinding[]): string {
  const errors = findings.filter((finding) => finding.severity === 'error').length;
  const head = `{"errors":${errors},"warnings":${findings.length - errors}`;
  // Room for the head, `,"omitted":n` and the brackets.
  let room = PREFLIGHT_HEADER_MAX - head.length - 40;
  const kept: string[] = [];
  for (const finding of findings) {
    const json = asciiJson(finding);
    room -= json.length + 1;
    if (room < 0) break;
    kept.push(json);
  }
  const omitted = findings.length - kept.length;
  return `${head},"findings":[${kept.join(',')}]${omitted > 0 ? `,"omitted":${omitted}` : ''}}`;
}
