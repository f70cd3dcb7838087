import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface LineListProps<L> {
  lines: readonly L[];
  /** Accessible name of line `index` (0-based), e.g. "Line 2". */
  lineLabel(index: number): string;
  renderLine(line: L, index: number): ReactNode;
  /** Called with the new array for a move or removal: one undo step each. */
  onChange(lines: L[]): void;
}

/** Lines of a list or icons element with move up, move down and remove per line. */
export function LineList<L>({ lines, lineLabel, renderLine, onChange }: LineListProps<L>) {
  const { t } = useTranslation();
  const move = (from: number, to: number) => {
    const next = lines.slice();
    const [line] = next.splice(from, 1);
    next.splice(to, 0, line as L);
    onChange(next);
  };
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line, index) => {
        const label = lineLabel(index);
        return (
          <Box
            component="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
            key={index}
            aria-label={label}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', mb: 0.5 }}>
              <Typography variant="caption" sx={{ flex: 1 }}>
                {label}
              </Typography>
              <IconButton
                size="small"
                aria-label={t('editorPanels.lines.up', { line: label })}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('editorPanels.lines.down', { line: label })}
                disabled={index === lines.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('editorPanels.lines.remove', { line: label })}
                onClick={() => onChange(lines.filter((_, i) => i !== index))}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
            {renderLine(line, index)}
          </Box>
        );
      })}
    </Stack>
  );
}
