import CloseIcon from '@mui/icons-material/Close';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import TranslateIcon from '@mui/icons-material/Translate';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { RegionalCopy, SheetSummary } from '../../api/sheets';
import type { TranslationTarget } from './translations/TranslationMenu';

interface RegionalCopiesProps {
  sheet: SheetSummary;
  t: TFunction;
  /** The designer's route of a copy, in the current language. */
  copyPath: (copy: RegionalCopy) => string;
  onTranslations: (anchor: HTMLElement, target: TranslationTarget) => void;
  onDeleteRegional: (sheet: SheetSummary, copyId: number, region: string) => void;
}

/**
 * A master's regional copies in its table row: each opens in the designer (where "Update from
 * master" is), with its status, how much of it is translated, and whether the master changed
 * since it was made. Plain elements with the table's class names, as the row is (see
 * SheetTable): thousands of rows redraw while the filter is typed.
 */
export function RegionalCopies({
  sheet,
  t,
  copyPath,
  onTranslations,
  onDeleteRegional,
}: RegionalCopiesProps) {
  return (
    <div className="copies">
      {sheet.regionalSheets.map((copy) => {
        const unlockedCopy = copy.status === 'unlocked';
        const region = copy.region.toUpperCase();
        const label = `${sheet.name} (${region})`;
        const share = copy.translation && copy.translation.total > 0 ? copy.translation : null;
        return (
          <span key={copy.id} className="copy">
            <Link
              className={unlockedCopy ? 'chip unlocked' : 'chip'}
              to={copyPath(copy)}
              title={t('sheetOverview.regional.open', { region, name: sheet.name })}
            >
              {region} · {unlockedCopy ? t('status.unlocked') : t('status.locked')}
            </Link>
            {share && (
              <span
                className="chip share"
                title={t('sheetOverview.regional.translated', {
                  translated: share.translated,
                  total: share.total,
                })}
              >
                {share.translated}/{share.total}
              </span>
            )}
            {copy.masterChanged && (
              <span
                className="chip changed"
                role="img"
                title={t('sheetOverview.regional.masterChanged')}
                aria-label={t('sheetOverview.regional.masterChangedNamed', { name: label })}
              >
                <SyncProblemIcon fontSize="inherit" />
              </span>
            )}
            <button
              type="button"
              className="icon-button"
              title={t('import.translation.menu')}
              aria-label={t('import.translation.menuNamed', { name: label })}
              aria-haspopup="menu"
              onClick={(event) =>
                onTranslations(event.currentTarget, { kind: 'regional', id: copy.id, label })
              }
            >
              <TranslateIcon fontSize="inherit" />
            </button>
            {/* A real button, not a chip's delete icon, which MUI hides from readers. */}
            <button
              type="button"
              className="icon-button tiny"
              aria-label={t('sheetOverview.deleteRegional', { region, name: sheet.name })}
              onClick={() => onDeleteRegional(sheet, copy.id, copy.region)}
            >
              <CloseIcon fontSize="inherit" />
            </button>
          </span>
        );
      })}
    </div>
  );
}
