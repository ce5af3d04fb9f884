import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { inputNamed } from '../../test/form';
import { renderInSite } from '../../test/render';
import { mockWire } from '../../test/wire-mock';
import { RegisterPage } from './Register.page';

describe('/register', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
    mockWire({});
  });

  it('opens the register modal over the home page with the referral code in the invitation field', async () => {
    renderInSite(<RegisterPage />, { route: '/register?referralCode=AG7' });

    expect(await screen.findByTestId('register-modal')).toBeTruthy();
    expect(screen.getByTestId('home-hero')).toBeTruthy();
    expect(inputNamed('affiliateCode').value).toBe('AG7');
  });
});
