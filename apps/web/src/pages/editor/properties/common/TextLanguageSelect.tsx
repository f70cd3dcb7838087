import { MenuItem, TextField } from '@mui/material';
import { hyphenationLanguage, loadHyphenation } from '@pms/sheet/browser';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSheetLanguage } from './sheetLanguage';

/** The languages a text may be set in: the 11 interface languages, by BCP 47 tag. */
export const TEXT_LANGUAGES = ['en', 'de', 'bg', 'cs', 'el', 'hr', 'hu', 'pl', 'ro', 'sl', 'sk'];

/** What the select shows for "no language of its own": the sheet's, as exports set it. */
const AUTOMATIC = '';
const MASTER_LANGUAGE = 'en';

/**
 * The language a text (or list) is written in, which its hyphenation and line-breaking rules
 * follow: automatic (unset) or one of the 11. Automatic is the master's language (English) in a
 * master; in a copy, the region's for texts the copy translated and the master's for the
 * others, as exports decide. `onChange` gets undefined for automatic.
 */
export function TextLanguageSelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange(language: string | undefined): void;
}) {
  const { t, i18n } = useTranslation();
  const sheetLanguage = useSheetLanguage();
  const nameOf = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
    return (code: string) => names.of(code) ?? code;
  }, [i18n.language]);
  const automatic =
    hyphenationLanguage(sheetLanguage) === MASTER_LANGUAGE
      ? t('editorPanels.textLanguage.automatic', { language: nameOf(MASTER_LANGUAGE) })
      : t('editorPanels.textLanguage.automaticCopy', {
          language: nameOf(sheetLanguage),
          master: nameOf(MASTER_LANGUAGE),
        });
  const choose = (next: string | undefined) => {
    // Its patterns first, so that the text is laid out hyphenated in it at once.
    const code = hyphenationLanguage(next ?? sheetLanguage);
    const loaded = code ? loadHyphenation(code) : Promise.resolve();
    void loaded.then(
      () => onChange(next),
      () => onChange(next),
    );
  };
  return (
    <TextField
      select
      size="small"
      label={t('editorPanels.textLanguage.label')}
      helperText={t('editorPanels.textLanguage.hint')}
      // "Automatic" is a choice too: shown, with the label kept up, while it is chosen.
      slotProps={{ select: { displayEmpty: true, notched: true }, inputLabel: { shrink: true } }}
      value={value ?? AUTOMATIC}
      onChange={(event) =>
        choose(event.target.value === AUTOMATIC ? undefined : event.target.value)
      }
    >
      <MenuItem value={AUTOMATIC}>{automatic}</MenuItem>
      {TEXT_LANGUAGES.map((code) => (
        <MenuItem key={code} value={code} lang={code}>
          {nameOf(code)}
        </MenuItem>
      ))}
      {/* A tag set elsewhere (an import) that is none of the 11: shown as it is. */}
      {value !== undefined && !TEXT_LANGUAGES.includes(value) && (
        <MenuItem value={value}>{nameOf(value)}</MenuItem>
      )}
    </TextField>
  );
}
