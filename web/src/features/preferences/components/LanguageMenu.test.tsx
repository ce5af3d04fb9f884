import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../../api/session-store';
import { changeLanguage, i18n } from '../../../i18n';
import { statusFixture } from '../../../test/fixtures';
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

  it("lists the merchant's languages, a language the site does not translate included, under their own names", async () => {
    mockWire({});
    const status = statusFixture();
    status.info.config.supportLanguages = ['EN', 'HI', 'KO', 'XX'];
    renderInSite(<LanguageMenu />, { status });

    fireEvent.click(screen.getByTestId('language-menu'));

    expect(await screen.findByTestId('lang-KO')).toHaveProperty('textContent', '한국어');
    expect(screen.getByTestId('lang-HI').textContent).toBe('हिन्दी');
    expect(screen.queryByTestId('lang-XX')).toBeNull();
    expect(screen.queryByTestId('lang-TH')).toBeNull();
  });

  it('shows English for the texts of a language the site does not translate, and sends its code', async () => {
    const wire = mockWire({});
    const status = statusFixture();
    status.info.config.supportLanguages = ['EN', 'KO'];
    renderInSite(<LanguageMenu />, { status });

    await choose('KO');

    await waitFor(() => expect(document.documentElement.lang).toBe('ko'));
    expect(screen.getByTestId('language-menu').textContent).toBe('KO');
    expect(i18n.t('language.menu')).toBe('Choose language');
    expect(localStorage.getItem('hisLang')).toBe('KO');
    expect(wire.calls).toHaveLength(0);
  });
});
