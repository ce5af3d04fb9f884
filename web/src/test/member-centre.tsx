// The member centre as a logged-in member opens it, over a fake simulator.
import type { MemberInfo } from '@sim/shared/wps/member';
import type { SystemStatus } from '@sim/shared/wps/system';
import { fireEvent, screen, within } from '@testing-library/react';
import { saveToken } from '../api/session-store';
import type { MemberCentrePage } from '../features/member-centre/member-centre-pages';
// the site loads the centre lazily; loaded here up front, a test's first open is not slower than the rest
import '../features/member-centre/modals/MemberCentre.modal';
import { memberFixture } from './fixtures';
import { OpenModal, renderInSite } from './render';
import { envelope, mockWire } from './wire-mock';

type Routes = Parameters<typeof mockWire>[0];

export function openMemberCentre(
  page: MemberCentrePage,
  routes: Routes = {},
  member: Partial<MemberInfo> = {},
  status?: SystemStatus,
) {
  saveToken('tok');
  const wire = mockWire({ 'GET /wps/member/info': envelope(memberFixture(member)), ...routes });
  const view = renderInSite(<OpenModal request={{ name: 'memberCentre', page }} />, { status });
  return { wire, ...view };
}

/** The content of the open page, once it has rendered. */
export function centrePage(page: MemberCentrePage) {
  return screen.findByTestId(`member-centre-page-${page}`);
}

/** Picks an option of a Mantine Select found by its test id. */
export function pickOption(testId: string, label: string) {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(within(document.body).getByRole('option', { name: label }));
}
