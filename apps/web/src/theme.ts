import { createTheme } from '@mui/material/styles';

// `accent` is a palette colour of the product (SPEC section 9) that MUI does not know.
declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    accent: true;
  }
}

declare module '@mui/material/AppBar' {
  interface AppBarPropsColorOverrides {
    accent: true;
  }
}

/** The product colours of SPEC section 9. */
export const brandColors = {
  primary: '#1976d2',
  accent: '#424242',
  secondary: '#ff8f00',
  info: '#26a69a',
  warning: '#ffc107',
  error: '#dd2c00',
  success: '#00e676',
} as const;

// A first pass gives us augmentColor, which derives light, dark and contrast text for accent.
const { palette } = createTheme();

/** The MUI theme of the app. */
export const theme = createTheme({
  palette: {
    primary: { main: brandColors.primary },
    secondary: { main: brandColors.secondary },
    info: { main: brandColors.info },
    warning: { main: brandColors.warning },
    error: { main: brandColors.error },
    success: { main: brandColors.success },
    accent: palette.augmentColor({ color: { main: brandColors.accent }, name: 'accent' }),
    background: { default: '#f5f6f8' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
  },
});
