import AddIcon from '@mui/icons-material/Add';
import { Button, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { ElementOf } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { FontFamilySelect } from '../common/FontFamilySelect';
import { Section } from '../common/Section';
import { TextLanguageSelect } from '../common/TextLanguageSelect';
import { TypographyFields } from '../common/TypographyFields';
import { useElementEdit } from '../editing';
import { LineList } from '../fields/LineList';
import { RichTextField } from '../fields/RichTextField';

const LIST_SIZES = ['s', 'm', 'l'] as const;

/** A list element: its lines (add, remove, reorder, each one paragraph), size and font family. */
export function ListProperties({ element }: { element: ElementOf<'ul'> }) {
  const { t } = useTranslation();
  const { edit, replace, shown } = useElementEdit(element);
  const items = shown.config.items;
  const setItems = (next: string[]) => edit({ items: next }, t('editorPanels.undo.lines'));
  return (
    <Section title={t('editorPanels.sections.list')}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={shown.config.listSize}
        aria-label={t('editorPanels.fields.listSize')}
        onChange={(_, listSize: (typeof LIST_SIZES)[number] | null) =>
          listSize && edit({ listSize })
        }
      >
        {LIST_SIZES.map((size) => (
          <ToggleButton key={size} value={size} aria-label={t(`editorPanels.listSize.${size}`)}>
            {size.toUpperCase()}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FontFamilySelect
        value={shown.config.fontFamily}
        onChange={(family) => {
          if (family !== undefined) edit({ fontFamily: family }, t('editorPanels.undo.edit'));
          else replace(({ fontFamily: _own, ...rest }) => rest, t('editorPanels.undo.edit'));
        }}
      />
      <TextLanguageSelect
        value={shown.config.language}
        onChange={(language) => {
          if (language !== undefined) edit({ language }, t('editorPanels.undo.edit'));
          else replace(({ language: _own, ...rest }) => rest, t('editorPanels.undo.edit'));
        }}
      />
      <TypographyFields config={shown.config} onChange={(patch) => edit(patch)} />
      <LineList
        lines={items}
        lineLabel={(index) => t('editorPanels.lines.line', { number: index + 1 })}
        onChange={setItems}
        renderLine={(item, index) => (
          <RichTextField
            singleParagraph
            label={t('editorPanels.lines.line', { number: index + 1 })}
            value={item}
            onCommit={(html) => setItems(items.map((old, i) => (i === index ? html : old)))}
          />
        )}
      />
      <Button
        startIcon={<AddIcon />}
        onClick={() => setItems([...items, t('editorPanels.lines.newLine')])}
      >
        {t('editorPanels.lines.add')}
      </Button>
    </Section>
  );
}
