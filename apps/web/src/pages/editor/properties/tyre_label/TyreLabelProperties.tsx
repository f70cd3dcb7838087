import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import type { ElementOf, Tyre } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { Section } from '../common/Section';
import { useElementEdit } from '../editing';
import { CommitTextField } from '../fields/CommitTextField';
import { NumberField } from '../fields/NumberField';

const EFFICIENCY = ['A', 'B', 'C', 'D', 'E'] as const;
/** The choices of each select-type field, as the tyre schema allows them. */
const CHOICES = {
  tyreClass: ['C1', 'C2', 'C3'],
  fuelEfficiency: EFFICIENCY,
  wetGrip: EFFICIENCY,
  noiseClass: ['A', 'B', 'C'],
} as const satisfies Partial<Record<keyof Tyre, readonly string[]>>;
const TEXTS = ['supplier', 'typeIdentifier', 'sizeDesignation', 'eprelUrl'] as const;

/** A tyre label: the data of the EU tyre label (Regulation (EU) 2020/740). */
export function TyreLabelProperties({ element }: { element: ElementOf<'tyre_label'> }) {
  const { t } = useTranslation();
  const { edit, shown } = useElementEdit(element);
  const tyre = shown.config.tyre;
  const editTyre = (patch: Partial<Tyre>) => edit({ tyre: patch }, t('editorPanels.undo.tyre'));

  return (
    <>
      <Section title={t('editorPanels.sections.tyre')}>
        {TEXTS.map((key) => (
          <CommitTextField
            key={key}
            label={t(`editorPanels.tyre.${key}`)}
            value={tyre[key]}
            type={key === 'eprelUrl' ? 'url' : 'text'}
            onCommit={(value) => editTyre({ [key]: value.trim() })}
          />
        ))}
      </Section>
      <Section title={t('editorPanels.sections.tyreClasses')} columns={2}>
        {(Object.keys(CHOICES) as (keyof typeof CHOICES)[]).map((key) => (
          <TextField
            key={key}
            select
            size="small"
            label={t(`editorPanels.tyre.${key}`)}
            value={tyre[key]}
            onChange={(event) => editTyre({ [key]: event.target.value })}
          >
            {CHOICES[key].map((choice) => (
              <MenuItem key={choice} value={choice}>
                {choice}
              </MenuItem>
            ))}
          </TextField>
        ))}
        <NumberField
          label={t('editorPanels.tyre.noiseDb')}
          value={tyre.noiseDb}
          onCommit={(noiseDb) => editTyre({ noiseDb })}
        />
      </Section>
      <Section title={t('editorPanels.sections.grip')}>
        {(['snowGrip', 'iceGrip'] as const).map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Switch
                checked={tyre[key]}
                onChange={(event) => editTyre({ [key]: event.target.checked })}
              />
            }
            label={t(`editorPanels.tyre.${key}`)}
          />
        ))}
      </Section>
    </>
  );
}
