import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { addAreas, noteMissedKey } from './missed-keys';

/** An i18next set up as the site's (index.ts), with the first screen's area only. */
async function siteLikeI18n() {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: { BN: { translation: { shell: { title: 'শেল' } } } },
    lng: 'BN',
    fallbackLng: 'EN',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { bindI18nStore: 'added', useSuspense: false },
    parseMissingKeyHandler: noteMissedKey,
  });
  return instance;
}

/** A translated label that counts its renders. */
function Label({ tKey, renders }: { tKey: string; renders: { count: number } }) {
  const { t } = useTranslation();
  renders.count += 1;
  return <p data-testid="label">{t(tKey as never)}</p>;
}

describe("a language's later areas", () => {
  it('re-render nothing when the page showed no key of theirs', async () => {
    const i18n = await siteLikeI18n();
    const renders = { count: 0 };
    const key = 'shell.title';
    render(
      <I18nextProvider i18n={i18n}>
        <Label tKey={key} renders={renders} />
      </I18nextProvider>,
    );
    const before = renders.count;

    act(() => addAreas(i18n, 'BN', { cashier: { amount: 'পরিমাণ' } }, true));

    expect(renders.count).toBe(before);
    expect(screen.getByTestId('label').textContent).toBe('শেল');
    expect(i18n.t('cashier.amount')).toBe('পরিমাণ');
  });

  it('re-render what showed one of their keys raw, which then shows its text', async () => {
    const i18n = await siteLikeI18n();
    const renders = { count: 0 };
    const key = 'rewardsLater.mall';
    render(
      <I18nextProvider i18n={i18n}>
        <Label tKey={key} renders={renders} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('label').textContent).toBe('rewardsLater.mall');

    act(() => addAreas(i18n, 'BN', { rewardsLater: { mall: 'পয়েন্ট মল' } }, true));

    expect(screen.getByTestId('label').textContent).toBe('পয়েন্ট মল');
  });

  it('re-render nothing for a language not shown, even one that has the key', async () => {
    const i18n = await siteLikeI18n();
    const renders = { count: 0 };
    const key = 'fallbackLater.title';
    render(
      <I18nextProvider i18n={i18n}>
        <Label tKey={key} renders={renders} />
      </I18nextProvider>,
    );
    const before = renders.count;

    act(() => addAreas(i18n, 'EN', { fallbackLater: { title: 'Title' } }, false));

    expect(renders.count).toBe(before);
  });

  it('show a default value as i18next does without them', () => {
    expect(noteMissedKey('some.key', 'Default')).toBe('Default');
    expect(noteMissedKey('some.key')).toBe('some.key');
  });
});
