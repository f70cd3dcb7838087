import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import { FormControlLabel, Switch, ToggleButton, ToggleButtonGroup } from '@mui/material';
import {
  definitionOf,
  type Element,
  type ElementOf,
  type ElementType,
  type Style,
} from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { webDefinitionOf } from '../../elements/registry';
import { useElementEdit } from '../editing';
import { ColorField } from '../fields/ColorField';
import { CommitTextField } from '../fields/CommitTextField';
import { NumberField } from '../fields/NumberField';
import { DealerLabelField } from './DealerLabelField';
import { NameField } from './NameField';
import { Section } from './Section';

/**
 * The name, the dealer flag and, for a field open to dealers, its label for them: the first
 * fields of every panel.
 */
export function IdentityFields<T extends ElementType>({ element }: { element: ElementOf<T> }) {
  const { t } = useTranslation();
  const { editCommon, variantEntry, shown } = useElementEdit(element);
  return (
    <Section title={t('editorPanels.sections.element')}>
      <NameField element={element} disabled={variantEntry} />
      <FormControlLabel
        control={
          <Switch
            checked={(shown as Element).config.dealerEditable}
            onChange={(event) => editCommon({ dealerEditable: event.target.checked })}
          />
        }
        label={t('editorPanels.fields.dealerEditable')}
      />
      {/* Only where dealers get a field to fill in: a logo or tyre label is filled for them. */}
      {(shown as Element).config.dealerEditable && definitionOf(element).dealerContent !== null && (
        <DealerLabelField element={element} />
      )}
    </Section>
  );
}

const BOX_FIELDS = ['left', 'top', 'width', 'height'] as const;
const PADDING_FIELDS = ['paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft'] as const;

/** Position, size, padding, colours, alignment and link: the fields every type shares. */
export function StyleFields<T extends ElementType>({ element }: { element: ElementOf<T> }) {
  const { t } = useTranslation();
  const { editCommon, replace, variantEntry, shown } = useElementEdit(element);
  const style: Style = (shown as Element).config.style;
  const editStyle = (patch: Partial<Style>) => editCommon({ style: patch });
  const clearStyle = (key: 'color') =>
    replace((config) => {
      const { [key]: _cleared, ...rest } = (config as Element['config']).style;
      return { ...config, style: rest };
    });

  return (
    <>
      <Section title={t('editorPanels.sections.box')} columns={2}>
        {BOX_FIELDS.map((key) => (
          <NumberField
            key={key}
            label={t(`editorPanels.fields.${key}`)}
            value={style[key]}
            onCommit={(value) => editStyle({ [key]: value })}
          />
        ))}
      </Section>
      <Section title={t('editorPanels.sections.padding')} columns={2}>
        {PADDING_FIELDS.map((key) => (
          <NumberField
            key={key}
            label={t(`editorPanels.fields.${key}`)}
            value={style[key]}
            onCommit={(value) => editStyle({ [key]: value })}
          />
        ))}
      </Section>
      <Section title={t('editorPanels.sections.appearance')}>
        <ColorField
          label={t('editorPanels.fields.color')}
          value={style.color}
          onCommit={(color) => editStyle({ color })}
          onClear={variantEntry ? undefined : () => clearStyle('color')}
          clearLabel={t('editorPanels.fields.colorDefault')}
          placeholder={t('editorPanels.fields.colorNone')}
        />
        <ColorField
          label={t('editorPanels.fields.backgroundColor')}
          value={style.backgroundColor}
          onCommit={(backgroundColor) => editStyle({ backgroundColor })}
          onClear={() => editStyle({ backgroundColor: 'transparent' })}
          clearLabel={t('editorPanels.fields.transparent')}
          placeholder={t('editorPanels.fields.backgroundNone')}
          emptySwatch="none"
        />
        {webDefinitionOf(element).textLike && (
          <AlignmentField
            value={style.textAlign}
            onChange={(textAlign) => editStyle({ textAlign })}
          />
        )}
        <CommitTextField
          label={t('editorPanels.fields.url')}
          value={(shown as Element).config.url ?? ''}
          type="url"
          onCommit={(url) => editCommon({ url: url.trim() })}
        />
      </Section>
    </>
  );
}

const ALIGN_ICONS = {
  left: FormatAlignLeftIcon,
  center: FormatAlignCenterIcon,
  right: FormatAlignRightIcon,
  justify: FormatAlignJustifyIcon,
} as const;

function AlignmentField({
  value,
  onChange,
}: {
  value: Style['textAlign'];
  onChange(value: Style['textAlign']): void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={t('editorPanels.fields.textAlign')}
      onChange={(_, next: Style['textAlign'] | null) => next && onChange(next)}
    >
      {(Object.keys(ALIGN_ICONS) as Style['textAlign'][]).map((align) => {
        const Icon = ALIGN_ICONS[align];
        return (
          <ToggleButton key={align} value={align} aria-label={t(`editorPanels.align.${align}`)}>
            <Icon fontSize="small" />
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
