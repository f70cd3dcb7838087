import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ErrorIcon from '@mui/icons-material/Error';
import { Box, Button, LinearProgress, List, ListItem, Typography } from '@mui/material';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute } from './mediaFormat';
import type { UploadItem } from './useUploads';

interface UploadZoneProps {
  items: readonly UploadItem[];
  onFiles: (files: File[]) => void;
  onClearFinished: () => void;
  /** False in the picker: one image is uploaded and selected. */
  multiple: boolean;
}

function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation();
  return (
    <ListItem disableGutters sx={{ display: 'block', py: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {item.status === 'done' && <CheckCircleIcon color="success" fontSize="small" />}
        {item.status === 'failed' && <ErrorIcon color="error" fontSize="small" />}
        <Typography variant="body2" noWrap sx={{ flex: 1 }}>
          {item.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {item.status === 'uploading'
            ? `${item.percent} %`
            : t(item.status === 'done' ? 'media.upload.statusDone' : 'media.upload.statusFailed')}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={item.percent}
        color={item.status === 'failed' ? 'error' : item.status === 'done' ? 'success' : 'primary'}
        aria-label={t('media.upload.progressOf', { name: item.name })}
      />
      {item.error && (
        <Typography variant="caption" color="error">
          {item.error}
        </Typography>
      )}
    </ListItem>
  );
}

/**
 * Drop zone and file button: several images at once, each with a progress bar below. The
 * server decides what it accepts; the file dialog only offers the usual image types.
 */
export function UploadZone({ items, onFiles, onClearFinished, multiple }: UploadZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const list = Array.from(files);
    onFiles(multiple ? list : list.slice(0, 1));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Box
        data-testid="media-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <CloudUploadIcon color="action" />
        <Typography id={hintId} variant="body2" sx={{ flex: 1, minWidth: 200 }}>
          {t(multiple ? 'media.upload.dropHint' : 'media.upload.dropHintOne')}
        </Typography>
        <Button variant="outlined" onClick={() => input.current?.click()} aria-describedby={hintId}>
          {t(multiple ? 'media.upload.chooseFiles' : 'media.upload.chooseFile')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          multiple={multiple}
          accept={acceptAttribute}
          aria-label={t(multiple ? 'media.upload.chooseFiles' : 'media.upload.chooseFile')}
          onChange={(event) => {
            take(event.target.files);
            // The same file may be chosen again after a refusal.
            event.target.value = '';
          }}
        />
      </Box>
      {items.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <List dense aria-label={t('media.upload.listLabel')}>
            {items.map((item) => (
              <UploadRow key={item.key} item={item} />
            ))}
          </List>
          {items.some((item) => item.status !== 'uploading') && (
            <Button size="small" onClick={onClearFinished}>
              {t('media.upload.clearFinished')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
