import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FontFamily,
  type FontRevision,
  REVISIONS_KEPT,
  useRestoreFontRevision,
} from '../../api/fonts';
import { useToasts } from '../../shell/useToasts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A family's earlier face files, each restorable. Restoring needs no confirmation: the file it
 * replaces is kept here in turn, so a restore is undone by another.
 */
export function BrandFontRevisions({ family }: { family: FontFamily }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  const restore = useRestoreFontRevision();
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    [i18n.language],
  );

  const doRestore = (revision: FontRevision) => {
    const face = t(`media.fonts.faces.${revision.face}`);
    restore.mutate(revision, {
      onSuccess: () =>
        enqueueSnackbar(t('media.fonts.restored', { file: revision.fileName, face }), {
          variant: 'success',
        }),
      onError: (error) =>
        enqueueSnackbar(t('media.fonts.restoreFailed', { message: messageOf(error) }), {
          variant: 'error',
        }),
    });
  };

  if (family.revisions.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('media.fonts.revisionsTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('media.fonts.revisionsNote', { count: REVISIONS_KEPT })}
      </Typography>
      <Table size="small" aria-label={t('media.fonts.revisionsOf', { name: family.name })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('media.fonts.face')}</TableCell>
            <TableCell>{t('media.fonts.file')}</TableCell>
            <TableCell>{t('media.fonts.uploadedAt')}</TableCell>
            <TableCell>{t('media.fonts.uploadedBy')}</TableCell>
            <TableCell sx={{ width: 200 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {family.revisions.map((revision) => {
            const face = t(`media.fonts.faces.${revision.face}`);
            return (
              <TableRow key={revision.id}>
                <TableCell>{face}</TableCell>
                <TableCell>{revision.fileName}</TableCell>
                <TableCell>{time.format(new Date(revision.created))}</TableCell>
                <TableCell>{revision.uploadedBy ?? t('media.fonts.unknownUploader')}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    disabled={restore.isPending}
                    onClick={() => doRestore(revision)}
                    aria-label={t('media.fonts.restoreNamed', { file: revision.fileName, face })}
                  >
                    {t('media.fonts.restore')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
