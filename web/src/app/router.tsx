import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/Home.page';
import { ComingSoonPage } from '../features/lobby/ComingSoon.page';
import { NotFoundPage } from '../features/not-found/NotFound.page';
import { RegisterPage } from '../features/register/Register.page';
import { LoginPage } from '../features/session/Login.page';
import { UPCOMING_SECTIONS } from './navigation';
import { SiteShell } from './shell/SiteShell';

/** History-mode routes (platform-spec.md section 2); the shell wraps every page. */
export const siteRoutes: RouteObject[] = [
  {
    element: <SiteShell />,
    children: [
      { index: true, element: <Navigate to="/index" replace /> },
      { path: 'index', element: <HomePage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'register.html', element: <RegisterPage /> },
      { path: 'login', element: <LoginPage /> },
      ...UPCOMING_SECTIONS.map(({ key, path }) => ({
        path: path.slice(1),
        element: <ComingSoonPage key={key} section={key} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createSiteRouter() {
  return createBrowserRouter(siteRoutes);
}
