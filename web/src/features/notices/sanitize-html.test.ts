import { describe, expect, it } from 'vitest';
import { htmlText, sanitizeHtml } from './sanitize-html';

describe('notice HTML', () => {
  it('keeps formatting and drops scripts, handlers and javascript links', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi <b>there</b></p><script>alert(1)</script><a href="javascript:x()">x</a>',
    );
    expect(clean).toContain('<b>there</b>');
    expect(clean).not.toContain('script');
    expect(clean).not.toContain('onclick');
    expect(clean).not.toContain('javascript:');
  });

  it('opens links in a new tab', () => {
    expect(sanitizeHtml('<a href="https://x.test">x</a>')).toContain('target="_blank"');
  });

  it('reads the text of a fragment for the marquee', () => {
    expect(htmlText('<p>Welcome to <b>SimBet</b>!</p>\n<p>Good luck</p>')).toBe(
      'Welcome to SimBet! Good luck',
    );
  });
});
