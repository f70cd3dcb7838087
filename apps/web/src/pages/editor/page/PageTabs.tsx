import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, IconButton, Tab, Tabs, Tooltip } from '@mui/material';
import { addPage, deletePage, movePage, pageCount } from '@pms/sheet/browser';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { type EditorApi, useEditor } from '../editorApi';

/**
 * The main page and the additional pages as tabs (SPEC section 4): add, move an additional
 * page left or right, delete it. Page 0 is the main page and can be neither moved nor deleted.
 */
export function PageTabs() {
  const editor = useEditor();
  return (
    <PageTabsBar
      count={pageCount(editor.data)}
      current={editor.pageIndex}
      design={editor.mode === 'design'}
      apply={editor.apply}
      setPageIndex={editor.setPageIndex}
    />
  );
}

interface PageTabsBarProps {
  count: number;
  current: number;
  design: boolean;
  apply: EditorApi['apply'];
  setPageIndex: EditorApi['setPageIndex'];
}

/**
 * The bar itself renders only when the pages, the current one or the mode change, not on every
 * change of the document: MUI's Tabs measure themselves after each render, which forces a layout
 * of the whole page (costly at 1,000 elements, on every drop and while the sheet opens).
 */
const PageTabsBar = memo(function PageTabsBar(props: PageTabsBarProps) {
  const { t } = useTranslation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { count, current, design, apply: applyChange, setPageIndex } = props;
  const label = (index: number) =>
    index === 0 ? t('editor.pages.main') : t('editor.pages.additional', { number: index + 1 });

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        minHeight: 40,
      }}
    >
      <Tabs
        value={current}
        onChange={(_event, index: number) => setPageIndex(index)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('editor.pages.label')}
        sx={{ minHeight: 40, flex: 1, '& .MuiTab-root': { minHeight: 40, py: 0 } }}
      >
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a page is its position
          <Tab key={index} label={label(index)} value={index} />
        ))}
      </Tabs>
      {design && (
        <Box sx={{ display: 'flex', px: 1 }}>
          <Tooltip title={t('editor.pages.moveLeft')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('editor.pages.moveLeft')}
                disabled={current <= 1}
                onClick={() => {
                  applyChange((data) => movePage(data, current, current - 1));
                  setPageIndex(current - 1);
                }}
              >
                <ChevronLeftIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('editor.pages.moveRight')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('editor.pages.moveRight')}
                disabled={current === 0 || current >= count - 1}
                onClick={() => {
                  applyChange((data) => movePage(data, current, current + 1));
                  setPageIndex(current + 1);
                }}
              >
                <ChevronRightIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip
            title={current === 0 ? t('editor.pages.mainNotDeletable') : t('editor.pages.delete')}
          >
            <span>
              <IconButton
                size="small"
                aria-label={t('editor.pages.delete')}
                disabled={current === 0}
                onClick={() => setConfirmDelete(true)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('editor.pages.add')}>
            <IconButton
              size="small"
              aria-label={t('editor.pages.add')}
              onClick={() => {
                applyChange(addPage);
                setPageIndex(count);
              }}
            >
              <AddIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={t('editor.pages.deleteTitle')}
        text={t('editor.pages.deleteText', { page: label(current) })}
        confirmLabel={t('editor.pages.delete')}
        onConfirm={() => {
          applyChange((data) => deletePage(data, current));
          setPageIndex(current - 1);
        }}
        onClose={() => setConfirmDelete(false)}
      />
    </Box>
  );
});
