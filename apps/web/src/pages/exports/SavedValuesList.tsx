import {
  Alert,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { richTextToPlainText } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type SavedValues, useSavedValues } from '../../api/savedValues';
import { useLocalizedPath } from '../../routes/useLocalizedPath';

/** The designer's route of a saved sheet (`/api/regional_sheets/4` -> `/edit-region/4`). */
function editorPath(sheet: string): string {
  const [, kind, id] = /\/api\/(sheets|regional_sheets)\/(\d+)$/.exec(sheet) ?? [];
  return kind === 'regional_sheets' ? `/edit-region/${id}` : `/edit/${id}`;
}

/** Each field as a person reads it: its name and its text (an image by its file name). */
function fieldsOf(entry: SavedValues, imageWord: string): string[] {
  return Object.entries(entry.values).map(([name, value]) => {
    const text = value.text
      ? richTextToPlainText(value.text)
      : value.items
        ? value.items.map(richTextToPlainText).join(' · ')
        : value.src
          ? `${imageWord} ${value.src.contentUrl.split('/').pop() ?? ''}`
          : '';
    return `${name}: ${text}`;
  });
}

/**
 * The sheets a user filled in, with what they typed, as the server keeps them for every
 * device. A user opens their own from here; an admin looking at a dealer's only reads them.
 */
export function SavedValuesList({ userId }: { userId: number | null }) {
  const { t, i18n } = useTranslation();
  const to = useLocalizedPath();
  const saved = useSavedValues(userId);
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  if (saved.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  if (!saved.data) return null;
  return (
    <section aria-labelledby="saved-values-title">
      <Typography id="saved-values-title" component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {t('myExports.savedTitle')}
      </Typography>
      {saved.data.length === 0 ? (
        <Typography color="text.secondary">{t('myExports.savedEmpty')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-labelledby="saved-values-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('myExports.sheet')}</TableCell>
                <TableCell>{t('myExports.savedFields')}</TableCell>
                <TableCell>{t('myExports.savedWhen')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {saved.data.map((entry) => {
                const name = entry.region
                  ? `${entry.sheetName} (${entry.region.toUpperCase()})`
                  : entry.sheetName;
                return (
                  <TableRow key={entry.sheet}>
                    <TableCell>
                      {userId === null ? (
                        <Link component={RouterLink} to={to(editorPath(entry.sheet))}>
                          {name}
                        </Link>
                      ) : (
                        name
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-line' }}>
                      {fieldsOf(entry, t('myExports.image')).join('\n')}
                    </TableCell>
                    <TableCell>{time.format(new Date(entry.modified))}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
