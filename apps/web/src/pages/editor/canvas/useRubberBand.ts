import { type PointerEvent as ReactPointerEvent, type RefObject, useState } from 'react';
import { useEditor } from '../editorApi';
import { elementBox, intersects, type Rect, spanned } from './geometry';
import { isSelectable } from './selectable';

/** Pixels the pointer must travel before a press on the background becomes a rectangle. */
const DRAG_THRESHOLD = 3;

/**
 * Drag on the empty canvas to select every element the rectangle touches (Shift adds to the
 * selection); a plain click on the background deselects.
 */
export function useRubberBand(pageRef: RefObject<HTMLDivElement | null>, scale: number) {
  const editor = useEditor();
  const [rect, setRect] = useState<Rect | null>(null);

  const onPointerDown = (event: ReactPointerEvent) => {
    if (event.button !== 0) return;
    const target = event.target as Element;
    if (target.closest('.element-frame, .moveable-control-box, .moveable-control')) return;
    const page = pageRef.current;
    if (!page) return;
    const origin = page.getBoundingClientRect();
    const toPage = (x: number, y: number) => [(x - origin.left) / scale, (y - origin.top) / scale];
    const [startX, startY] = toPage(event.clientX, event.clientY) as [number, number];
    const startClient = { x: event.clientX, y: event.clientY };
    const additive = event.shiftKey;
    const before = editor.selectedIds;
    let moved = false;
    let current: Rect | null = null;

    const onMove = (move: PointerEvent) => {
      if (
        !moved &&
        Math.hypot(move.clientX - startClient.x, move.clientY - startClient.y) < DRAG_THRESHOLD
      ) {
        return;
      }
      moved = true;
      const [x, y] = toPage(move.clientX, move.clientY) as [number, number];
      current = spanned(startX, startY, x, y);
      setRect(current);
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      setRect(null);
      if (!moved || current === null) {
        if (!additive) editor.select([]);
        return;
      }
      const band = current;
      const hits = editor.resolvedElements
        .filter((element) => isSelectable(element, editor.mode, editor.hiddenIds))
        .filter((element) => intersects(band, elementBox(element)))
        .map((element) => element.id);
      editor.select(additive ? [...new Set([...before, ...hits])] : hits);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };

  return { rect, onPointerDown };
}
