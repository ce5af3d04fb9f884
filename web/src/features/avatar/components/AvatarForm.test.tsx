import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../../api/session-store';
import { changeLanguage } from '../../../i18n';
import { statusFixture } from '../../../test/fixtures';
import { renderInSite } from '../../../test/render';
import { envelope, failure, mockWire } from '../../../test/wire-mock';
import { AvatarForm } from './AvatarForm';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function withAvatarCalls() {
  saveToken('tok');
  return mockWire({
    'GET /wps/relay/MCSFE_getPlayerAvatar': envelope({ avatar: '2', avatarType: 'STATIC' }),
    'PUT /wps/member/info/icon': (call) => {
      const body = JSON.parse(call.body ?? '{}');
      return body.avatarType === 'STATIC'
        ? envelope(body)
        : envelope({ avatar: '/cdn/images/avatars/custom/1001-1', avatarType: 'CUSTOM' });
    },
  });
}

const chooseFile = (file: File) =>
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
    target: { files: [file] },
  });

describe('the avatar form', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it("offers the merchant's presets, marks the current one and saves a new pick", async () => {
    const wire = withAvatarCalls();
    renderInSite(<AvatarForm />, { status: statusFixture({}, { config: { avatarPresets: 8 } }) });

    await waitFor(() =>
      expect(screen.getByTestId('avatar-preset-2').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.queryByTestId('avatar-preset-8')).toBeNull();
    expect(screen.getByTestId('avatar-preset-7').querySelector('img')?.getAttribute('src')).toBe(
      '/cdn/images/avatars/7.svg',
    );

    fireEvent.click(screen.getByTestId('avatar-preset-5'));

    await waitFor(() => expect(wire.callsTo('/wps/member/info/icon')).toHaveLength(1));
    expect(JSON.parse(wire.callsTo('/wps/member/info/icon')[0]!.body!)).toEqual({
      avatarType: 'STATIC',
      avatar: '5',
    });
    await waitFor(() =>
      expect(screen.getByTestId('avatar-preset-5').getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('uploads a png as a CUSTOM data URL', async () => {
    const wire = withAvatarCalls();
    renderInSite(<AvatarForm />);

    chooseFile(new File([PNG_BYTES], 'me.png', { type: 'image/png' }));

    await waitFor(() => expect(wire.callsTo('/wps/member/info/icon')).toHaveLength(1));
    const body = JSON.parse(wire.callsTo('/wps/member/info/icon')[0]!.body!);
    expect(body.avatarType).toBe('CUSTOM');
    expect(body.avatar).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it.each([
    ['a gif', new File(['GIF89a'], 'me.gif', { type: 'image/gif' }), 'Only PNG or JPG pictures'],
    [
      'a picture over 5MB',
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
      'The picture is larger than 5MB',
    ],
  ])('refuses %s before sending anything', async (_, file, message) => {
    const wire = withAvatarCalls();
    renderInSite(<AvatarForm />);

    chooseFile(file);

    expect((await screen.findByTestId('avatar-error')).textContent).toBe(message);
    expect(wire.callsTo('/wps/member/info/icon')).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    saveToken('tok');
    mockWire({
      'GET /wps/relay/MCSFE_getPlayerAvatar': envelope({ avatar: '0', avatarType: 'STATIC' }),
      'PUT /wps/member/info/icon': failure('request_param_err', 'No such avatar: choose 0 to 11', 400),
    });
    renderInSite(<AvatarForm />);

    fireEvent.click(screen.getByTestId('avatar-preset-3'));

    expect((await screen.findByTestId('avatar-error')).textContent).not.toBe('');
  });
});
