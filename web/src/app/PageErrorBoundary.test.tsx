import { fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n';
import { renderWithProviders } from '../test/render';
import { PageErrorBoundary } from './PageErrorBoundary';

function Broken(): never {
  throw new Error('chunk failed to load');
}

function Pages() {
  return (
    <>
      <Link to="/fine" data-testid="to-fine">
        fine
      </Link>
      <Routes>
        <Route element={<PageErrorBoundary />}>
          <Route path="broken" element={<Broken />} />
          <Route path="fine" element={<p data-testid="fine-page">fine</p>} />
        </Route>
      </Routes>
    </>
  );
}

describe('PageErrorBoundary', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
    // React reports the caught error on the console
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the page-load error in place of a page that fails, and the next address renders again', () => {
    renderWithProviders(<Pages />, { route: '/broken' });

    expect(screen.getByTestId('route-error').textContent).toContain('This page could not be loaded');
    // the link outside the boundary stays: the shell survives a failing page
    fireEvent.click(screen.getByTestId('to-fine'));

    expect(screen.getByTestId('fine-page')).toBeTruthy();
    expect(screen.queryByTestId('route-error')).toBeNull();
  });
});
