import { sealWithTrailingKey } from '@sim/shared/wire-crypto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n';
import { renderInSite } from '../../test/render';
import { envelope, failure, mockWire } from '../../test/wire-mock';
import { CustomerServiceButtons } from './CustomerServiceButtons';

const GET_SERVICE = 'GET /wps/relay/WPSCORE_getCustomerServiceScript';

function fakePopup() {
  const popup = { location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return popup;
}

describe('customer service (getService, platform-spec.md 7 and 8)', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the popup in the click and sends it to the decrypted type 3 path', async () => {
    mockWire({
      [GET_SERVICE]: envelope({
        version: {
          vip: false,
          pathList: [
            { type: '1', name: 'Mail', path: 'mailto:a@b.c' },
            { type: '3', name: 'Chat', path: sealWithTrailingKey('/livechat', 'Ab3dEf7h') },
          ],
        },
      }),
    });
    const popup = fakePopup();
    renderInSite(<CustomerServiceButtons />);
    fireEvent.click(screen.getByTestId('customer-service'));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(popup.location.href).toBe(`${window.location.origin}/livechat`));
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('closes the popup again when getService fails', async () => {
    mockWire({ [GET_SERVICE]: failure('system.busy', 'System busy', 500) });
    const popup = fakePopup();
    renderInSite(<CustomerServiceButtons />);
    fireEvent.click(screen.getByTestId('customer-service'));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(popup.location.href).toBe('');
  });
});
