// The refusal of a print export whose EU tyre label breaks Regulation (EU) 2020/740
// (docs/print.md): a label printed below 75 x 110 mm, or a QR code that does not lead to the
// tyre's entry in EPREL, the EU product database. A shop printing it would hand out a label
// the regulation does not accept, so the print PDF (alone or in a ZIP) is not made. Screen
// PDFs and PNGs are not printed labels: for them the size stays a preflight finding.
import { definitionOf, type PageLayout } from '@pms/sheet';
import { badRequest } from '../http/httpError.ts';
import type { PreflightAudience } from './preflight.ts';

/**
 * An EPREL QR address: `https://eprel.ec.europa.eu/qr/` and the product's registration number
 * (Annex II: the QR code links to the tyre's product information sheet in EPREL). A number of
 * zeros only is the designer's placeholder, not a registered product.
 */
const EPREL_QR = /^https:\/\/eprel\.ec\.europa\.eu\/qr\/0*[1-9]\d*$/;

/** Whether `url` is an EPREL QR address, as the tyre label's QR code must hold. */
export function isEprelQrUrl(url: string): boolean {
  return EPREL_QR.test(url.trim());
}

const MM = 25.4 / 72;
const mm = (points: number) => (points * MM).toFixed(1);

/**
 * What the reader can do: staff change the label, a dealer cannot (its data is the product's)
 * and is told whom to ask instead.
 */
const FIX = {
  staff: {
    size: ' Enlarge its box to export for print.',
    qr: ' Enter the address https://eprel.ec.europa.eu/qr/ followed by the tyre’s EPREL registration number.',
    after: '',
  },
  dealer: { size: '', qr: '', after: ' Please ask your administrator to correct the sheet.' },
} as const;

/** What decides about the refusal: whether a print PDF is made, and for whom. */
export interface TyreLabelExport {
  format: 'pdf' | 'png' | 'zip';
  pdf: 'print' | 'screen';
  audience?: PreflightAudience;
}

/**
 * Throws a 400 naming each tyre label of a print export (a print PDF, or a ZIP, which holds
 * one) that the regulation does not allow, and saying what the regulation asks. Labels on
 * several pages are named once.
 */
export function assertTyreLabelsLawful(layouts: readonly PageLayout[], job: TyreLabelExport): void {
  const print = job.format === 'zip' || (job.format === 'pdf' && job.pdf === 'print');
  if (!print) return;
  const fix = FIX[job.audience ?? 'staff'];
  const messages: string[] = [];
  const seen = new Set<number>();
  for (const layout of layouts) {
    for (const summary of layout.elements) {
      const { element } = summary;
      if (element.type !== 'tyre_label' || seen.has(element.id)) continue;
      seen.add(element.id);
      // The printed label's size, as the designer's preflight measures it (the largest 75:110
      // label the box holds).
      const issues = definitionOf(element).preflight(element, {
        element,
        items: layout.page.items.slice(...summary.itemRange),
        overflow: summary.overflow,
        overflowHeight: summary.overflowHeight,
      });
      for (const issue of issues) {
        if (issue.check !== 'tyreLabelSize') continue;
        messages.push(
          `The tyre label '${summary.name}' would print at ${mm(issue.width)} × ${mm(issue.height)} mm. ` +
            `The EU tyre label regulation (EU) 2020/740 requires the label to be at least 75 × 110 mm.${fix.size}`,
        );
      }
      const url = element.config.tyre.eprelUrl;
      if (!isEprelQrUrl(url)) {
        const shown = url.trim() === '' ? 'no address' : `'${url.trim()}'`;
        messages.push(
          `The QR code of the tyre label '${summary.name}' holds ${shown}. ` +
            "The EU tyre label regulation (EU) 2020/740 requires it to lead to the tyre's entry in the EU product database EPREL." +
            fix.qr,
        );
      }
    }
  }
  if (messages.length > 0) throw badRequest(messages.join(' ') + fix.after);
}
