import type { FieldRule } from '@sim/shared/register-patterns';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { loginFixture, statusFixture } from '../../../test/fixtures';
import { fill, inputNamed } from '../../../test/form';
import { OpenModal, renderInSite } from '../../../test/render';
import { decryptedBody, rsaKeyPair } from '../../../test/rsa';
import { envelope, failure, mockWire } from '../../../test/wire-mock';

interface Setup {
  flags?: Record<string, boolean>;
  register?: Record<string, Partial<FieldRule>>;
  referralCode?: string;
}

function renderRegister({ flags, register, referralCode }: Setup = {}) {
  return renderInSite(<OpenModal request={{ name: 'register', referralCode }} />, {
    status: statusFixture({}, { flags, register }),
  });
}

const names = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>('form input[name]'), (input) => input.name);

function fillValidUser(username = 'newbie99') {
  fill('username', username);
  fill('password', 'Secret123');
  fill('confirmPassword', 'Secret123');
  fireEvent.click(screen.getByTestId('register-agreement'));
  fireEvent.click(screen.getByTestId('register-age'));
}

describe('the register form', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
    mockWire({});
  });

  it('shows username and password plus only the optional fields the merchant enabled', () => {
    renderRegister();

    expect(names()).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
      'countryDialingCode',
      'mobileNum',
      'affiliateCode',
      'agreement',
      'ageConfirmed',
    ]);
  });

  it('adds an enabled field, requires it when configured, and fills (min)/(max) into the messages', async () => {
    renderRegister({
      register: {
        payeeName: { enabled: true, required: true },
        qqNum: { enabled: true },
        email: { enabled: false },
      },
    });
    expect(names()).toContain('payeeName');
    expect(names()).toContain('qqNum');
    expect(names()).not.toContain('email');

    fill('username', '9lives');
    fireEvent.click(screen.getByTestId('register-submit'));

    expect(await screen.findByText('4-16 letters and digits, starting with a letter')).toBeTruthy();
    expect(inputNamed('payeeName').getAttribute('aria-invalid')).toBe('true');
    expect(inputNamed('qqNum').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('You must be 18 or older to register')).toBeTruthy();
    // neither box is ticked for the visitor (issue 44)
    expect((screen.getByTestId('register-agreement') as HTMLInputElement).checked).toBe(false);
  });

  it('asks for an SMS code with the mobile when username registration verifies it (REGMOBVERF3)', () => {
    renderRegister({ flags: { REGMOBVERF3: true } });

    expect(names()).toContain('verificationCode');
    expect(screen.getByTestId('sms-send')).toBeTruthy();
  });

  it('offers mobile registration with a password only when MOBILENUMPASSREG3 is on', () => {
    renderRegister({ flags: { USERNAMEREG3: false, MOBILENUMPASSREG3: false } });

    expect(screen.queryByTestId('register-tab-username')).toBeNull();
    expect(names()).toEqual([
      'countryDialingCode',
      'mobile',
      'verificationCode',
      'affiliateCode',
      'agreement',
      'ageConfirmed',
    ]);
  });

  it('checks the URL referral code, registers with what the platform adds, and logs the member in', async () => {
    const key = rsaKeyPair();
    const wire = mockWire({
      'GET /wps/session/key/rsa': { body: key.modulusHex },
      'GET /wps/agent/affiliate': envelope({ affiliateCode: 'AG12', valid: true }),
      'PUT /wps/member/register': envelope({ ...loginFixture({ userName: 'newbie99' }), customerId: 99 }),
    });
    renderRegister({ referralCode: 'AG12' });
    expect(inputNamed('affiliateCode').value).toBe('AG12');
    expect(inputNamed('affiliateCode').readOnly).toBe(true);

    fillValidUser();
    fireEvent.click(screen.getByTestId('register-submit'));

    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('new-token'));
    expect(wire.callsTo('/wps/agent/affiliate')[0]?.url.searchParams.get('code')).toBe('AG12');
    expect(decryptedBody(wire.callsTo('/wps/member/register')[0], key)).toMatchObject({
      username: 'newbie99',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: 'AG12',
      referralCode: 'AG12',
      registerMethod: 'WEB',
      registerUrl: window.location.href,
      domain: window.location.host,
      merchantCode: 'sim001',
    });
    expect(screen.queryByTestId('register-modal')).toBeNull();
  });

  it('stops at an invalid invitation code with a warning dialog', async () => {
    const wire = mockWire({
      'GET /wps/agent/affiliate': failure('US_CUSTOMER_ILLEGAL_RECOMMENDER_ERROR', 'Invalid invitation code'),
    });
    renderRegister();
    fillValidUser();
    fill('affiliateCode', 'NOPE1');
    fireEvent.click(screen.getByTestId('register-submit'));

    expect((await screen.findByTestId('affiliate-error')).textContent).toContain(
      'The invitation code is invalid, please check it and try again',
    );
    expect(wire.callsTo('/wps/member/register')).toHaveLength(0);
  });

  it("puts the server's field error beside its field, with the rule's (min)/(max)", async () => {
    mockWire({
      'GET /wps/session/key/rsa': { body: rsaKeyPair().modulusHex },
      'PUT /wps/member/register': failure('FIELD_FORMAT_ERROR', 'Input format is incorrect', 200, {
        field: 'email',
        patternId: 3,
        minLength: 5,
        maxLength: 64,
      }),
    });
    renderRegister();
    fillValidUser();
    fireEvent.click(screen.getByTestId('register-submit'));

    expect(await screen.findByText('Please enter a valid email address (5-64 characters)')).toBeTruthy();
    expect(inputNamed('email').getAttribute('aria-invalid')).toBe('true');
  });

  it('tells a taken username when the field loses focus', async () => {
    mockWire({
      'GET /wps/check/username': failure('US_CUSTOMER_EXIST_ERROR', 'This username is already taken'),
    });
    renderRegister();
    fill('username', 'demo01');
    fireEvent.blur(inputNamed('username'));

    expect(await screen.findByText('This username is already taken')).toBeTruthy();
  });
});
