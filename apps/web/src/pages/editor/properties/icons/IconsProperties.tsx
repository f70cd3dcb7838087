import AddIcon from '@mui/icons-material/Add';
import { Button, MenuItem, TextField } from '@mui/material';
import {
  type ElementOf,
  type IconLine,
  WHEEL_FEATURES,
  type WheelFeature,
} from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { FontFamilySelect } from '../common/FontFamilySelect';
import { Section } from '../common/Section';
import { useElementEdit } from '../editing';
import { LineList } from '../fields/LineList';
import { RichTextField } from '../fields/RichTextField';

/** An icons element: its font family, and per line a wheel feature (star, rsc, rdc, chains) and its text. */
export function IconsProperties({ element }: { element: ElementOf<'icons'> }) {
  const { t } = useTranslation();
  const { edit, replace, shown } = useElementEdit(element);
  const lines = shown.config.lines;
  const setLines = (next: IconLine[]) => edit({ lines: next }, t('editorPanels.undo.lines'));
  const update = (index: number, patch: Partial<IconLine>) =>
    setLines(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const unused = WHEEL_FEATURES.find((f) => !lines.some((line) => line.feature === f));

  return (
    <Section title={t('editorPanels.sections.icons')}>
      <FontFamilySelect
        value={shown.config.fontFamily}
        onChange={(family) => {
          if (family !== undefined) edit({ fontFamily: family }, t('editorPanels.undo.edit'));
          else replace(({ fontFamily: _own, ...rest }) => rest, t('editorPanels.undo.edit'));
        }}
      />
      <LineList
        lines={lines}
        lineLabel={(index) => t('editorPanels.lines.line', { number: index + 1 })}
        onChange={setLines}
        renderLine={(line, index) => (
          <>
            <TextField
              select
              size="small"
              fullWidth
              sx={{ mb: 1 }}
              label={t('editorPanels.icons.feature', { number: index + 1 })}
              value={line.feature}
              onChange={(event) => update(index, { feature: event.target.value as WheelFeature })}
            >
              {WHEEL_FEATURES.map((feature) => (
                <MenuItem key={feature} value={feature}>
                  {t(`editorPanels.icons.features.${feature}`)}
                </MenuItem>
              ))}
            </TextField>
            <RichTextField
              singleParagraph
              label={t('editorPanels.icons.text', { number: index + 1 })}
              value={line.text}
              onCommit={(text) => update(index, { text })}
            />
          </>
        )}
      />
      <Button
        startIcon={<AddIcon />}
        onClick={() => {
          const feature = unused ?? 'star';
          setLines([...lines, { feature, text: t(`editorPanels.icons.features.${feature}`) }]);
        }}
      >
        {t('editorPanels.lines.add')}
      </Button>
    </Section>
  );
}
