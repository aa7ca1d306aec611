import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';

/** System fonts only: the CSP allows no font CDN, and nothing needs downloading. */
const SYSTEM_FONTS = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Devanagari"',
  'Helvetica',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The row j/k focus (docs/requirements.md#dashboard-keys) is drawn, in either theme: a thick outline
 * inside the row and a tinted background, since a table row has no focus ring of its own.
 */
const focusedRows = (color: string, tint: string) => ({
  // a record's actions (Reply, Triage, Not spam, Delete) wrap on a phone instead of widening the page
  RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap', rowGap: 8 } } },
  MuiCssBaseline: {
    styleOverrides: {
      'tr.RaDatagrid-row:focus, tr.RaDatagrid-row:focus-visible, [data-triage-row]:focus': {
        outline: `3px solid ${color}`,
        outlineOffset: '-3px',
        backgroundColor: tint,
      },
    },
  },
});

export const theme: RaThemeOptions = {
  ...defaultTheme,
  // Darker than MUI's defaults so white-on-colour bars and coloured chip text on white reach WCAG AA (4.5:1).
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#3949ab' },
    secondary: { main: '#00695c' },
    info: { main: '#01579b' },
    success: { main: '#1b5e20' },
    warning: { main: '#a84300' },
    error: { main: '#b71c1c' },
  },
  typography: { ...defaultTheme.typography, fontFamily: SYSTEM_FONTS },
  components: {
    ...defaultTheme.components,
    // "No … yet" on an empty list is real content: secondary text colour, not the faint disabled one.
    // react-admin's loading spinners carry no name; screen readers then announce an unnamed progress bar.
    ...focusedRows('#3949ab', 'rgba(57, 73, 171, 0.08)'),
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.65)' } } } },
  },
};

/**
 * Dark mode, chosen by the system setting (prefers-color-scheme) until the user flips the app bar's
 * toggle. Lighter tones of the same hues keep text and chips at AA contrast on the dark surface.
 */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    // lighter than indigo 200: an outlined button's text on the toolbar's grey reached only 4.34:1
    primary: { main: '#c5cae9' },
    secondary: { main: '#80cbc4' },
    info: { main: '#81d4fa' },
    success: { main: '#a5d6a7' },
    warning: { main: '#ffb74d' },
    error: { main: '#ef9a9a' },
  },
  typography: { ...defaultDarkTheme.typography, fontFamily: SYSTEM_FONTS },
  components: {
    ...defaultDarkTheme.components,
    ...focusedRows('#c5cae9', 'rgba(197, 202, 233, 0.12)'),
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
  },
};
