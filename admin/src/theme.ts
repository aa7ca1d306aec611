import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** System fonts only: the CSP allows no font CDN, and nothing needs downloading. */
const SYSTEM_FONTS = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Noto Sans"', '"Noto Sans Devanagari"', 'Helvetica', 'Arial', 'sans-serif'].join(',');

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#3949ab' }, secondary: { main: '#00897b' } },
  typography: { ...defaultTheme.typography, fontFamily: SYSTEM_FONTS },
};
