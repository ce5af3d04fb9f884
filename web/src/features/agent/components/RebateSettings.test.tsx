// The rebate rates read by product, in the page's language: never a raw code (issue 44, item 3).
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { envelope } from '../../../test/wire-mock';
import { agentPage, openAgentCentre } from '../test/open-agent-centre';

const rates = { RNG: 0.4, COCKFIGHT: 0.2, NEW_PRODUCT: 0.1 };

function openRebates() {
  openAgentCentre('registerCenter', {
    'GET /wps/agent/globalRebateSettings': envelope({ rates }),
    'GET /wps/agent/downlineRebates': envelope({ username: 'down01', rates, maxRates: rates }),
  });
}

async function loadDownline() {
  await agentPage('registerCenter');
  fireEvent.click(await screen.findByTestId('register-tab-rebates'));
  fireEvent.change(await screen.findByTestId('rebate-username'), { target: { value: 'down01' } });
  fireEvent.click(screen.getByTestId('rebate-load'));
  return screen.findByTestId('rebate-rates');
}

describe('the downline rebate settings', () => {
  beforeEach(async () => {
    await changeLanguage('BN', false);
  });

  it('names each product in Bengali, a product it has no label for as words', async () => {
    openRebates();
    const table = await loadDownline();
    const own = screen.getByTestId('rebate-own').textContent ?? '';
    for (const text of [own, table.textContent ?? '']) {
      expect(text).toContain('স্লট');
      expect(text).toContain('মোরগ লড়াই');
      expect(text).toContain('New product');
      expect(text).not.toMatch(/RNG|COCKFIGHT|NEW_PRODUCT/);
    }
    expect(within(table).getByTestId('rebate-rate-RNG').getAttribute('aria-label')).toBe('স্লট');
  });
});
