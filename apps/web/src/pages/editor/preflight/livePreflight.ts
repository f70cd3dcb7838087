import {
  type PreflightFinding,
  type PreflightIssue,
  preflightElement,
  sortFindings,
} from '@pms/sheet/browser';
import type { ElementLayer } from '../canvas/elementLayers';

/**
 * Issues per layer: layers are cached by the element's content, so an edit checks only the
 * element that changed, as it lays out only that one.
 */
const issuesByLayer = new WeakMap<ElementLayer, PreflightIssue[]>();

function issuesOf(layer: ElementLayer, page: { width: number; height: number }): PreflightIssue[] {
  let issues = issuesByLayer.get(layer);
  if (issues === undefined) {
    issues = preflightElement(
      {
        element: layer.element,
        items: layer.layout.items,
        overflow: layer.layout.overflow,
        overflowHeight: layer.layout.overflowHeight,
      },
      page,
    );
    issuesByLayer.set(layer, issues);
  }
  return issues;
}

/**
 * The preflight of the page on the canvas, from the same layers the canvas draws (dealer
 * values applied in dealer mode): the findings an export of this page returns.
 */
export function livePreflight(
  layers: readonly ElementLayer[],
  pageIndex: number,
  page: { width: number; height: number },
): PreflightFinding[] {
  return sortFindings(
    layers.flatMap((layer) =>
      issuesOf(layer, page).map(
        (issue): PreflightFinding => ({
          ...issue,
          page: pageIndex,
          elementId: layer.element.id,
          elementName: layer.element.config.name,
          elementType: layer.element.type,
        }),
      ),
    ),
  );
}
