import { Box } from '@mui/material';
import { RichTextEditor } from '../../richtext/RichTextEditor';
import { useDebouncedCommit } from '../useDebouncedCommit';

interface RichTextFieldProps {
  label: string;
  value: string;
  onCommit(html: string): void;
  singleParagraph?: boolean;
  disabled?: boolean;
}

/**
 * The rich-text editor with its changes gathered: typing commits 400 ms after the last
 * keystroke and when focus leaves, so a sentence is one undo step, not one per letter.
 */
export function RichTextField({ value, onCommit, ...props }: RichTextFieldProps) {
  const { draft, change, flush } = useDebouncedCommit<string>((html) => {
    if (html !== value) onCommit(html);
  });
  return (
    <Box onBlur={flush}>
      <RichTextEditor {...props} value={draft?.value ?? value} onChange={change} />
    </Box>
  );
}
