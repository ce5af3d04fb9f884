import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { loginFixture } from '../../../test/fixtures';
import { fill, TEST_MODULUS as MODULUS } from '../../../test/form';
import { renderInSite } from '../../../test/render';
import { envelope, failure, mockWire } from '../../../test/wire-mock';
import { LoginForm } from './LoginForm';

describe('LoginForm', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('asks for username and password beside the fields without calling the server', async () => {
    const wire = mockWire({});
    renderInSite(<LoginForm layout="stacked" />);

    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findAllByText('Please enter the username and password')).toHaveLength(2);
    expect(wire.calls).toHaveLength(0);
  });

  it('in the header shows one error text at a time (the floating messages would overlap), both fields marked', async () => {
    mockWire({});
    renderInSite(<LoginForm layout="inline" />);

    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findAllByText('Please enter the username and password')).toHaveLength(1);
    for (const name of ['username', 'password']) {
      const input = document.querySelector(`input[name="${name}"]`);
      expect(input?.closest('[data-error="true"]'), name).not.toBeNull();
    }
  });

  it('shows the image captcha after the server asks for it, and then requires it', async () => {
    const wire = mockWire({
      'GET /wps/session/key/rsa': { body: MODULUS },
      'POST /wps/session/login': failure('captcha.incorrect', 'Please Enter The Correct Captcha Code', 200, {
        captcha: true,
      }),
      'GET /wps/captcha': envelope('iVBORw0KGgo='),
    });
    renderInSite(<LoginForm layout="stacked" />);
    expect(document.querySelector('input[name="captcha"]')).toBeNull();

    fill('username', 'demo01');
    fill('password', 'wrong');
    fireEvent.click(screen.getByTestId('login-submit'));

    const image = await screen.findByRole('img', { name: 'Captcha image' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getAllByText('Please Enter The Correct Captcha Code').length).toBeGreaterThan(0);
    expect(wire.callsTo('/wps/captcha')[0]?.url.searchParams.get('t')).toMatch(/^\d+$/);

    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByText('Please enter the captcha');
    expect(wire.callsTo('/wps/session/login')).toHaveLength(1);
  });

  it('stores the session on success', async () => {
    mockWire({
      'GET /wps/session/key/rsa': { body: MODULUS },
      'POST /wps/session/login': envelope(loginFixture()),
    });
    renderInSite(<LoginForm layout="inline" />);

    fill('username', ' demo01 ');
    fill('password', 'Demo1234');
    fireEvent.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('new-token'));
    expect(sessionStorage.getItem('account')).toBe('demo01');
    expect(sessionStorage.getItem('customerId')).toBe('7');
    expect(localStorage.getItem('SHELL_deviceId')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
