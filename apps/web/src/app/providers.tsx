import { useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's ThemeProvider also carries the CSS-variables provider (colour schemes), which this theme does
// not use: the system provider is what it renders for a theme without them, ~5 KB less on sign-in.
import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { ToastProvider } from '../components/toast/ToastProvider';
import { GlobalSpinner } from './layout/GlobalSpinner';
import { theme } from './theme';

/** What MUI's ThemeProvider passes on for a theme without CSS variables (`vars: null`). */
const plainTheme = { ...theme, vars: null };

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Calls go out even when the browser says it is offline (TanStack would pause them): the
        // staff screens answer a failed connection from the phone's own copy (features/visits/offline),
        // and any other screen says it cannot reach Hearth rather than wait without a word.
        networkMode: 'always',
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={plainTheme}>
        <CssBaseline />
        <ToastProvider>
          {children}
          <GlobalSpinner />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
