import type { Element } from '@pms/sheet/browser';
import { memo, type PointerEvent as ReactPointerEvent } from 'react';
import { DEALER_MAGENTA } from './SheetCanvas';

export interface ElementFrameProps {
  element: Element;
  scale: number;
  selected: boolean;
  overflow: boolean;
  /** Designing (frames move); otherwise the dealer's view (frames outline what they may edit). */
  design: boolean;
  /** The frame's tooltip: the overflow warning, when it overflows. */
  title: string | undefined;
  /** Keeps the frame's node by element id, for Moveable; the same function on every render. */
  register: (id: number, node: HTMLDivElement | null) => void;
  /** The same function on every render, so an unchanged frame is not rendered again. */
  onPointerDown: (event: ReactPointerEvent, element: Element) => void;
}

/**
 * The transparent frame over one element that selects and moves it. Memoized: a change of one
 * element of a thousand renders only its frame (the store keeps unchanged elements' objects).
 */
export const ElementFrame = memo(function ElementFrame({
  element,
  scale,
  selected,
  overflow,
  design,
  title,
  register,
  onPointerDown,
}: ElementFrameProps) {
  const { left, top, width, height } = element.config.style;
  return (
    <div
      ref={(node) => register(element.id, node)}
      className="element-frame"
      data-element-id={element.id}
      data-testid={`frame-${element.config.name}`}
      data-selected={selected}
      onPointerDown={(event) => onPointerDown(event, element)}
      style={{
        position: 'absolute',
        left: left * scale,
        top: top * scale,
        width: Math.max(1, width * scale),
        height: Math.max(1, height * scale),
        cursor: design ? 'move' : 'pointer',
        outline: design
          ? overflow
            ? '1px dashed #dd2c00'
            : undefined
          : `${selected ? 2 : 1}px solid ${DEALER_MAGENTA}`,
        outlineOffset: design ? 0 : 1,
      }}
      title={title}
    />
  );
});
