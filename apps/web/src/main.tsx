// First: configures zod before any module parses with it.
import './app/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { reloadAfterChunkError } from './lib/chunk-reload';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// SPEC 4.8: a chunk that cannot be preloaded (a new deploy) reloads the page, once per 60 s;
// otherwise the error reaches the route's error page.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
