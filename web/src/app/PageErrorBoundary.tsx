import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteError } from './shell/RouteError';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

/** The page that failed, and where: another address renders its page again. */
interface BoundaryState {
  failedAt: string | null;
}

class PageBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.pathname };
    return state.failedAt !== null && state.failedAt !== props.pathname ? { failedAt: null } : null;
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}

/**
 * The pages' error boundary (what a data router's errorElement did, without that router's weight in
 * the first load): a page that fails to render, or whose chunk fails to load, keeps the shell around
 * its error, and the next address tries again.
 */
export function PageErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <PageBoundary pathname={pathname}>
      <Outlet />
    </PageBoundary>
  );
}
