import ImageIcon from '@mui/icons-material/Image';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MediaObject, useMediaName } from '../../../../api/mediaObjects';
import { MediaPickerDialog } from '../../../media/MediaPickerDialog';

interface ImageSourceFieldProps {
  label: string;
  /** The chosen image's URL, or null when there is none. */
  contentUrl: string | null;
  onSelect(contentUrl: string): void;
  /** Removes the image; omitted where an image cannot be removed. */
  onRemove?: (() => void) | undefined;
  removeLabel?: string;
}

/** The image of an element: a preview, "Choose image" (the media library) and "Remove". */
export function ImageSourceField(props: ImageSourceFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The name it was uploaded with; the URL's hash file name only for an image the library
  // no longer has (nothing while the name loads, rather than the hash for a moment).
  const uploadedName = useMediaName(props.contentUrl);
  const fileName =
    props.contentUrl === null
      ? null
      : uploadedName === undefined
        ? ''
        : (uploadedName ?? props.contentUrl.split('/').at(-1) ?? '');
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {props.label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 56,
            height: 56,
            flex: '0 0 auto',
            border: 1,
            borderColor: 'divider',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            overflow: 'hidden',
          }}
        >
          {props.contentUrl ? (
            <Box
              component="img"
              src={props.contentUrl}
              alt=""
              sx={{ maxWidth: '100%', maxHeight: '100%' }}
            />
          ) : (
            <ImageIcon color="disabled" />
          )}
        </Box>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="caption" noWrap title={fileName ?? undefined}>
            {fileName ?? t('editorPanels.image.none')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
              {t('editorPanels.image.choose')}
            </Button>
            {props.onRemove && props.contentUrl && (
              <Button size="small" color="error" onClick={props.onRemove}>
                {props.removeLabel ?? t('editorPanels.image.remove')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
      <MediaPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onSelect={(media: MediaObject) => {
          setOpen(false);
          props.onSelect(media.contentUrl);
        }}
      />
    </Box>
  );
}
