import { Box } from '@mui/material';
import { sanitizeRichText } from '@pms/sheet/browser';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useContext, useEffect, useRef } from 'react';
import { EditorContext } from '../editorApi';
import { designerHistory, richTextExtensions } from './marks';
import { RichTextToolbar } from './RichTextToolbar';

export interface RichTextEditorProps {
  /** The engine's rich-text HTML subset (see @pms/sheet sanitizeRichText). */
  value: string;
  /** Called with sanitized HTML of the same subset. */
  onChange(html: string): void;
  /** Accessible name of the editing area. */
  label: string;
  /** One paragraph only (list lines): Enter does not make a new paragraph. */
  singleParagraph?: boolean;
  disabled?: boolean;
}

/**
 * The editor's content in the engine's subset: '' when empty, and a single paragraph's
 * content without its `<p>` (list and icon lines are inline text).
 */
export function editorHtml(editor: Editor, singleParagraph: boolean): string {
  if (editor.isEmpty) return '';
  const html = sanitizeRichText(editor.getHTML());
  if (!singleParagraph) return html;
  return html.replace(/^<p>/, '').replace(/<\/p>$/, '');
}

/**
 * A value in the form the editor emits, to compare with its content and to load it: in a
 * single paragraph, paragraphs become line breaks so that no text is lost.
 */
function normalized(value: string, singleParagraph: boolean): string {
  const html = sanitizeRichText(value);
  if (html === '' || html === '<p></p>') return '';
  if (!singleParagraph) return html.startsWith('<p>') ? html : `<p>${html}</p>`;
  return html
    .replace(/<\/p><p>/g, '<br>')
    .replace(/^<p>/, '')
    .replace(/<\/p>$/, '');
}

/** A tiptap editor limited to the marks and sizes the sheet engine draws. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value, label, disabled = false } = props;
  const singleParagraph = props.singleParagraph ?? false;
  // The latest onChange without re-creating the editor when the parent passes a new closure.
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  // What the editor last emitted: when it comes back as `value`, there is nothing to load.
  const emitted = useRef<string | null>(null);
  // The designer around the field, if any: its undo and redo serve Ctrl+Z in the text too.
  const context = useContext(EditorContext);
  const designer = useRef(context);
  designer.current = context;

  const editor = useEditor(
    {
      extensions: [...richTextExtensions(singleParagraph), designerHistory(() => designer.current)],
      content: normalized(value, singleParagraph),
      editable: !disabled,
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-label': label,
          'aria-multiline': String(!singleParagraph),
        },
      },
      onUpdate: ({ editor: changed }) => {
        const html = editorHtml(changed, singleParagraph);
        emitted.current = html;
        onChange.current(html);
      },
    },
    [singleParagraph],
  );

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-label': label,
          'aria-multiline': String(!singleParagraph),
        },
      },
    });
  }, [editor, label, singleParagraph]);

  // Outside changes (undo, redo, another variant) replace the content without echoing it
  // back, keeping the cursor where it was as far as the new text reaches.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    if (normalized(value, singleParagraph) === editorHtml(editor, singleParagraph)) return;
    const { from, to } = editor.state.selection;
    editor.commands.setContent(normalized(value, singleParagraph), { emitUpdate: false });
    const end = editor.state.doc.content.size;
    // Without focus this only sets where the cursor lands on the next click into the text.
    editor.commands.setTextSelection({ from: Math.min(from, end), to: Math.min(to, end) });
  }, [editor, value, singleParagraph]);

  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        opacity: disabled ? 0.6 : 1,
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <RichTextToolbar editor={editor} disabled={disabled} />
      <Box
        sx={{
          px: 1,
          py: 0.5,
          '& .ProseMirror': { outline: 'none', minHeight: singleParagraph ? '1.5em' : '4em' },
          '& .ProseMirror p': { my: 0.5 },
          // The editor shows sizes relative to its own text, as the engine scales the base size.
          '& [data-size="xxs"]': { fontSize: '0.6em' },
          '& [data-size="xs"]': { fontSize: '0.75em' },
          '& [data-size="s"]': { fontSize: '0.875em' },
          '& [data-size="l"]': { fontSize: '1.25em' },
          '& [data-size="xl"]': { fontSize: '1.5em' },
          '& [data-size="xxl"]': { fontSize: '2em' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
