import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { type TranslationReport, useImportTranslations } from '../../../api/imports';
import { useToasts } from '../../../shell/useToasts';
import { textKeyLabel } from '../../editor/regional/textKeyLabel';
import { FilePicker } from '../FilePicker';

interface TranslationImportDialogProps {
  open: boolean;
  /** The regional sheet the translation goes into. */
  id: number;
  onClose: () => void;
  onImported?: () => void;
}

const ACCEPT = '.xlsx,.xlf,.xliff,.xml';
/** The server's words for SPEC's "no match" refusal, shown in the user's language instead. */
const NO_MATCH = 'No matching translations found. Please check the file again.';

function NameList(props: { label: string; names: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="body2">{props.label}</Typography>
      {props.names.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3, maxHeight: 160, overflow: 'auto' }}>
          {props.names.map((name) => (
            <Typography component="li" variant="body2" key={name}>
              {/* A variant's or dealer label's key in words; element texts go by their name. */}
              {textKeyLabel(t, name)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Picks a translated XLSX or XLIFF file, imports it into a regional copy and shows the report. */
export function TranslationImportDialog(props: TranslationImportDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<TranslationReport | null>(null);
  const importing = useImportTranslations();

  const close = () => {
    if (importing.isPending) return;
    setFile(null);
    setError(null);
    setReport(null);
    props.onClose();
  };

  const submit = () => {
    setError(null);
    if (!file) {
      setError(t('import.translation.noFile'));
      return;
    }
    importing.mutate(
      { id: props.id, file },
      {
        onSuccess: (answer) => {
          setReport(answer);
          enqueueSnackbar(t('import.translation.imported'), { variant: 'success' });
          props.onImported?.();
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.message === NO_MATCH
              ? t('import.translation.noMatch')
              : `${t('import.failed')}: ${failure.message}`,
          ),
      },
    );
  };

  return (
    <Dialog open={props.open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {report ? t('import.translation.reportTitle') : t('import.translation.importTitle')}
      </DialogTitle>
      <DialogContent>
        {report ? (
          <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography>{t('import.translation.matched', { count: report.matched })}</Typography>
            <Typography>{t('import.translation.changed', { count: report.changed })}</Typography>
            <NameList
              label={t('import.translation.unknown', { count: report.unknown.length })}
              names={report.unknown}
            />
            <NameList
              label={t('import.translation.notCovered', { count: report.notCovered.length })}
              names={report.notCovered}
            />
            {report.sheetFields.length > 0 && (
              <Typography>
                {t('import.translation.sheetFields', {
                  fields: report.sheetFields
                    .map((field) => t(`import.translation.field.${field as 'name' | 'details'}`))
                    .join(', '),
                })}
              </Typography>
            )}
            {report.overflowing.length > 0 && (
              <Alert severity="warning">
                {t('import.translation.overflowing', { count: report.overflowing.length })}
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {report.overflowing.map((item) => (
                    <li key={`${item.key}:${item.element}:${item.page}:${item.variant}`}>
                      {t(
                        item.variant
                          ? 'import.translation.overflowItemVariant'
                          : 'import.translation.overflowItem',
                        {
                          name: item.element,
                          page: item.page + 1,
                          variant: item.variant,
                          by: item.by,
                        },
                      )}
                    </li>
                  ))}
                </Box>
              </Alert>
            )}
            {report.codesMissing.length > 0 && (
              <Alert severity="warning">
                {t('import.translation.codesMissing', { count: report.codesMissing.length })}
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {report.codesMissing.map((name) => (
                    <li key={name}>{textKeyLabel(t, name)}</li>
                  ))}
                </Box>
              </Alert>
            )}
            {report.overflowUnchecked > 0 && (
              // A note, not an alert: the report around it is already announced.
              <Alert severity="info" role="note">
                {t('import.translation.overflowUnchecked', { count: report.overflowUnchecked })}
              </Alert>
            )}
          </Box>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DialogContentText>{t('import.translation.importHint')}</DialogContentText>
            <FilePicker
              label={t('import.translation.file')}
              accept={ACCEPT}
              file={file}
              onChange={setFile}
            />
            {importing.isPending && (
              <LinearProgress aria-label={t('import.translation.importTitle')} />
            )}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={importing.isPending}>
          {report ? t('import.close') : t('common.cancel')}
        </Button>
        {!report && (
          <Button variant="contained" onClick={submit} disabled={importing.isPending}>
            {t('import.submit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
