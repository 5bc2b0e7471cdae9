import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { setPrefetchRoutes } from '../lib/prefetch';
import { rememberRoutes } from '../lib/previous-route';
import { createRoutes } from './routes';

/** The browser router over the one route table, remembering the previous route (SPEC 4.8). */
export const createAppRouter = (queryClient: QueryClient) => {
  const routes = createRoutes(queryClient);
  setPrefetchRoutes(routes);
  const router = createBrowserRouter(routes);
  rememberRoutes(router);
  return router;
};
