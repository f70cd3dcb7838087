import type { Element } from '@pms/sheet/browser';
import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Moveable from 'react-moveable';
import { useEditor } from '../editorApi';
import { useDesigner } from '../state/EditorProvider';
import { ElementFrame } from './ElementFrame';
import { roundPt } from './geometry';
import { isSelectable } from './selectable';
import { snapCandidates } from './snapCandidates';
import { writeStyle } from './writeStyle';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The layer that draws an element, moved along with its frame while dragging. */
function layerOf(page: HTMLElement | null, id: string | undefined): HTMLElement | null {
  return page?.querySelector<HTMLElement>(`.sheet-layer[data-layer-id="${id}"]`) ?? null;
}

/**
 * A transparent frame over each element the user may pick, and react-moveable on the
 * selected ones. While the mouse moves, only CSS transforms change (the frame and the
 * element's own layer); the document changes once, on release, as one undo step.
 */
export function ElementFrames({
  pageRef,
  scale,
}: {
  pageRef: RefObject<HTMLDivElement | null>;
  scale: number;
}) {
  const { t } = useTranslation();
  const editor = useEditor();
  const designer = useDesigner();
  const moveableRef = useRef<Moveable>(null);
  const frames = useRef(new Map<number, HTMLDivElement>());
  /** Per element id: the box in points it will have when the gesture ends. */
  const pending = useRef(new Map<number, Box>());
  /** Frames and layers a gesture transformed or promoted; the drop resets these only. */
  const moved = useRef(new Set<HTMLElement | SVGElement>());
  const design = editor.mode === 'design';
  const selectable = editor.resolvedElements.filter((element) =>
    isSelectable(element, editor.mode, editor.hiddenIds),
  );
  const byId = new Map(editor.resolvedElements.map((element) => [element.id, element]));
  const selected = new Set(editor.selectedIds);
  const targets = editor.selectedIds
    .map((id) => frames.current.get(id))
    .filter((frame): frame is HTMLDivElement => frame !== undefined);
  // A frame registers in its ref callback, after the render that needed it: a new element
  // selected on creation would show no handles until the next render, so ask for one.
  const [, rerender] = useState(0);
  useLayoutEffect(() => {
    const registered = editor.selectedIds.filter((id) => frames.current.has(id)).length;
    if (registered !== targets.length) rerender((n) => n + 1);
  });
  // Moveable measures its targets itself; after the panel moves or resizes the selected
  // element (Left, Top, Width, Height), its handles must measure the frame again.
  const selectedBoxes = editor.selectedIds
    .map((id) => {
      const style = byId.get(id)?.config.style;
      return style ? `${style.left},${style.top},${style.width},${style.height}` : '';
    })
    .join(';')
    .concat(` at ${scale}`);
  const measured = useRef(selectedBoxes);
  useLayoutEffect(() => {
    if (measured.current === selectedBoxes) return;
    measured.current = selectedBoxes;
    moveableRef.current?.updateRect();
  });
  // The elements the selection snaps to: on a crowded page only the nearest (snapCandidates).
  const others = snapCandidates(
    selectable.filter((element) => !selected.has(element.id)),
    selectable.filter((element) => selected.has(element.id)),
  )
    .map((element) => frames.current.get(element.id))
    .filter((frame): frame is HTMLDivElement => frame !== undefined);

  // Frames are memoized (ElementFrame): they get the same functions on every render.
  const register = useCallback((id: number, node: HTMLDivElement | null) => {
    if (node) frames.current.set(id, node);
    else frames.current.delete(id);
  }, []);
  const pointerDown = useRef<(event: ReactPointerEvent, element: Element) => void>(() => {});
  const onPointerDown = useCallback(
    (event: ReactPointerEvent, element: Element) => pointerDown.current(event, element),
    [],
  );
  pointerDown.current = (event: ReactPointerEvent, element: Element) => {
    if (event.button !== 0) return;
    const id = element.id;
    if (event.shiftKey) {
      editor.select(
        selected.has(id) ? editor.selectedIds.filter((x) => x !== id) : [...editor.selectedIds, id],
      );
      return;
    }
    if (selected.has(id)) return; // Moveable itself starts the drag of a selected frame.
    flushSync(() => editor.select([id]));
    if (!design) return;
    const native = event.nativeEvent;
    void moveableRef.current?.waitToChangeTarget().then(() => {
      moveableRef.current?.dragStart(native);
    });
  };

  const boxOf = (target: HTMLElement | SVGElement): Box | undefined => {
    const element = byId.get(Number(target.dataset.elementId));
    if (!element) return undefined;
    const { left, top, width, height } = element.config.style;
    return { left, top, width, height };
  };

  const moveTo = (target: HTMLElement | SVGElement, transform: string, dx: number, dy: number) => {
    target.style.transform = transform;
    moved.current.add(target);
    const layer = layerOf(pageRef.current, target.dataset.elementId);
    if (layer) {
      layer.style.transform = `translate(${dx}px, ${dy}px)`;
      moved.current.add(layer);
    }
    const box = boxOf(target);
    if (box) {
      pending.current.set(Number(target.dataset.elementId), {
        ...box,
        left: roundPt(box.left + dx / scale),
        top: roundPt(box.top + dy / scale),
      });
    }
  };

  /**
   * A layer gets its own compositor layer only while it moves (a hundred page-sized layers
   * would cost more memory than they save), from the start, so moving it repaints nothing.
   */
  const promote = (target: HTMLElement | SVGElement) => {
    const layer = layerOf(pageRef.current, target.dataset.elementId);
    if (layer) {
      layer.style.willChange = 'transform';
      moved.current.add(layer);
    }
  };

  /** Writes every pending box into the document as one step, then clears the transforms. */
  const commit = (label: string) => {
    const boxes = [...pending.current];
    pending.current.clear();
    // Only what the gesture touched: writing the style of all 1,000 frames and layers of a
    // crowded page made the browser restyle every one of them in the drop's frame.
    for (const node of moved.current) {
      node.style.transform = '';
      node.style.willChange = '';
    }
    moved.current.clear();
    if (boxes.length === 0) return;
    editor.apply((data) => {
      let next = data;
      for (const [id, box] of boxes) {
        next = writeStyle(editor, next, id, box);
      }
      return next;
    }, label);
  };

  return (
    <>
      {selectable.map((element) => {
        const overflow = editor.overflow.get(element.id) === true;
        return (
          <ElementFrame
            key={element.id}
            element={element}
            scale={scale}
            selected={selected.has(element.id)}
            overflow={overflow}
            design={design}
            title={
              overflow ? t('editor.canvas.overflow', { name: element.config.name }) : undefined
            }
            register={register}
            onPointerDown={onPointerDown}
          />
        );
      })}
      {design && targets.length > 0 && (
        <Moveable
          ref={moveableRef}
          target={targets.length === 1 ? targets[0] : targets}
          draggable
          resizable={targets.length === 1}
          keepRatio={false}
          origin={false}
          throttleDrag={0}
          throttleResize={0}
          snappable
          // Gaps between a hundred elements cost more per mouse move than they help; edges,
          // centres and the page guides are what a layout snaps to.
          snapGap={false}
          maxSnapElementGuidelineDistance={150 * scale}
          snapContainer={pageRef}
          isDisplaySnapDigit
          snapThreshold={6}
          snapDirections={{
            top: true,
            left: true,
            bottom: true,
            right: true,
            center: true,
            middle: true,
          }}
          elementSnapDirections={{
            top: true,
            left: true,
            bottom: true,
            right: true,
            center: true,
            middle: true,
          }}
          verticalGuidelines={[0, (designer.page.width * scale) / 2, designer.page.width * scale]}
          horizontalGuidelines={[
            0,
            (designer.page.height * scale) / 2,
            designer.page.height * scale,
          ]}
          elementGuidelines={others}
          onDragStart={({ target }) => promote(target)}
          onDragGroupStart={({ targets }) => {
            for (const target of targets) promote(target);
          }}
          onDrag={({ target, transform, translate }) =>
            moveTo(target, transform, translate[0] ?? 0, translate[1] ?? 0)
          }
          onDragEnd={() => commit(t('editor.history.move'))}
          onDragGroup={({ events }) => {
            for (const { target, transform, translate } of events) {
              moveTo(target, transform, translate[0] ?? 0, translate[1] ?? 0);
            }
          }}
          onDragGroupEnd={() => commit(t('editor.history.move'))}
          onResize={({ target, width, height, drag }) => {
            target.style.width = `${width}px`;
            target.style.height = `${height}px`;
            target.style.transform = drag.transform;
            moved.current.add(target);
            const box = boxOf(target);
            if (!box) return;
            pending.current.set(Number(target.dataset.elementId), {
              left: roundPt(box.left + (drag.beforeTranslate[0] ?? 0) / scale),
              top: roundPt(box.top + (drag.beforeTranslate[1] ?? 0) / scale),
              width: roundPt(Math.max(1, width / scale)),
              height: roundPt(Math.max(1, height / scale)),
            });
          }}
          onResizeEnd={({ target }) => {
            const box = boxOf(target);
            if (box) {
              target.style.width = `${Math.max(1, box.width * scale)}px`;
              target.style.height = `${Math.max(1, box.height * scale)}px`;
            }
            commit(t('editor.history.resize'));
          }}
        />
      )}
    </>
  );
}
