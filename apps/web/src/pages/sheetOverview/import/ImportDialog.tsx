import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type ImportAnswer, useImportSheet } from '../../../api/imports';
import type { SheetSummary } from '../../../api/sheets';
import { useLocalizedPath } from '../../../routes/useLocalizedPath';
import { useToasts } from '../../../shell/useToasts';
import { FilePicker } from '../FilePicker';
import { ImportGuidePanel } from './ImportGuidePanel';
import { importSummary } from './importSummary';
import { IMPORTED_TOAST_MS, openSheetAction } from './openSheetAction';

export interface CategoryOption {
  iri: string;
  label: string;
}

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  sheets: readonly SheetSummary[];
  categories: readonly CategoryOption[];
}

const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The data-merge import (SPEC sections 5 and 7): a template, a CSV or XLSX file, the new
 * sheet's name and category. The name "test" is a dry run whose result stays in the dialog.
 */
export function ImportDialog(props: ImportDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar, closeSnackbar } = useToasts();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const titleId = useId();
  const [template, setTemplate] = useState<SheetSummary | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ImportAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importSheet = useImportSheet((loaded, total) =>
    setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
  );

  const close = () => {
    if (importSheet.isPending) return;
    setResult(null);
    setError(null);
    setProgress(null);
    props.onClose();
  };

  const submit = () => {
    setResult(null);
    setError(null);
    if (!template || !file || name.trim() === '' || category === '') {
      setError(t('import.missingFields'));
      return;
    }
    setProgress(0);
    importSheet.mutate(
      { template: template['@id'], file, name: name.trim(), category },
      {
        onSuccess: (answer) => {
          setProgress(null);
          if (answer.dryRun) {
            setResult(answer);
            return;
          }
          const sheet = answer.sheet;
          enqueueSnackbar(t('import.imported', { name: sheet?.name ?? name }), {
            variant: 'success',
            autoHideDuration: IMPORTED_TOAST_MS,
            ...(sheet && {
              action: openSheetAction({
                label: t('import.openSheet'),
                href: to(`/edit/${sheet.id}`),
                navigate: (href) => navigate(href),
                close: closeSnackbar,
              }),
            }),
          });
          setTemplate(null);
          setFile(null);
          setName('');
          close();
        },
        onError: (failure) => {
          setProgress(null);
          setError(failure.message);
          enqueueSnackbar(t('import.failed'), { variant: 'error' });
        },
      },
    );
  };

  return (
    <Dialog open={props.open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('import.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('import.intro')}</DialogContentText>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <Autocomplete
            options={props.sheets}
            value={template}
            onChange={(_, value) => setTemplate(value)}
            getOptionLabel={(sheet) => `${sheet.name} (${sheet.id})`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={t('import.template')} />}
          />
          {template && <ImportGuidePanel templateId={template.id} />}
          <FilePicker label={t('import.file')} accept={ACCEPT} file={file} onChange={setFile} />
          <TextField
            label={t('import.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            helperText={t('import.nameHint')}
          />
          <TextField
            select
            label={t('import.category')}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            {props.categories.map((option) => (
              <MenuItem key={option.iri} value={option.iri}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          {progress !== null && (
            <Box>
              <LinearProgress
                variant="determinate"
                value={progress}
                aria-label={t('import.uploading', { percent: progress })}
              />
              <Typography variant="caption">
                {t('import.uploading', { percent: progress })}
              </Typography>
            </Box>
          )}
          {error !== null && (
            <Alert severity="error" role="alert">
              <strong>{t('import.failed')}</strong>: {error}
            </Alert>
          )}
          {result && (
            <Alert severity="info" role="status">
              {t('import.dryRun', { result: importSummary(t, result.report) })}
              {result.report.warnings.length > 0 && (
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {result.report.warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </Box>
              )}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={importSheet.isPending}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={importSheet.isPending}>
          {t('import.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
