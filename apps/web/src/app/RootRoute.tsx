import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate, type GetScrollRestorationKeyFunction } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Msg } from '@hearth/shared';
import { useToast } from '../components/toast/toast-context';
import { removeSavedVisitDrafts } from '../features/visits/visit-draft';
import { onSessionEvent } from '../lib/session-events';

/**
 * Where a screen's scroll position is remembered: per history entry, so a new visit opens at the top
 * and Back returns to where the user was. Every freshly loaded page (typed URL, reload) has the key
 * 'default': those are told apart by URL, or one page would open at another's position.
 */
const scrollKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/**
 * Top of the route tree: turns session events from the API client into navigation, and opens every
 * newly visited screen at the top (the window scrolls, not <main>); Back restores where the user was.
 */
export function RootRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
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
    <>
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </>
  );
}
