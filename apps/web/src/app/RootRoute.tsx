import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Msg } from '@hearth/shared';
import { useToast } from '../components/toast/toast-context';
import { removeSavedVisitDrafts } from '../features/visits/visit-draft';
import { onSessionEvent } from '../lib/session-events';
import { RouteErrorBoundary } from './RouteError';
import { useScrollRestoration } from './scroll-restoration';

/**
 * Top of the route tree: turns session events from the API client into navigation, and opens every
 * newly visited screen at the top (the window scrolls, not <main>); Back restores where the user was.
 * A screen that fails (render error, chunk not fetched) shows RouteError until the user moves on.
 */
export function RootRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { pathname, search } = useLocation();
  useScrollRestoration();
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event === 'unauthorized') {
          queryClient.clear();
          // Drafts the server has are not kept past the session; unsaved ones wait for the next sign-in.
          removeSavedVisitDrafts();
          toast.info(Msg.sessionExpired);
          void navigate('/login', { replace: true });
        } else {
          void navigate('/reset-password', { replace: true });
        }
      }),
    [navigate, queryClient, toast],
  );
  return (
    <RouteErrorBoundary resetKey={`${pathname}${search}`}>
      {/* Only the first screen of a page load waits here (blank: the page's own background). */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
