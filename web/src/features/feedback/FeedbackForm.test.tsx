import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { renderInSite } from '../../test/render';
import { envelope, mockWire } from '../../test/wire-mock';
import { FeedbackForm } from './FeedbackForm';

describe('the feedback form (spec section 5: between N and M words)', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('refuses too few words, then sends the question type and content with PUT', async () => {
    const { callsTo } = mockWire({ 'PUT /wps/feedback': envelope({ feedbackId: 7 }) });
    renderInSite(<FeedbackForm />);
    const content = screen.getByTestId('feedback-content');
    fireEvent.change(content, { target: { value: 'too short' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(content.getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo('/wps/feedback')).toHaveLength(0);

    fireEvent.change(content, { target: { value: 'The cricket page is slow in the evening' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByTestId('feedback-sent')).toBeTruthy();
    const [call] = callsTo('/wps/feedback');
    expect(call?.method).toBe('PUT');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      questionType: 'SUGGESTION',
      content: 'The cricket page is slow in the evening',
    });
  });
});
