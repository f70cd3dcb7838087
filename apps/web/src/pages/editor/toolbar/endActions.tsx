import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SheetDocument } from '../../../api/sheetDocument';
import { TranslationMenu } from '../../sheetOverview/translations/TranslationMenu';
import { BatchExportButton } from './BatchExportDialog';
import { priority, type ToolbarEndAction } from './EditorToolbar';
import { ExportButtons } from './ExportButtons';
import { SheetMenu } from './SheetMenu';

interface EndActionsProps {
  document: SheetDocument;
  isNew: boolean;
  canDesign: boolean;
  /** The search the sheet was opened with, for exports' default variants. */
  search: string;
  dirty: boolean;
  /** A translation import changed the sheet on the server. */
  onImported(): void;
  /** The sheet menu changed the document (status, …). */
  onChanged(next: SheetDocument): void;
}

/**
 * The toolbar's end: exports for everyone; for designers of a saved sheet the batch export and
 * translations; the sheet menu once saved. Each with its place in the overflow order. The same
 * array until one of the props changes (pass stable callbacks): the toolbar is memoized on it.
 */
export function useEndActions(props: EndActionsProps): ToolbarEndAction[] {
  const { t } = useTranslation();
  const { document, isNew, canDesign, search, dirty, onImported, onChanged } = props;
  return useMemo(
    () => endActions(t, { document, isNew, canDesign, search, dirty, onImported, onChanged }),
    [t, document, isNew, canDesign, search, dirty, onImported, onChanged],
  );
}

function endActions(t: TFunction, props: EndActionsProps): ToolbarEndAction[] {
  const { document, isNew, canDesign } = props;
  const actions: ToolbarEndAction[] = [
    {
      id: 'exports',
      priority: priority.exports,
      node: (
        <ExportButtons
          sheetIri={document.iri}
          search={props.search}
          disabledReason={isNew ? t('editor.export.saveFirst') : null}
        />
      ),
    },
  ];
  if (!isNew && canDesign) {
    actions.push(
      {
        id: 'batchExport',
        priority: priority.batchExport,
        node: <BatchExportButton document={document} />,
      },
      {
        id: 'translations',
        priority: priority.translations,
        menuLabel: t('import.translation.menu'),
        node: (
          <TranslationMenu kind={document.kind} id={document.id} onImported={props.onImported} />
        ),
      },
    );
  }
  if (!isNew) {
    actions.push({
      id: 'sheetMenu',
      priority: priority.sheetMenu,
      menuLabel: t('editor.menu.label'),
      node: <SheetMenu document={document} dirty={props.dirty} onChanged={props.onChanged} />,
    });
  }
  return actions;
}
