import { Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

interface ErrorNoticeProps {
  title: string;
  text: string;
  linkLabel: string;
  /** The overview in the current language. */
  overviewPath: string;
}

/** The shared look of the 404 and error pages: title, explanation, a way back. */
export function ErrorNotice({ title, text, linkLabel, overviewPath }: ErrorNoticeProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, mx: 'auto', mt: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={overviewPath} variant="contained">
        {linkLabel}
      </Button>
    </Paper>
  );
}
