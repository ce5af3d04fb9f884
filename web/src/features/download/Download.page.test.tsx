import type { SystemStatus } from '@sim/shared/wps/system';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { statusFixture } from '../../test/fixtures';
import { renderInSite } from '../../test/render';
import { mockWire } from '../../test/wire-mock';
import { DownloadPage } from './Download.page';

const app = (resourceType: string) => ({
  resourceType,
  url: `/down?os=${resourceType.toLowerCase()}`,
  qrCodeUrl: `/down?os=${resourceType.toLowerCase()}`,
  labelNameCn: resourceType,
  labelNameEn: resourceType,
});

function statusWithApps(): SystemStatus {
  const status = statusFixture();
  status.info.resources = ['IOS', 'Android', 'MOBILECONFIG', 'IOSLITE'].map(app);
  return status;
}

describe('/down', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('offers the lite iOS app by QR code beside the other apps, with its install guide', () => {
    mockWire({});
    renderInSite(<DownloadPage />, { route: '/down?os=ioslite', status: statusWithApps() });

    const card = screen.getByTestId('download-card-IOSLITE');
    expect(card.dataset.wanted).toBe('true');
    expect(within(card).getByRole('heading').textContent).toContain('iOS lite app');
    expect(screen.getByTestId('download-qr-IOSLITE').dataset.qrText).toBe(
      `${window.location.origin}/down?os=ioslite`,
    );
    expect(within(screen.getByTestId('download-guide-IOSLITE')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByTestId(/^download-card-/).map((c) => c.dataset.testid)).toEqual([
      'download-card-IOS',
      'download-card-Android',
      'download-card-MOBILECONFIG',
      'download-card-IOSLITE',
    ]);
  });
});
