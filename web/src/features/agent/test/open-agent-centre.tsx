// The agent centre as a logged-in agent opens it, over a fake simulator.
import type { MemberInfo } from '@sim/shared/wps/member';
import type { Consolidated } from '@sim/shared/wps/wallet';
import { screen } from '@testing-library/react';
import { saveToken } from '../../../api/session-store';
import { memberFixture } from '../../../test/fixtures';
import { OpenModal, renderInSite } from '../../../test/render';
import { envelope, mockWire } from '../../../test/wire-mock';
import type { AgentPage, AgentPageKey } from '../agent-pages';
import '../modals/AgentCentre.modal';

type Routes = Parameters<typeof mockWire>[0];

export function consolidatedFixture(flags: Partial<Consolidated> = {}): Consolidated {
  return {
    dailysalreqtype: true,
    divtypereq: true,
    contracthoursalreq: true,
    realtimesalreqtype: true,
    contractmrdailysalinfotype: true,
    contracthoursalinfo: true,
    dailysalinfotype: true,
    divtypeinfo: true,
    sumBalance: 5000,
    availBalance: 5000,
    currency: 'BDT',
    currencySymbol: '৳',
    ...flags,
  };
}

export function openAgentCentre(
  page: AgentPage | undefined,
  routes: Routes = {},
  options: { member?: Partial<MemberInfo>; flags?: Partial<Consolidated> } = {},
) {
  saveToken('tok');
  const wire = mockWire({
    'GET /wps/member/info': envelope(memberFixture({ account: 'agent01', type: 1, ...options.member })),
    'GET /wps/member/info/funds/consolidated': envelope(consolidatedFixture(options.flags)),
    ...routes,
  });
  const view = renderInSite(<OpenModal request={{ name: 'agentCentre', page }} />);
  return { wire, ...view };
}

/** The content of the open page, once it has rendered. */
export function agentPage(key: AgentPageKey) {
  return screen.findByTestId(`agent-page-${key}`);
}
