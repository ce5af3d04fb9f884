import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberFixture } from '../../test/fixtures';
import { renderInPanel } from '../../test/render';
import { mockAdminApi } from '../../test/trpc-mock';
import { PersonaActions } from './PersonaActions';

describe('PersonaActions', () => {
  it('offers to unlock the payment password only while it is locked', async () => {
    const api = mockAdminApi({ 'members.unlockPaymentPassword': () => memberFixture('demo01') });
    const { unmount } = renderInPanel(<PersonaActions username="demo01" locked={false} pinLocked={false} />);
    expect(screen.queryByTestId('persona-unlock-pin-demo01')).toBeNull();
    unmount();

    renderInPanel(<PersonaActions username="demo01" locked={false} pinLocked />);
    fireEvent.click(screen.getByTestId('persona-unlock-pin-demo01'));
    await waitFor(() => expect(api.inputsOf('members.unlockPaymentPassword')).toHaveLength(1));
    expect(api.inputsOf('members.unlockPaymentPassword')[0]).toEqual({
      merchant: 'sim001',
      username: 'demo01',
    });
  });
});
