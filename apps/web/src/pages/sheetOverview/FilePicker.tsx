import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface FilePickerProps {
  label: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
}

/** A file chooser that shows the chosen file's name; the input stays a real one for tests. */
export function FilePicker(props: FilePickerProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
        {props.label}
        <input
          hidden
          type="file"
          accept={props.accept}
          aria-label={props.label}
          onChange={(event) => props.onChange(event.target.files?.[0] ?? null)}
        />
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {props.file?.name ?? t('import.noFile')}
      </Typography>
    </Box>
  );
}
