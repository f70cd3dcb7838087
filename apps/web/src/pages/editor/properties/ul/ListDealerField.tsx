import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DealerFieldProps } from '../../elements/definition';
import { LineList } from '../fields/LineList';
import { RichTextField } from '../fields/RichTextField';

/** A dealer's lines for a list element. */
export function ListDealerField({ element, own, set }: DealerFieldProps<'ul'>) {
  const { t } = useTranslation();
  const items = own?.items ?? element.config.items;
  return (
    <>
      <LineList
        lines={items}
        lineLabel={(index) => t('editorPanels.lines.line', { number: index + 1 })}
        onChange={(next) => set({ items: next })}
        renderLine={(item, index) => (
          <RichTextField
            singleParagraph
            label={t('editorPanels.lines.line', { number: index + 1 })}
            value={item}
            onCommit={(html) => set({ items: items.map((old, i) => (i === index ? html : old)) })}
          />
        )}
      />
      <Button onClick={() => set({ items: [...items, t('editorPanels.lines.newLine')] })}>
        {t('editorPanels.lines.add')}
      </Button>
    </>
  );
}
