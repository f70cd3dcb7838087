import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiBase } from '../../api/client';
import { ApiError } from '../../api/errors';
import { type MediaObject, useDeleteMedia, useUpdateMedia } from '../../api/mediaObjects';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToasts } from '../../shell/useToasts';
import { formatBytes, mediaTypeLabel } from './mediaFormat';

interface MediaDetailsDialogProps {
  media: MediaObject;
  /** Every tag in use, offered while typing. */
  knownTags: readonly string[];
  onClose: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One image: its facts, its name and tags to edit, and delete (refused while a sheet uses it). */
export function MediaDetailsDialog({ media, knownTags, onClose }: MediaDetailsDialogProps) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  const update = useUpdateMedia();
  const remove = useDeleteMedia();
  const [name, setName] = useState(media.name);
  const [tags, setTags] = useState<string[]>(media.tags);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();

  const facts: [string, string][] = [
    [t('media.details.type'), mediaTypeLabel(media.mimeType)],
    [
      t('media.details.pixels'),
      media.width && media.height ? `${media.width} × ${media.height}` : '–',
    ],
    [t('media.details.size'), formatBytes(media.byteSize, i18n.language)],
    [t('media.details.uploadedBy'), media.uploadedBy ?? '–'],
    [
      t('media.details.created'),
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(media.created),
      ),
    ],
  ];

  const trimmedName = name.trim();
  const save = () => {
    update.mutate(
      { media, changes: { name: trimmedName, tags } },
      {
        onSuccess: () => {
          enqueueSnackbar(t('media.details.saved'), { variant: 'success' });
          onClose();
        },
        onError: (error) =>
          enqueueSnackbar(t('media.details.saveFailed', { message: messageOf(error) }), {
            variant: 'error',
          }),
      },
    );
  };
  const doDelete = () => {
    remove.mutate(media, {
      onSuccess: () => {
        enqueueSnackbar(t('media.details.deleted'), { variant: 'success' });
        onClose();
      },
      // 409: the server names the sheets that use the image; that is the whole message.
      onError: (error) =>
        enqueueSnackbar(
          error instanceof ApiError && error.status === 409
            ? error.message
            : t('media.details.deleteFailed', { message: messageOf(error) }),
          { variant: 'error' },
        ),
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {media.name}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 280px', bgcolor: 'grey.100', textAlign: 'center' }}>
            <img
              src={`${apiBase}${media.contentUrl}`}
              alt={media.name}
              style={{ maxWidth: '100%', maxHeight: 360, objectFit: 'contain' }}
            />
          </Box>
          <Stack spacing={2} sx={{ flex: '1 1 280px' }}>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, m: 0 }}
            >
              {facts.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, ml: 2 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <TextField
              size="small"
              label={t('media.details.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={trimmedName === ''}
              helperText={trimmedName === '' ? t('media.details.nameRequired') : ' '}
            />
            <Autocomplete
              multiple
              freeSolo
              options={knownTags}
              value={tags}
              onChange={(_, value) =>
                setTags([...new Set(value.map((tag) => tag.trim()).filter(Boolean))])
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  size="small"
                  label={t('media.tags')}
                  helperText={t('media.details.tagsHint')}
                />
              )}
            />
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button color="error" onClick={() => setConfirming(true)} disabled={remove.isPending}>
          {t('media.details.delete')}
        </Button>
        <Box>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            variant="contained"
            onClick={save}
            disabled={trimmedName === '' || update.isPending}
          >
            {t('media.details.save')}
          </Button>
        </Box>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('media.details.deleteTitle')}
        text={t('media.details.confirmDelete', { name: media.name })}
        confirmLabel={t('media.details.delete')}
        onClose={() => setConfirming(false)}
        onConfirm={doDelete}
      />
    </Dialog>
  );
}
