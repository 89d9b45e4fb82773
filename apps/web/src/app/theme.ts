import { createTheme } from '@mui/material/styles';

/**
 * Hearth's look: a deep teal primary with a warm ember accent on a soft, warm background.
 * Every text colour below keeps at least 4.5:1 contrast on white and on the background.
 */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0f5c63', light: '#3d8a90', dark: '#0a4146', contrastText: '#ffffff' },
    secondary: { main: '#9c4a22', light: '#c46f45', dark: '#6e3115', contrastText: '#ffffff' },
    error: { main: '#b3261e', contrastText: '#ffffff' },
    warning: { main: '#8a4b08', contrastText: '#ffffff' },
    success: { main: '#2e6b34', contrastText: '#ffffff' },
    info: { main: '#1d5a8c', contrastText: '#ffffff' },
    background: { default: '#f7f4ef', paper: '#ffffff' },
    text: { primary: '#1f2a2c', secondary: '#4a5557' },
    divider: 'rgba(31, 42, 44, 0.12)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 650, lineHeight: 1.25 },
    h2: { fontSize: '1.375rem', fontWeight: 650, lineHeight: 1.3 },
    h3: { fontSize: '1.125rem', fontWeight: 650 },
    button: { fontWeight: 600, letterSpacing: '0.04em' },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8, paddingInline: 20 } },
    },
    MuiLink: {
      defaultProps: { underline: 'always' },
    },
    MuiPaper: {
      styleOverrides: { rounded: { borderRadius: 14 } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0 },
    },
    // A disabled field's hint says why it is disabled ("Only a Super Admin can change the email."):
    // it must stay readable, unlike the field's own greyed text (exempt from contrast rules).
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
    },
    MuiSnackbar: {
      defaultProps: { anchorOrigin: { vertical: 'top', horizontal: 'center' } },
    },
  },
});
