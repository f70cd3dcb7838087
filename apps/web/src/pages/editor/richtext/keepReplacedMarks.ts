import { Extension } from '@tiptap/core';
import type { Mark } from '@tiptap/pm/model';
import { type EditorState, Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { Mapping, ReplaceAroundStep, ReplaceStep } from '@tiptap/pm/transform';

/**
 * The marks of the first text in `from`–`to`, the text a word processor takes the formatting
 * from when typing replaces a selection; null when that text is plain or there is none.
 */
function replacedMarks(state: EditorState, from: number, to: number): readonly Mark[] | null {
  let marks: readonly Mark[] | null = null;
  state.doc.nodesBetween(from, to, (node) => {
    if (marks !== null) return false;
    if (node.isText) marks = node.marks;
    return true;
  });
  return marks !== null && (marks as readonly Mark[]).length > 0 ? marks : null;
}

const changesText = (tr: Transaction) =>
  tr.steps.some((step) => step instanceof ReplaceStep || step instanceof ReplaceAroundStep);

/**
 * The text that replaces a selection keeps the replaced text's marks, as in a word processor.
 *
 * ProseMirror loses them in the commonest case, select all and type: Ctrl+A makes an
 * AllSelection whose ends lie outside the paragraph, where `replaceSelectionWith` finds no
 * marks; and a touch keyboard (composition) or a browser that rewrites the DOM replaces the
 * whole paragraph with the plain text it parsed back. So a designer's big bold price came back
 * small and plain. This plugin mends any such transaction afterwards, whatever path the input
 * took: new text in the replaced range that has no marks at all gets the marks of the first
 * replaced character, and when the range was emptied (delete, then type) they become the
 * stored marks the next typed text takes. Text that arrives with its own marks (a rich paste)
 * is left as it is; a change of marks only (Bold, Clear formatting) is no replacement and is
 * left alone, as are contents loaded from outside (undo, another variant).
 */
export const KeepReplacedMarks = Extension.create({
  name: 'keepReplacedMarks',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('keepReplacedMarks'),
        appendTransaction(transactions, oldState, newState) {
          const { from, to, empty } = oldState.selection;
          if (empty || !transactions.some(changesText)) return null;
          // setContent of an outside value (RichTextEditor's sync) marks itself so.
          if (transactions.some((tr) => tr.getMeta('preventUpdate') === true)) return null;
          const marks = replacedMarks(oldState, from, to);
          if (marks === null) return null;
          const mapping = new Mapping();
          for (const tr of transactions) mapping.appendMapping(tr.mapping);
          const newFrom = mapping.map(from, -1);
          const newTo = mapping.map(to, 1);
          const before = oldState.doc.textBetween(from, to, '\n', '\n');
          const after = newState.doc.textBetween(newFrom, newTo, '\n', '\n');
          if (before === after) return null;

          const tr = newState.tr;
          if (after === '') {
            // Emptied: the text typed next takes the marks, unless the user chose others.
            const { selection } = newState;
            if (!selection.empty || newState.storedMarks !== null) return null;
            return tr.setStoredMarks(marks);
          }
          newState.doc.nodesBetween(newFrom, newTo, (node, pos) => {
            if (!node.isText || node.marks.length > 0) return true;
            const start = Math.max(pos, newFrom);
            const end = Math.min(pos + node.nodeSize, newTo);
            for (const mark of marks) tr.addMark(start, end, mark);
            return false;
          });
          return tr.docChanged ? tr : null;
        },
      }),
    ];
  },
});
