import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSheetPreflight } from '../../api/sheetPreflight';
import { useLanguage } from '../../i18n/useLanguage';
import { findingText } from '../editor/preflight/findingText';

/** The findings a mark's tooltip lists; the designer lists them all. */
const LISTED = 8;

interface PreflightMarkProps {
  /** The sheet's IRI and saved version, whose preflight the mark shows. */
  iri: string;
  version: number;
  /** The sheet in the designer, where each finding selects its element. */
  editPath: string;
}

/**
 * A master's preflight in its Sheet Overview row: nothing while it loads or when the sheet is
 * clear, else a chip with the count (red with an error) whose tooltip says each finding in
 * words and which opens the sheet in the designer. Dealers no longer hear of the master's
 * findings with their exports (issue 43 point 5): this is where the admin, who can fix them,
 * sees them without opening every sheet.
 */
export function PreflightMark({ iri, version, editPath }: PreflightMarkProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useSheetPreflight(iri, version);
  if (!data || data.errors + data.warnings === 0) return null;
  const summary = t('preflight.summary', { errors: data.errors, warnings: data.warnings });
  const lines = data.findings
    .slice(0, LISTED)
    .map((finding) => `${finding.elementName}: ${findingText(t, finding, language.iso)}`);
  if (data.findings.length > LISTED) lines.push('…');
  const severity = data.errors > 0 ? 'error' : 'warning';
  return (
    <Link
      className={`chip preflight ${severity}`}
      to={editPath}
      title={[summary, ...lines].join('\n')}
      aria-label={`${summary}. ${lines.join(' ')}`}
    >
      {severity === 'error' ? (
        <ErrorOutlineIcon fontSize="inherit" />
      ) : (
        <WarningAmberIcon fontSize="inherit" />
      )}
      {data.errors + data.warnings}
    </Link>
  );
}
