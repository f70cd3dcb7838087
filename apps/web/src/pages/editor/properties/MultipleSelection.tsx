import { Box, Typography } from '@mui/material';
import { type Element, updateElementConfig } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';
import { Section } from './common/Section';
import { patchIssue } from './editing';
import { NumberField } from './fields/NumberField';
import { issueMessage } from './validation';

const BOX_FIELDS = ['left', 'top', 'width', 'height'] as const;

/**
 * Several elements selected: their names, and position and size fields that set a value on
 * all of them at once (one undo step); a field whose elements differ shows "Mixed".
 */
export function MultipleSelection({ elements }: { elements: readonly Element[] }) {
  const { t } = useTranslation();
  const { apply, pageIndex } = useEditor();

  const setAll = (key: (typeof BOX_FIELDS)[number], value: number) => {
    const patch = { style: { [key]: value } };
    for (const element of elements) {
      const issue = patchIssue(element, patch);
      if (issue !== null) return issueMessage(t, issue);
    }
    apply(
      (data) => elements.reduce((d, e) => updateElementConfig(d, pageIndex, e.id, patch), data),
      t('editorPanels.undo.edit'),
    );
    return null;
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2">
        {t('editorPanels.properties.multiple', { count: elements.length })}
      </Typography>
      <Box component="ul" sx={{ pl: 2, typography: 'body2' }}>
        {elements.map((e) => (
          <li key={e.id}>{e.config.name}</li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('editorPanels.properties.multipleHint')}
      </Typography>
      <Section title={t('editorPanels.sections.box')} columns={2}>
        {BOX_FIELDS.map((key) => {
          const values = new Set(elements.map((e) => e.config.style[key]));
          const [only] = values;
          return (
            <NumberField
              key={key}
              label={t(`editorPanels.fields.${key}`)}
              value={values.size === 1 ? only : undefined}
              placeholder={values.size === 1 ? undefined : t('editorPanels.properties.mixed')}
              onCommit={(value) => setAll(key, value)}
            />
          );
        })}
      </Section>
    </Box>
  );
}
