import { isTextSize, SIZE_RATIOS } from '@pms/sheet/browser';
import { Extension } from '@tiptap/core';
import { Mark } from '@tiptap/pm/model';
import { type EditorState, Plugin, PluginKey, Selection, type Transaction } from '@tiptap/pm/state';
import { Mapping, ReplaceAroundStep, ReplaceStep } from '@tiptap/pm/transform';

/** How large a run is drawn: its named size's ratio, 1 without one. */
function sizeRatio(marks: readonly Mark[]): number {
  const size: unknown = marks.find((mark) => mark.type.name === 'textStyle')?.attrs.size;
  return isTextSize(size) ? SIZE_RATIOS[size] : 1;
}

/**
 * The marks the new text takes; null when they are none.
 *
 * Within one style every rule agrees. When the replaced text mixes styles:
 * - a selection of part of the field takes the first replaced character's marks, as a word
 *   processor (and ProseMirror itself, where it keeps them) does;
 * - a selection of the whole field (select all) takes the marks of its largest text, and of
 *   that the longest run. Every price box reads "Complete winter wheels from" above a big bold
 *   "1,249 €": what a dealer types over all of it is the new price, and the designer's big bold
 *   style is what it must print in. In a body text all of one size this is its commonest style,
 *   so one bold word does not make the whole new text bold.
 */
function replacedMarks(state: EditorState, from: number, to: number): readonly Mark[] | null {
  const runs: { marks: readonly Mark[]; length: number }[] = [];
  state.doc.nodesBetween(from, to, (node, pos) => {
    if (!node.isText) return true;
    const length = Math.min(pos + node.nodeSize, to) - Math.max(pos, from);
    const same = runs.find((run) => Mark.sameSet(run.marks, node.marks));
    if (same) same.length += length;
    else runs.push({ marks: node.marks, length });
    return false;
  });
  const whole = from <= firstTextPosition(state) && to >= lastTextPosition(state);
  let chosen = runs[0];
  if (whole) {
    for (const run of runs) {
      if (chosen === undefined) break;
      const larger = sizeRatio(run.marks) - sizeRatio(chosen.marks);
      if (larger > 0 || (larger === 0 && run.length > chosen.length)) chosen = run;
    }
  }
  return chosen !== undefined && chosen.marks.length > 0 ? chosen.marks : null;
}

/** Where the field's text starts and ends (inside its first and last paragraph). */
const firstTextPosition = (state: EditorState) => Selection.atStart(state.doc).from;
const lastTextPosition = (state: EditorState) => Selection.atEnd(state.doc).to;

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
 * took: new text in the replaced range that has no marks at all gets the replaced text's marks
 * (which ones, when it mixes styles: see replacedMarks), and when the range was emptied
 * (delete, then type) they become the stored marks the next typed text takes. Text that
 * arrives with its own marks (a rich paste) is left as it is; a change of marks only (Bold, Clear formatting) is no replacement and is
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
