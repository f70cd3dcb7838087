import { useMediaQuery, useTheme } from '@mui/material';

/**
 * Whether the window is narrower than a landscape tablet (MUI's `md`, 900 px): the designer's
 * toolbar, canvas and side panels need about 1,000 px, and below that the page shrank to a strip.
 * Dealers get their form there; designers a notice. `noSsr`: the first render already knows,
 * so a phone never mounts the designer only to replace it.
 */
export function useNarrowScreen(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}
