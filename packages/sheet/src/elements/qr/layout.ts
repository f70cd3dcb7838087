import {
  backgroundItems,
  contentBox,
  type ElementLayout,
  textColor,
} from '../../layout/element.ts';
import { PLACEHOLDER_STROKE } from '../../layout/image.ts';
import { dashedRectPath } from '../../layout/pathData.ts';
import type { Box } from '../../layout/text.ts';
import type { ElementOf } from '../../model/element.ts';
import type { RenderItem } from '../../render/tree.ts';
import { qrMatrix, qrPath } from '../tyre_label/qr.ts';

/** The square the code and its quiet zone fill: the largest in the content box, centred. */
export function qrSquare(box: Box): Box {
  const side = Math.max(0, Math.min(box.width, box.height));
  return {
    x: box.x + (box.width - side) / 2,
    y: box.y + (box.height - side) / 2,
    width: side,
    height: side,
  };
}

/** A dashed outline where a code without content will be: a designer aid, never printed. */
function placeholder(square: Box): RenderItem[] {
  if (square.width <= 1) return [];
  return [
    {
      kind: 'path',
      d: dashedRectPath(
        {
          x: square.x + 0.5,
          y: square.y + 0.5,
          width: square.width - 1,
          height: square.height - 1,
        },
        4,
        3,
      ),
      stroke: PLACEHOLDER_STROKE,
      strokeWidth: 1,
      aid: true,
    },
  ];
}

/**
 * The code as one path of dark modules in the element's text colour over its background, so
 * it stays vector in PDF, SVG and PNG alike; the quiet zone is the background (or the page).
 */
export function layoutQr(element: ElementOf<'qr'>, _ctx: unknown): ElementLayout {
  const { style, content, quietZone } = element.config;
  const square = qrSquare(contentBox(style));
  const matrix = qrMatrix(content);
  const items: RenderItem[] = [...backgroundItems(style)];
  if (!matrix || square.width === 0) {
    items.push(...placeholder(square));
    return { items, overflow: false, overflowHeight: 0, placeholder: true };
  }
  const module = square.width / (matrix.size + 2 * quietZone);
  const inset = quietZone * module;
  items.push({
    kind: 'path',
    d: qrPath(matrix, square.x + inset, square.y + inset, module),
    fill: textColor(style),
  });
  return { items, overflow: false, overflowHeight: 0 };
}
