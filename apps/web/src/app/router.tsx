import { Navigate, createBrowserRouter } from 'react-router';
import { GuestOnly } from '../features/auth/components/guest-only';
import { LoginLinkPage } from '../features/auth/pages/login-link-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { LoginVerifyPage } from '../features/auth/pages/login-verify-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { AppHomePage } from '../features/workspaces/pages/app-home-page';
import { InvitePage } from '../features/workspaces/pages/invite-page';
import { AppLayout } from '../layouts/app-layout';

/** The one route table (SPEC 2.1); more of it arrives with each feature. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/app" replace /> },
      {
        path: '/login',
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        path: '/login/link',
        element: (
          <GuestOnly>
            <LoginLinkPage />
          </GuestOnly>
        ),
      },
      { path: '/login/verify', element: <LoginVerifyPage /> },
      { path: '/invite', element: <InvitePage /> },
      {
        path: '/app',
        element: <AppLayout />,
        children: [{ index: true, element: <AppHomePage /> }],
      },
      { path: '/app/campaigns', element: <Navigate to="/app/projects" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
