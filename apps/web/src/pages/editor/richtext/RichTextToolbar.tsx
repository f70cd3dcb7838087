import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatClearIcon from '@mui/icons-material/FormatClear';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import SubscriptIcon from '@mui/icons-material/Subscript';
import SuperscriptIcon from '@mui/icons-material/Superscript';
import { Box, Divider, MenuItem, Select, ToggleButton, Tooltip } from '@mui/material';
import { isTextSize, TEXT_SIZES, type TextSize, toScreenColor } from '@pms/sheet/browser';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignerScreenColor } from '../screenColorContext';
import type { TextStyleAttributes } from './marks';

type SimpleMark = 'bold' | 'italic' | 'underline' | 'superscript' | 'subscript';

const SIMPLE_MARKS: readonly { mark: SimpleMark; icon: ReactNode }[] = [
  { mark: 'bold', icon: <FormatBoldIcon fontSize="small" /> },
  { mark: 'italic', icon: <FormatItalicIcon fontSize="small" /> },
  { mark: 'underline', icon: <FormatUnderlinedIcon fontSize="small" /> },
  { mark: 'superscript', icon: <SuperscriptIcon fontSize="small" /> },
  { mark: 'subscript', icon: <SubscriptIcon fontSize="small" /> },
];

/** The toolbar's buttons keep the editor's focus and selection: no focus on mouse down. */
const keepFocus = (event: React.MouseEvent) => event.preventDefault();

/** Bold, italic, underline, sup, sub, a size menu, a colour and clear formatting. */
export function RichTextToolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation();
  const screenColor = useDesignerScreenColor();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const style = e.getAttributes('textStyle') as Partial<TextStyleAttributes>;
      return {
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        underline: e.isActive('underline'),
        superscript: e.isActive('superscript'),
        subscript: e.isActive('subscript'),
        size: style.size ?? '',
        // The picker knows only sRGB: a CMYK span shows its on-screen equivalent.
        color: toScreenColor(style.color ?? '#000000', screenColor),
      };
    },
  });

  const setStyle = (attributes: Partial<TextStyleAttributes>) =>
    editor.chain().focus().setMark('textStyle', attributes).run();

  // React's onChange on a colour input fires on every move of the picker; the native change
  // event fires once when a colour is chosen, so one choice is one change of the sheet.
  const colorInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = colorInput.current;
    if (input === null) return;
    const choose = () => editor.chain().focus().setMark('textStyle', { color: input.value }).run();
    input.addEventListener('change', choose);
    return () => input.removeEventListener('change', choose);
  }, [editor]);
  useEffect(() => {
    if (colorInput.current !== null) colorInput.current.value = state.color;
  }, [state.color]);

  return (
    <Box
      role="toolbar"
      aria-label={t('variants.richText.toolbar')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 0.25,
        px: 0.5,
        py: 0.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {SIMPLE_MARKS.map(({ mark, icon }) => (
        <Tooltip key={mark} title={t(`variants.richText.${mark}`)}>
          <span>
            <ToggleButton
              value={mark}
              size="small"
              sx={{ p: 0.25, border: 0 }}
              aria-label={t(`variants.richText.${mark}`)}
              selected={state[mark]}
              disabled={disabled}
              onMouseDown={keepFocus}
              onChange={() => editor.chain().focus().toggleMark(mark).run()}
            >
              {icon}
            </ToggleButton>
          </span>
        </Tooltip>
      ))}
      <Divider orientation="vertical" flexItem />
      <Select
        variant="standard"
        disableUnderline
        displayEmpty
        value={state.size}
        disabled={disabled}
        onChange={(event) => {
          const size = event.target.value;
          setStyle({ size: isTextSize(size) ? size : null });
        }}
        // The closed select shows the size's short name; no label, the toolbar is narrow.
        renderValue={(size) =>
          isTextSize(size) ? (
            size.toUpperCase()
          ) : (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('variants.richText.size')}
            </Box>
          )
        }
        inputProps={{ 'aria-label': t('variants.richText.size') }}
        MenuProps={{ disableRestoreFocus: true }}
        sx={{ minWidth: 64, fontSize: 14, px: 0.5 }}
      >
        <MenuItem value="">{t('variants.richText.sizeDefault')}</MenuItem>
        {TEXT_SIZES.map((size: TextSize) => (
          <MenuItem key={size} value={size}>
            {t(`variants.richText.sizes.${size}`)}
          </MenuItem>
        ))}
      </Select>
      <Tooltip title={t('variants.richText.color')}>
        <Box
          component="input"
          type="color"
          ref={colorInput}
          aria-label={t('variants.richText.color')}
          // Uncontrolled: the native change event applies it, the effect shows the selection's.
          defaultValue={state.color}
          disabled={disabled}
          sx={{ width: 26, height: 24, p: 0, border: 0, background: 'none', cursor: 'pointer' }}
        />
      </Tooltip>
      <Tooltip title={t('variants.richText.clear')}>
        <span>
          <ToggleButton
            value="clear"
            size="small"
            sx={{ p: 0.25, border: 0 }}
            aria-label={t('variants.richText.clear')}
            selected={false}
            disabled={disabled}
            onMouseDown={keepFocus}
            onChange={() => editor.chain().focus().unsetAllMarks().run()}
          >
            <FormatClearIcon fontSize="small" />
          </ToggleButton>
        </span>
      </Tooltip>
    </Box>
  );
}
