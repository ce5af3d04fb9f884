import { Button, FileInput, Group, Stack, Textarea } from '@mantine/core';
import { APPLICATION_COMMENT_MAX, type Participation } from '@sim/shared/relay/promofe';
import { IconPhoto } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyError } from '../../../../components/MoneyError';
import { useIdempotentSubmit } from '../../../../lib/form/use-idempotent-submit';
import { useZodForm } from '../../../../lib/form/use-zod-form';
import { IMAGE_TYPES } from '../../../../lib/images/image-files';
import { APPLY_MESSAGE_PARAMS, applyFormSchema, toApplicationImages } from '../apply-form';
import { useApplyPromotion } from '../hooks';
import { ImagePreviews } from './ImagePreviews';

interface ApplyFormProps {
  promotionId: number;
  onApplied?: (participation: Participation) => void;
}

/** The application: a comment (at most 140) and up to 3 png/jpg images of at most 5MB, previewed. */
export function ApplyForm({ promotionId, onApplied }: ApplyFormProps) {
  const { t } = useTranslation();
  const apply = useApplyPromotion();
  const { submit } = useIdempotentSubmit();
  const { form, field } = useZodForm(
    applyFormSchema,
    { comment: '', images: [] as File[] },
    { messageParams: () => APPLY_MESSAGE_PARAMS },
  );
  const setImages = (images: File[]) => {
    form.setFieldValue('images', images);
    form.validateField('images');
  };

  const send = form.onSubmit(
    ({ comment, images }) =>
      void submit(async (requestId) => {
        const dataUrls = await toApplicationImages(images);
        if (!dataUrls) {
          form.setFieldError('images', t('rewards.apply.type'));
          return null;
        }
        const participation = await apply.mutateAsync({
          promotionId,
          comment: comment.trim(),
          images: dataUrls,
          requestId,
        });
        onApplied?.(participation);
        return participation;
      }),
  );

  return (
    <form onSubmit={send} noValidate aria-label={t('rewards.apply.title')} data-testid="apply-form">
      <Stack gap="sm">
        <Textarea
          name="comment"
          label={t('rewards.apply.commentLabel')}
          description={t('rewards.apply.commentHint', APPLY_MESSAGE_PARAMS)}
          rows={3}
          // one over the limit, so the message says why rather than the field quietly stopping
          maxLength={APPLICATION_COMMENT_MAX + 1}
          data-testid="apply-comment"
          {...field('comment')}
        />
        <FileInput
          multiple
          clearable
          accept={IMAGE_TYPES.join(',')}
          label={t('rewards.apply.imagesLabel')}
          description={t('rewards.apply.imagesHint', APPLY_MESSAGE_PARAMS)}
          placeholder={t('rewards.apply.imagesPlaceholder')}
          leftSection={<IconPhoto size={16} />}
          // on the hidden file input itself: browser tests set its files
          fileInputProps={{ 'data-testid': 'apply-images' } as ComponentProps<'input'>}
          {...field('images')}
          onChange={setImages}
        />
        <ImagePreviews
          files={form.values.images}
          onRemove={(index) => setImages(form.values.images.filter((_, i) => i !== index))}
        />
        <MoneyError error={apply.error} testId="apply-error" />
        <Group justify="flex-end">
          <Button type="submit" loading={apply.isPending} data-testid="apply-submit">
            {t('rewards.apply.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
