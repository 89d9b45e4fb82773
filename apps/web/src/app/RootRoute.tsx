import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Msg } from '@hearth/shared';
import { useToast } from '../components/toast/toast-context';
import { onSessionEvent } from '../lib/session-events';

/** Top of the route tree: turns session events from the API client into navigation. */
export function RootRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event === 'unauthorized') {
          queryClient.clear();
          toast.info(Msg.sessionExpired);
          void navigate('/login', { replace: true });
        } else {
          void navigate('/reset-password', { replace: true });
        }
      }),
    [navigate, queryClient, toast],
  );
  return <Outlet />;
}
