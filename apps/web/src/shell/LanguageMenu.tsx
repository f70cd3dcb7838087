import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '../i18n/languages';
import { useLanguage } from '../i18n/useLanguage';
import { useSwitchLanguage } from '../i18n/useLanguageRouting';
import { visuallyHidden } from './visuallyHidden';

/** The language menu of the top bar: every interface language by its own name. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* Named by its content, "Language: EN", so the visible code is part of the name. */}
        <Box component="span" sx={visuallyHidden}>
          {t('nav.language')}:
        </Box>{' '}
        {current.code.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.code}
            lang={language.iso}
            selected={language.code === current.code}
            onClick={() => {
              setAnchor(null);
              void switchLanguage(language.code);
            }}
          >
            <ListItemText primary={language.name} secondary={language.code.toUpperCase()} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
