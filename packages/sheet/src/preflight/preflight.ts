import { definitionOf } from '../elements/registry.ts';
import { borderBox } from '../layout/element.ts';
import type { PageLayout } from '../layout/page.ts';
import { checkBleed } from './bleed.ts';
import { checkFamilyMissing } from './familyMissing.ts';
import { checkFontFallback } from './fontFallback.ts';
import { checkImageResolution } from './imageResolution.ts';
import { checkMissingGlyphs } from './missingGlyphs.ts';
import { checkBeyondBleed, checkTextCrossesTrim } from './pageEdges.ts';
import { checkThinLines } from './thinLines.ts';
import type { PreflightElement, PreflightFinding, PreflightIssue, PreflightPage } from './types.ts';

/** Content that does not fit its box is cut off in print: always an error. */
function checkOverflow(laidOut: PreflightElement): PreflightIssue[] {
  if (!laidOut.overflow) return [];
  const overflowHeight = Math.ceil(laidOut.overflowHeight * 10) / 10;
  return [{ check: 'overflow', severity: 'error', overflowHeight }];
}

/** The issues of one element: the checks every type gets, then its type's own. */
export function preflightElement(
  laidOut: PreflightElement,
  page: { width: number; height: number },
): PreflightIssue[] {
  const { element, items } = laidOut;
  // The registry guarantees the definition for `element.type` takes this element.
  const own = definitionOf(element).preflight(element, laidOut);
  const box = borderBox(element.config.style);
  return [
    ...checkOverflow(laidOut),
    ...checkImageResolution(items),
    ...checkMissingGlyphs(items),
    ...checkFontFallback(items),
    ...checkFamilyMissing(element, items),
    ...checkBleed(box, items, page),
    ...checkBeyondBleed(box, items, page),
    ...checkTextCrossesTrim(box, items, page),
    ...checkThinLines(items),
    ...own,
  ];
}

/** Every finding of a laid-out page, element by element in painting order. */
export function preflightPage(page: PreflightPage): PreflightFinding[] {
  return page.elements.flatMap((laidOut) =>
    preflightElement(laidOut, page).map(
      (issue): PreflightFinding => ({
        ...issue,
        page: page.index,
        elementId: laidOut.element.id,
        elementName: laidOut.element.config.name,
        elementType: laidOut.element.type,
      }),
    ),
  );
}

/** A page from `layoutSheetPage` as preflight sees it: each element with its own items. */
export function preflightPageOf(layout: PageLayout, index: number): PreflightPage {
  return {
    index,
    width: layout.page.width,
    height: layout.page.height,
    elements: layout.elements.map((summary) => ({
      element: summary.element,
      items: layout.page.items.slice(...summary.itemRange),
      overflow: summary.overflow,
      overflowHeight: summary.overflowHeight,
    })),
  };
}

/** Findings of the laid-out pages of an export, `indexes[i]` being the page number of `layouts[i]`. */
export function preflightLayouts(
  layouts: readonly PageLayout[],
  indexes: readonly number[],
): PreflightFinding[] {
  return layouts.flatMap((layout, i) => preflightPage(preflightPageOf(layout, indexes[i] ?? i)));
}

/** Errors first, then warnings; within each, the order of the pages and elements. */
export function sortFindings(findings: readonly PreflightFinding[]): PreflightFinding[] {
  const rank = (finding: PreflightFinding) => (finding.severity === 'error' ? 0 : 1);
  return [...findings].sort((a, b) => rank(a) - rank(b));
}
