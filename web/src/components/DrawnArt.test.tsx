// A drawn banner sits in the page (its words in the page's fonts); another picture stays an image.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInSite } from '../test/render';
import { mockWire } from '../test/wire-mock';
import { DrawnArt } from './DrawnArt';

const ART = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 360"><text>স্বাগতম বোনাস</text></svg>';

describe('DrawnArt', () => {
  beforeEach(() => {
    mockWire({ 'GET /cdn/banners/welcome.svg': { body: ART } });
  });

  it("places the site's own SVG in the page, its text set in the page's fonts", async () => {
    renderInSite(<DrawnArt src="/cdn/banners/welcome.svg?lang=BN" alt="Welcome bonus" testId="art" />);
    const host = screen.getByTestId('art');
    expect(host.getAttribute('role')).toBe('img');
    expect(host.getAttribute('aria-label')).toBe('Welcome bonus');
    await waitFor(() => expect(host.getAttribute('data-drawn-art')).toBe('placed'));
    await waitFor(() => expect(host.shadowRoot?.querySelector('text')?.textContent).toBe('স্বাগতম বোনাস'));
    expect(host.shadowRoot?.querySelector('style')?.textContent).toContain('font-family:inherit');
    expect(host.querySelector('img')).toBeNull();
  });

  it('shows any other picture as an image', () => {
    renderInSite(<DrawnArt src="/banner.png" alt="" testId="art" />);
    expect(screen.getByTestId('art').tagName).toBe('IMG');
  });
});
