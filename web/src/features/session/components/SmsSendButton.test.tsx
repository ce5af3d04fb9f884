import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { fill } from '../../../test/form';
import { renderInSite } from '../../../test/render';
import { envelope, failure, mockWire } from '../../../test/wire-mock';
import { loginSchemaLoaded } from '../use-login-form';
import { LoginForm, SmsLoginFields } from './LoginForm';

/** The SMS button as the login form uses it: login codes, so also the one-per-second throttle. */
function renderSmsLogin() {
  renderInSite(<LoginForm layout="stacked" />);
  fireEvent.click(screen.getByTestId('login-mode-sms'));
  return screen.getByTestId('sms-send');
}

describe('SmsSendButton', () => {
  beforeEach(async () => {
    // the form's schema loads once it is on screen: these clicks come before a visitor's would
    await loginSchemaLoaded();
    await changeLanguage('EN', false);
    // a chunk of its own in the site: loaded ahead, the fields show as SMS login is picked
    await SmsLoginFields.preload();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for a valid mobile first and sends nothing until there is one', async () => {
    const wire = mockWire({});
    const button = renderSmsLogin();

    fireEvent.click(button);
    expect(await screen.findByText('Please enter a valid mobile number')).toBeTruthy();
    fill('mobileNum', '12-34');
    fireEvent.click(button);
    expect(await screen.findByText('Phone number format is incorrect')).toBeTruthy();

    expect(wire.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('requests the code with the dialling code, then counts expiredMinutes * 60 seconds down', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const wire = mockWire({ 'POST /wps/verification/sms/noLogin': envelope({ expiredMinutes: 5 }) });
    const button = renderSmsLogin();
    fill('mobileNum', '01712345678');

    fireEvent.click(button);

    await waitFor(() => expect(button.textContent).toBe('300s'));
    expect(button.hasAttribute('disabled')).toBe(true);
    const [request] = wire.callsTo('/wps/verification/sms/noLogin');
    expect(JSON.parse(request?.body ?? '')).toEqual({ mobileNum: '01712345678', countryDialingCode: '880' });
    act(() => vi.advanceTimersByTime(60_000));
    expect(button.textContent).toBe('240s');
    act(() => vi.advanceTimersByTime(240_000));
    expect(button.textContent).toBe('Send code');
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('shows a server failure in a warning dialog and throttles login codes to one a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const wire = mockWire({
      'POST /wps/verification/sms/noLogin': failure(
        'PHONE_NOT_REGISTERED',
        'This mobile number is not registered',
      ),
    });
    const button = renderSmsLogin();
    fill('mobileNum', '01999999999');

    fireEvent.click(button);
    const warning = await screen.findByTestId('sms-error');
    expect(warning.textContent).toContain('This mobile number is not registered');
    fireEvent.click(screen.getByTestId('sms-error-confirm'));
    fireEvent.click(button);
    expect(wire.callsTo('/wps/verification/sms/noLogin')).toHaveLength(1);

    vi.advanceTimersByTime(1000);
    fireEvent.click(button);
    await waitFor(() => expect(wire.callsTo('/wps/verification/sms/noLogin')).toHaveLength(2));
  });
});
