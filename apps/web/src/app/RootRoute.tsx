import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { onSessionEvent } from '../lib/session-events';

/** Top of the route tree: turns session events from the API client into navigation. */
export function RootRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event === 'unauthorized') {
          queryClient.clear();
          navigate('/login', { replace: true });
        } else {
          navigate('/reset-password', { replace: true });
        }
      }),
    [navigate, queryClient],
  );
  return <Outlet />;
}
