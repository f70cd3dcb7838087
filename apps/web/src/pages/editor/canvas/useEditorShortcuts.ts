import { getPage, moveElement, removeElement } from '@pms/sheet/browser';
import { useEffect, useRef } from 'react';
import { type EditorApi, useEditor } from '../editorApi';
import { copyElements, hasCopiedElements, pasteElements } from './clipboard';
import { writeStyle } from './writeStyle';

/** Keys typed into a field, a menu or the rich text editor belong to that field. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target.closest(
      'input, textarea, select, [contenteditable="true"], [role="menu"], [role="listbox"], [role="dialog"]',
    ) !== null
  );
}

function selectedElements(editor: EditorApi) {
  const page = getPage(editor.data, editor.pageIndex);
  const ids = new Set(editor.selectedIds);
  return page.elements.filter((element) => ids.has(element.id));
}

function nudge(editor: EditorApi, dx: number, dy: number) {
  const ids = new Set(selectedElements(editor).map((element) => element.id));
  // From where the canvas shows them: the resolved boxes of the current variants.
  const elements = editor.resolvedElements.filter((element) => ids.has(element.id));
  if (elements.length === 0) return;
  editor.apply((data) =>
    elements.reduce(
      (next, element) =>
        writeStyle(editor, next, element.id, {
          left: element.config.style.left + dx,
          top: element.config.style.top + dy,
        }),
      data,
    ),
  );
}

/** Moves the selection one step up (+1) or down (-1) the painting order. */
function restack(editor: EditorApi, direction: 1 | -1) {
  const page = getPage(editor.data, editor.pageIndex);
  const ids = new Set(editor.selectedIds);
  const order = page.elements.map((element) => element.id).filter((id) => ids.has(id));
  if (order.length === 0) return;
  // Forward moves the topmost first, so selected neighbours do not swap with each other.
  const sequence = direction > 0 ? order.reverse() : order;
  editor.apply((data) =>
    sequence.reduce((next, id) => {
      const index = getPage(next, editor.pageIndex).elements.findIndex((e) => e.id === id);
      return moveElement(next, editor.pageIndex, id, index + direction);
    }, data),
  );
}

/**
 * The designer's keyboard (like Figma and Canva): arrows nudge by 1 pt (Shift: 10), Delete,
 * Ctrl+C/V/D, Ctrl+] and Ctrl+[ for the order, Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y, Escape.
 * Dealers only get undo-free selection keys: they change content, not layout.
 */
export function useEditorShortcuts(enabled: boolean) {
  const editor = useEditor();
  const ref = useRef(editor);
  ref.current = editor;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      const current = ref.current;
      const design = current.mode === 'design';
      const ctrl = event.ctrlKey || event.metaKey;
      const key = event.key;
      const handled = (run: () => void) => {
        event.preventDefault();
        run();
      };
      if (key === 'Escape') return handled(() => current.select([]));
      if (!design) return;
      const step = event.shiftKey ? 10 : 1;
      if (!ctrl) {
        if (key === 'ArrowLeft') return handled(() => nudge(current, -step, 0));
        if (key === 'ArrowRight') return handled(() => nudge(current, step, 0));
        if (key === 'ArrowUp') return handled(() => nudge(current, 0, -step));
        if (key === 'ArrowDown') return handled(() => nudge(current, 0, step));
        if ((key === 'Delete' || key === 'Backspace') && current.selectedIds.length > 0) {
          const ids = current.selectedIds;
          return handled(() =>
            current.apply((data) =>
              ids.reduce((next, id) => removeElement(next, current.pageIndex, id), data),
            ),
          );
        }
        return;
      }
      const lower = key.toLowerCase();
      if (lower === 'z' && !event.shiftKey) return handled(current.undo);
      if ((lower === 'z' && event.shiftKey) || lower === 'y') return handled(current.redo);
      if (lower === 'c' && current.selectedIds.length > 0) {
        return handled(() => copyElements(selectedElements(current)));
      }
      if (lower === 'v' && hasCopiedElements()) {
        return handled(() => {
          let ids: number[] = [];
          current.apply((data) => {
            const pasted = pasteElements(data, current.pageIndex);
            ids = pasted.ids;
            return pasted.data;
          });
          current.select(ids);
        });
      }
      if (lower === 'd' && current.selectedIds.length > 0) {
        return handled(() => {
          let ids: number[] = [];
          const elements = selectedElements(current);
          current.apply((data) => {
            const pasted = pasteElements(data, current.pageIndex, elements);
            ids = pasted.ids;
            return pasted.data;
          });
          current.select(ids);
        });
      }
      if (key === ']' || event.code === 'BracketRight') return handled(() => restack(current, 1));
      if (key === '[' || event.code === 'BracketLeft') return handled(() => restack(current, -1));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
