import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, chosenLanguage, currentLanguage, i18n } from '.';

describe('a language the site does not translate', () => {
  afterEach(async () => {
    await changeLanguage('EN', false);
    localStorage.clear();
  });

  it('shows English for every key, and content follows English', async () => {
    await changeLanguage('KO', false);

    expect(chosenLanguage()).toBe('KO');
    expect(currentLanguage()).toBe('EN');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.t('language.menu')).toBe('Choose language');
    expect(document.documentElement.lang).toBe('ko');
  });

  it('falls back to English per key: a partial translation shows what it has', async () => {
    await changeLanguage('HI', false);

    expect(i18n.t('nav.home')).toBe('होम');
    expect(i18n.t('language.menu')).toBe('भाषा चुनें');
    expect(i18n.t('nav.fish')).toBe('Fishing');
    expect(i18n.t('logout.button')).toBe(i18n.getFixedT('EN')('logout.button'));
  });

  it('is remembered as chosen, like a translated one', async () => {
    await changeLanguage('TW');

    expect(localStorage.getItem('hisLang')).toBe('TW');
    expect(localStorage.getItem('lang')).toBe('TW');
  });

  it('leaves a translated language whole', async () => {
    await changeLanguage('JA', false);

    expect(currentLanguage()).toBe('JA');
    expect(i18n.t('language.menu')).toBe('言語を選択');
  });
});
