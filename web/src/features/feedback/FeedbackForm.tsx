import { Alert, Button, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { countWords, FEEDBACK_QUESTION_TYPES } from '@sim/shared/wps/help';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../lib/form/use-zod-form';
import { FEEDBACK_MESSAGE_PARAMS, feedbackFormSchema } from './feedback-form';
import { useSendFeedback } from './hooks';

/** The feedback form (spec sections 3 and 5): a question type and the content, N to M words. */
export function FeedbackForm() {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const { form, field } = useZodForm(
    feedbackFormSchema,
    { questionType: 'SUGGESTION', content: '' },
    { messageParams: () => FEEDBACK_MESSAGE_PARAMS },
  );
  const submit = form.onSubmit((values) =>
    send.mutate(
      { questionType: values.questionType, content: values.content.trim() },
      { onSuccess: () => form.reset() },
    ),
  );

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="feedback-title">
      <Title order={2} size="h4" id="feedback-title" mb="sm">
        {t('feedback.title')}
      </Title>
      <form onSubmit={submit} noValidate data-testid="feedback-form">
        <Stack gap="sm">
          <Select
            label={t('feedback.questionType')}
            data={FEEDBACK_QUESTION_TYPES.map((type) => ({
              value: type,
              label: t(`feedback.types.${type}`),
            }))}
            allowDeselect={false}
            data-testid="feedback-type"
            {...field('questionType')}
          />
          <Textarea
            label={t('feedback.content')}
            placeholder={t('feedback.placeholder')}
            description={t('feedback.wordRange', FEEDBACK_MESSAGE_PARAMS)}
            rows={4}
            data-testid="feedback-content"
            {...field('content')}
          />
          <Text size="xs" c="dimmed" ta="right">
            {t('feedback.words', { count: countWords(form.values.content) })}
          </Text>
          {send.isSuccess && (
            <Alert color="teal" data-testid="feedback-sent">
              {t('feedback.sent')}
            </Alert>
          )}
          {send.isError && <Alert color="red">{send.error.message}</Alert>}
          <Button type="submit" loading={send.isPending} data-testid="feedback-submit">
            {t('feedback.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
