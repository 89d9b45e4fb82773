import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './routes';

/** The route tree: the declarative router (no loaders or actions: screens fetch with TanStack Query). */
export function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
