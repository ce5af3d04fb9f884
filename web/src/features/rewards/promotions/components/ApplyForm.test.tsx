import type { Participation } from '@sim/shared/relay/promofe';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveToken } from '../../../../api/session-store';
import { changeLanguage } from '../../../../i18n';
import { renderInSite } from '../../../../test/render';
import { envelope, mockWire } from '../../../../test/wire-mock';
import { ApplyForm } from './ApplyForm';

const APPLY = '/wps/promotions';
const MB = 1024 * 1024;

const image = (name: string, type = 'image/png', bytes = 3) =>
  new File([new Uint8Array(bytes).fill(65)], name, { type });

function participation(): Participation {
  return {
    participationId: 7,
    promotionId: 3,
    promotionTitle: 'Reload bonus',
    kind: 'DEPOSIT_BONUS',
    activityStatus: 'APPLYING',
    comment: 'my deposit',
    imageCount: 2,
    remark: null,
    bonusAmount: null,
    turnoverRequired: null,
    joinTime: 1,
    updateTime: 1,
    claimTime: null,
  };
}

function renderForm() {
  saveToken('tok');
  const wire = mockWire({ [`POST ${APPLY}`]: envelope(participation()) });
  const onApplied = vi.fn();
  renderInSite(<ApplyForm promotionId={3} onApplied={onApplied} />);
  return { wire, onApplied };
}

function choose(files: File[]) {
  fireEvent.change(screen.getByTestId('apply-images'), { target: { files } });
}

describe('the application form', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
    URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = vi.fn();
  });

  it('sends the comment and the images as data URLs, once, with a requestId', async () => {
    const { wire, onApplied } = renderForm();
    fireEvent.change(screen.getByTestId('apply-comment'), { target: { value: '  my deposit ' } });
    choose([image('slip.png'), image('bank.jpg', 'image/jpeg')]);

    fireEvent.click(screen.getByTestId('apply-submit'));

    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(participation()));
    const [call] = wire.callsTo(APPLY);
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      promotionId: 3,
      comment: 'my deposit',
      images: ['data:image/png;base64,QUFB', 'data:image/jpeg;base64,QUFB'],
      requestId: expect.any(String),
    });
    expect(wire.callsTo(APPLY)).toHaveLength(1);
  });

  it('previews each chosen image and takes one out again', async () => {
    renderForm();
    choose([image('slip.png'), image('bank.jpg', 'image/jpeg')]);

    expect(await screen.findAllByTestId('apply-preview')).toHaveLength(2);
    expect(screen.getByAltText('slip.png').getAttribute('src')).toBe('blob:slip.png');
    fireEvent.click(screen.getByTestId('apply-preview-remove-0'));

    await waitFor(() => expect(screen.getAllByTestId('apply-preview')).toHaveLength(1));
    expect(screen.getByAltText('bank.jpg')).toBeTruthy();
  });

  it.each([
    ['a fourth image', () => [1, 2, 3, 4].map((n) => image(`${n}.png`)), 'Please choose at most 3 images'],
    ['a gif', () => [image('cat.gif', 'image/gif')], 'Only PNG or JPG images are accepted'],
    [
      'an image over 5MB',
      () => [image('big.png', 'image/png', 5 * MB + 1)],
      'Each image must be at most 5MB',
    ],
  ])('refuses %s before anything is sent', async (_case, files, message) => {
    const { wire } = renderForm();
    choose(files());

    fireEvent.click(screen.getByTestId('apply-submit'));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(wire.callsTo(APPLY)).toHaveLength(0);
  });

  it('refuses a comment over 140 characters', async () => {
    const { wire } = renderForm();
    fireEvent.change(screen.getByTestId('apply-comment'), { target: { value: 'x'.repeat(141) } });

    fireEvent.click(screen.getByTestId('apply-submit'));

    expect(await screen.findByText('The comment can have at most 140 characters')).toBeTruthy();
    expect(wire.callsTo(APPLY)).toHaveLength(0);
  });
});
