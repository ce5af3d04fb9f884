import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../../api/session-store';
import { changeLanguage } from '../../../i18n';
import { renderInSite } from '../../../test/render';
import { envelope, mockWire } from '../../../test/wire-mock';
import { LanguageMenu } from './LanguageMenu';

describe('LanguageMenu', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });
  afterEach(async () => {
    await changeLanguage('EN', false);
  });

  async function choose(code: string) {
    fireEvent.click(screen.getByTestId('language-menu'));
    fireEvent.click(await screen.findByTestId(`lang-${code}`));
  }

  it("stores a logged-in member's choice on the account (PUT /wps/member/language)", async () => {
    saveToken('tok');
    const wire = mockWire({ 'PUT /wps/member/language': envelope({ language: 'TH' }) });
    renderInSite(<LanguageMenu />);

    await choose('TH');

    await waitFor(() => expect(wire.callsTo('/wps/member/language')).toHaveLength(1));
    const [call] = wire.callsTo('/wps/member/language');
    expect(JSON.parse(call?.body ?? '')).toEqual({ language: 'TH' });
    expect(call?.headers.get('Authorization')).toBe('tok');
  });

  it('only switches the page for a visitor', async () => {
    const wire = mockWire({});
    renderInSite(<LanguageMenu />);

    await choose('VI');

    await waitFor(() => expect(document.documentElement.lang).toBe('vi'));
    expect(wire.calls).toHaveLength(0);
  });
});
