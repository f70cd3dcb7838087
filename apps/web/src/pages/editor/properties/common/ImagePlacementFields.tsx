import { Box, Button, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { ElementOf, Style } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useElementEdit } from '../editing';
import { Section } from './Section';

const ROWS = ['top', 'center', 'bottom'] as const;
const COLUMNS = ['left', 'center', 'right'] as const;
type Y = (typeof ROWS)[number];
type X = (typeof COLUMNS)[number];

/** Where an image sits in its box (the 9 positions) and whether it covers or is contained. */
export function ImagePlacementFields({ element }: { element: ElementOf<'img' | 'logo'> }) {
  const { t } = useTranslation();
  const { editCommon, shown } = useElementEdit(element);
  const style = shown.config.style;
  const x: X = style.backgroundPositionX ?? 'center';
  const y: Y = style.backgroundPositionY ?? 'center';
  const size = style.backgroundSize ?? 'cover';
  const place = (patch: Partial<Style>) => editCommon({ style: patch });

  return (
    <Section title={t('editorPanels.sections.placement')}>
      <Box
        role="radiogroup"
        aria-label={t('editorPanels.fields.imagePosition')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 40px)', gap: 0.5 }}
      >
        {ROWS.flatMap((row) =>
          COLUMNS.map((column) => {
            const checked = row === y && column === x;
            const label = t('editorPanels.position.label', {
              y: t(`editorPanels.position.${row}Y`),
              x: t(`editorPanels.position.${column}X`),
            });
            return (
              <Button
                key={`${row}-${column}`}
                role="radio"
                aria-checked={checked}
                aria-label={label}
                title={label}
                variant="outlined"
                size="small"
                sx={{
                  minWidth: 0,
                  width: 40,
                  height: 32,
                  p: 0,
                  borderColor: 'divider',
                  bgcolor: checked ? 'action.selected' : undefined,
                }}
                onClick={() => place({ backgroundPositionX: column, backgroundPositionY: row })}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    bgcolor: checked ? 'primary.main' : 'action.disabled',
                  }}
                />
              </Button>
            );
          }),
        )}
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={size}
        aria-label={t('editorPanels.fields.imageSize')}
        onChange={(_, next: 'cover' | 'contain' | null) => next && place({ backgroundSize: next })}
      >
        <ToggleButton value="cover">{t('editorPanels.fields.cover')}</ToggleButton>
        <ToggleButton value="contain">{t('editorPanels.fields.contain')}</ToggleButton>
      </ToggleButtonGroup>
    </Section>
  );
}
