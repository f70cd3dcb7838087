import {
  colorFromStyle,
  isCmykColor,
  isTextSize,
  normalizeColor,
  type TextSize,
  toScreenColor,
} from '@pms/sheet/browser';
import { Extension, Mark, Node } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { KeepReplacedMarks } from './keepReplacedMarks';

/** `<sup>`; excludes subscript, since the engine draws one baseline shift per run. */
export const Superscript = Mark.create({
  name: 'superscript',
  excludes: 'subscript',
  parseHTML: () => [{ tag: 'sup' }],
  renderHTML: () => ['sup', 0],
});

/** `<sub>`; excludes superscript. */
export const Subscript = Mark.create({
  name: 'subscript',
  excludes: 'superscript',
  parseHTML: () => [{ tag: 'sub' }],
  renderHTML: () => ['sub', 0],
});

export interface TextStyleAttributes {
  size: TextSize | null;
  color: string | null;
}

/** Size and colour of a span and of the spans around it (the inner one wins per attribute). */
function spanAttributes(element: HTMLElement): TextStyleAttributes {
  const attributes: TextStyleAttributes = { size: null, color: null };
  // One mark carries both attributes, so nested spans (`<span data-size><span style>`) must be
  // folded into it here; ProseMirror would otherwise keep only the innermost span's mark.
  for (let node: HTMLElement | null = element; node !== null; node = node.parentElement) {
    if (node.tagName !== 'SPAN') continue;
    const size = node.getAttribute('data-size')?.trim().toLowerCase();
    if (attributes.size === null && isTextSize(size)) attributes.size = size;
    // A CMYK colour travels in data-color (renderHTML below): browsers drop device-cmyk()
    // from `style`, which they cannot show.
    const carried = node.getAttribute('data-color');
    const color =
      (carried === null ? undefined : normalizeColor(carried)) ??
      colorFromStyle(node.getAttribute('style') ?? '');
    if (attributes.color === null && color !== undefined) attributes.color = color;
  }
  return attributes;
}

/**
 * The engine's `<span data-size="…" style="color:#rrggbb">`: one mark with both attributes,
 * so both land on one span as the sanitizer writes them.
 */
export const TextStyle = Mark.create({
  name: 'textStyle',
  addAttributes() {
    return {
      size: { default: null, rendered: false },
      color: { default: null, rendered: false },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'span',
        getAttrs: (element) => {
          const attributes = spanAttributes(element);
          return attributes.size === null && attributes.color === null ? false : attributes;
        },
      },
    ];
  },
  renderHTML({ mark }) {
    const { size, color } = mark.attrs as TextStyleAttributes;
    const attributes: Record<string, string> = {};
    if (size !== null) attributes['data-size'] = size;
    if (color !== null && isCmykColor(color)) {
      // Shown as its on-screen equivalent; the sanitizer stores data-color as the colour.
      attributes['data-color'] = color;
      attributes.style = `color:${toScreenColor(color)}`;
    } else if (color !== null) attributes.style = `color:${color}`;
    return ['span', attributes, 0];
  },
});

/** Enter does nothing; Shift+Enter (the hard break's own shortcut) still breaks the line. */
const NoEnter = Extension.create({
  name: 'noEnter',
  addKeyboardShortcuts: () => ({ Enter: () => true }),
});

/** A document of exactly one paragraph (list and icon lines), so a paste cannot split it. */
const SingleParagraphDocument = Node.create({ name: 'doc', topNode: true, content: 'paragraph' });

/**
 * Ctrl+Z and Ctrl+Shift+Z (Ctrl+Y) in the text are the designer's undo and redo: one history
 * for the whole sheet, never a second one inside the field. Without a designer (`history`
 * answers null) the keys are left alone.
 */
export function designerHistory(history: () => { undo(): void; redo(): void } | null) {
  const run = (action: 'undo' | 'redo') => () => {
    const target = history();
    if (target === null) return false;
    target[action]();
    return true;
  };
  return Extension.create({
    name: 'designerHistory',
    addKeyboardShortcuts: () => ({
      'Mod-z': run('undo'),
      'Shift-Mod-z': run('redo'),
      'Mod-y': run('redo'),
    }),
  });
}

/**
 * The editor's schema: exactly what the engine draws. StarterKit loses everything else
 * (headings, lists, code, quotes, strike, links, rules); its own undo history goes too, since
 * every change is an undo step of the designer.
 */
export function richTextExtensions(singleParagraph: boolean) {
  return [
    StarterKit.configure({
      heading: false,
      bulletList: false,
      orderedList: false,
      listItem: false,
      listKeymap: false,
      code: false,
      codeBlock: false,
      blockquote: false,
      strike: false,
      link: false,
      horizontalRule: false,
      undoRedo: false,
      trailingNode: false,
      dropcursor: false,
      gapcursor: false,
      ...(singleParagraph ? { document: false as const } : {}),
    }),
    ...(singleParagraph ? [SingleParagraphDocument, NoEnter] : []),
    Superscript,
    Subscript,
    TextStyle,
    // Every rich text field (designer panel, dealer panel, phone and tablet form) is this editor.
    KeepReplacedMarks,
  ];
}
