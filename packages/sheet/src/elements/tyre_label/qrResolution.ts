// How sharp a raster export must be for the label's QR code to scan. At the label's legal
// minimum (75 x 110 mm) the code is 12.7 mm wide with its quiet zone; an EPREL address makes a
// version 3 code (29 modules, 37 with the quiet zone), so a module is 0.97 pt: 2 pixels at the
// PNG's 150 dpi, which phones read about one time in two. With 4 pixels a module they read it
// every time, so a page's PNG is drawn at the resolution that gives every QR code that much.
import { contentBox } from '../../layout/element.ts';
import type { Element, ElementOf } from '../../model/element.ts';
import { fitLabel } from './geometry.ts';
import { QUIET_ZONE, qrMatrix } from './qr.ts';

/** The QR code's box including its quiet zone, top right, in label units. */
export const QR_BOX = { x: 168.5, y: 5, width: 36, height: 36 };

/** Pixels per QR module a raster export gives at least (ISO/IEC 18004 scanners need 2 to 4). */
export const MIN_QR_MODULE_PIXELS = 4;

/** Raised resolutions are rounded up to this step, so files come in familiar resolutions. */
const DPI_STEP = 50;

/** The size in points of one module of the label's QR code as laid out; null without a code. */
export function qrModuleSize(element: ElementOf<'tyre_label'>): number | null {
  const matrix = qrMatrix(element.config.tyre.eprelUrl);
  const { scale } = fitLabel(contentBox(element.config.style));
  if (!matrix || scale <= 0) return null;
  return (QR_BOX.width * scale) / (matrix.size + 2 * QUIET_ZONE);
}

/**
 * The resolution to draw a page's PNG at, given its elements as laid out (a PageLayout's
 * `elements`): `dpi`, or more where a tyre label's QR code would get fewer than
 * MIN_QR_MODULE_PIXELS pixels a module (rounded up to 50 dpi).
 */
export function qrSafePngDpi(elements: readonly { element: Element }[], dpi: number): number {
  let needed = dpi;
  for (const { element } of elements) {
    if (element.type !== 'tyre_label') continue;
    const module = qrModuleSize(element);
    if (module === null) continue;
    needed = Math.max(needed, (MIN_QR_MODULE_PIXELS * 72) / module);
  }
  return needed <= dpi ? dpi : Math.ceil(needed / DPI_STEP) * DPI_STEP;
}
