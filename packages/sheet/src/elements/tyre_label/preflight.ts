import { contentBox } from '../../layout/element.ts';
import type { ElementOf } from '../../model/element.ts';
import type { PreflightIssue } from '../../preflight/types.ts';
import { fitLabel, LABEL_HEIGHT, LABEL_WIDTH } from './geometry.ts';

const MM = 72 / 25.4;
/** Regulation (EU) 2020/740, Annex II: the label is at least 75 x 110 mm. */
export const MIN_LABEL_WIDTH = 75 * MM;
export const MIN_LABEL_HEIGHT = 110 * MM;
/** Stored sizes are rounded to 0.1 pt in the designer; a label that much short still complies. */
const TOLERANCE = 0.05;

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The label as printed is the largest 75:110 label that fits the element's content box (see
 * `fitLabel`), so the box may be larger and the label still too small: the printed size counts.
 */
export function preflightTyreLabel(element: ElementOf<'tyre_label'>): PreflightIssue[] {
  const { scale } = fitLabel(contentBox(element.config.style));
  const width = LABEL_WIDTH * scale;
  const height = LABEL_HEIGHT * scale;
  if (width >= MIN_LABEL_WIDTH - TOLERANCE && height >= MIN_LABEL_HEIGHT - TOLERANCE) return [];
  return [
    {
      check: 'tyreLabelSize',
      severity: 'error',
      width: round1(width),
      height: round1(height),
      minWidth: round1(MIN_LABEL_WIDTH),
      minHeight: round1(MIN_LABEL_HEIGHT),
    },
  ];
}
