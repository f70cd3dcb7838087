import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Badge,
  Box,
  Button,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import type { PreflightFinding } from '@pms/sheet/browser';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { useEditor } from '../editorApi';
import { findingText } from './findingText';

/**
 * The live preflight of the page on the canvas: a toolbar button whose badge counts the
 * findings (red while any is an error) and opens their list; choosing one selects its element.
 */
export function PreflightButton() {
  const { t } = useTranslation();
  const { preflight } = useEditor();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const listId = useId();
  const errors = preflight.filter((finding) => finding.severity === 'error').length;
  const warnings = preflight.length - errors;
  const summary = t('preflight.summary', { errors, warnings });
  return (
    <>
      <Tooltip title={summary}>
        {/* The count sits on the button, not in it: the button's name (the summary) then
            contains all of its visible text, as assistive technology expects. */}
        <Badge
          badgeContent={preflight.length}
          color={errors > 0 ? 'error' : 'warning'}
          max={99}
          sx={{ mr: 1 }}
        >
          <Button
            size="small"
            aria-label={summary}
            aria-haspopup="dialog"
            aria-controls={anchor ? listId : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
            startIcon={<FactCheckOutlinedIcon fontSize="small" />}
          >
            {t('preflight.title')}
          </Button>
        </Badge>
      </Tooltip>
      <Popover
        id={listId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('preflight.title') } }}
      >
        <PreflightList findings={preflight} onChosen={() => setAnchor(null)} />
      </Popover>
    </>
  );
}

/** The findings, errors first; choosing one selects its element on the canvas. */
export function PreflightList({
  findings,
  onChosen,
}: {
  findings: readonly PreflightFinding[];
  onChosen?(): void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { select } = useEditor();
  return (
    <Box sx={{ width: 420, maxWidth: '90vw', maxHeight: '60vh', overflow: 'auto' }}>
      <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
        {t('preflight.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {findings.length === 0 ? t('preflight.allClear') : t('preflight.hint')}
      </Typography>
      {findings.length > 0 && (
        <List dense disablePadding aria-label={t('preflight.title')}>
          {findings.map((finding) => (
            <ListItemButton
              // Each check reports an element at most once per page.
              key={`${finding.page}-${finding.elementId}-${finding.check}`}
              onClick={() => {
                select([finding.elementId]);
                onChosen?.();
              }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {finding.severity === 'error' ? (
                  <ErrorOutlineIcon color="error" titleAccess={t('preflight.error')} />
                ) : (
                  <WarningAmberIcon color="warning" titleAccess={t('preflight.warning')} />
                )}
              </ListItemIcon>
              <ListItemText
                primary={finding.elementName}
                secondary={findingText(t, finding, language.iso)}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}
