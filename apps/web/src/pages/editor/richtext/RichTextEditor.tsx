// Placeholder until the designer's rich-text editor lands; replaced by the real component.

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

/** A tiptap editor limited to the marks and sizes the sheet engine draws. */
export function RichTextEditor(_props: RichTextEditorProps) {
  return null;
}
