import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberFixture } from '../../test/fixtures';
import { renderInPanel } from '../../test/render';
import { mockAdminApi } from '../../test/trpc-mock';
import { PersonaCreateForm } from './PersonaCreateForm';

const brand = { passwordMaxAgeDays: 90 };

function setField(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('PersonaCreateForm', () => {
  it('refuses a username shorter than the shared schema allows, without calling the server', async () => {
    const api = mockAdminApi({ 'brand.get': () => brand, 'members.create': () => memberFixture('x') });
    renderInPanel(<PersonaCreateForm />);

    setField('persona-username', 'ab');
    fireEvent.click(screen.getByTestId('persona-create'));

    expect(await screen.findByText(/3 characters/)).toBeTruthy();
    expect(api.inputsOf('members.create')).toHaveLength(0);
  });

  it('refuses a VIP level above 9', async () => {
    const api = mockAdminApi({ 'brand.get': () => brand });
    renderInPanel(<PersonaCreateForm />);

    setField('persona-vip', '12');
    fireEvent.click(screen.getByTestId('persona-create'));

    expect(await screen.findByText(/<=9/)).toBeTruthy();
    expect(api.inputsOf('members.create')).toHaveLength(0);
  });

  it('creates a member with empty fields left to the server', async () => {
    const api = mockAdminApi({
      'brand.get': () => brand,
      'members.create': () => memberFixture('qa_member'),
    });
    renderInPanel(<PersonaCreateForm />);

    setField('persona-username', 'QA_Member');
    fireEvent.click(screen.getByTestId('persona-create'));

    await waitFor(() => expect(api.inputsOf('members.create')).toHaveLength(1));
    expect(api.inputsOf('members.create')[0]).toEqual({
      merchant: 'sim001',
      persona: 'member',
      username: 'QA_Member',
      password: 'Test1234',
      defaultPassword: false,
      passwordAgeDays: 0,
      vipLevel: 0,
      balance: 1000,
      locked: false,
      hasLoggedInBefore: true,
    });
  });
});
