import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useToken } from '../../lib/session/session';
import { useBrandConfig } from '../../lib/site-status/site-status';

/** With loginedToHomePage on, these stay reachable without a session (platform-spec.md section 2). */
export const OPEN_PATHS: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
  '/down',
  // what the register form's terms box links to, and the footer's other operator pages
  '/terms',
  '/privacy',
  '/responsible-gaming',
  '/licence',
];

export function LoginGate({ children }: { children: ReactNode }) {
  const { loginedToHomePage } = useBrandConfig();
  const token = useToken();
  const { pathname } = useLocation();

  if (loginedToHomePage && token === null && !OPEN_PATHS.includes(pathname)) {
    return <Navigate to="/login" replace />;
  }
  return children;
}
