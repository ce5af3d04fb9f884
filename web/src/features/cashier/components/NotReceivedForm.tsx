import { Button, FileInput, Group, Stack, Textarea } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyError } from '../../../components/MoneyError';
import { useIdempotentSubmit } from '../../../lib/form/use-idempotent-submit';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { useConfirmReceipt } from '../hooks';
import {
  PROOF_MESSAGE_PARAMS,
  PROOF_TYPES,
  proofFormSchema,
  REMARK_MAX_LENGTH,
  toProofImages,
} from '../proof-files';

interface NotReceivedFormProps {
  referenceNo: string;
  onCancel: () => void;
}

/** "Not received": 1 to 3 png/jpg images of at most 5MB as proof, and an optional remark. */
export function NotReceivedForm({ referenceNo, onCancel }: NotReceivedFormProps) {
  const { t } = useTranslation();
  const confirm = useConfirmReceipt();
  const { submit } = useIdempotentSubmit();
  const { form, field } = useZodForm(
    proofFormSchema,
    { proofs: [] as File[], remark: '' },
    { messageParams: () => PROOF_MESSAGE_PARAMS },
  );

  const send = form.onSubmit(
    ({ proofs, remark }) =>
      void submit(async () => {
        const images = await toProofImages(proofs);
        if (!images) {
          form.setFieldError('proofs', t('cashier.proof.type'));
          return null;
        }
        const note = remark.trim();
        return confirm.mutateAsync({
          referenceNo,
          action: 'NOT_RECEIVED',
          proofs: images,
          ...(note ? { remark: note } : {}),
        });
      }),
  );

  return (
    <form onSubmit={send} noValidate aria-label={t('cashier.confirm.notReceived')}>
      <Stack gap="sm">
        <FileInput
          multiple
          clearable
          accept={PROOF_TYPES.join(',')}
          label={t('cashier.proof.label')}
          description={t('cashier.proof.hint', PROOF_MESSAGE_PARAMS)}
          placeholder={t('cashier.proof.placeholder')}
          leftSection={<IconPhoto size={16} />}
          // on the hidden file input itself: browser tests set its files
          fileInputProps={{ 'data-testid': 'proof-input' } as ComponentProps<'input'>}
          {...field('proofs')}
          onChange={(files) => {
            form.setFieldValue('proofs', files);
            form.validateField('proofs');
          }}
        />
        <Textarea
          name="remark"
          label={t('cashier.proof.remarkLabel')}
          maxLength={REMARK_MAX_LENGTH}
          rows={3}
          data-testid="proof-remark"
          {...field('remark')}
        />
        <MoneyError error={confirm.error} testId="proof-error" />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red" loading={confirm.isPending} data-testid="proof-submit">
            {t('cashier.proof.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
