import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MoneyError } from '../../../../components/MoneyError';
import { QueryView } from '../../../../components/QueryView';
import { useZodForm } from '../../../../lib/form/use-zod-form';
import { useMoney } from '../../../../lib/format/use-money';
import { useRewardNotices } from '../../components/use-reward-notices';
import { useClaimPromoCode, usePromoCodes } from '../hooks';

const promoCodeFormSchema = z.object({
  promoCode: z.string().trim().min(1, 'validation.required').max(32, 'rewards.centre.codeTooLong'),
});

/** A promo code typed in, and the codes on offer to the member, each claimable once. */
export function PromoCodesSection() {
  const { t } = useTranslation();
  const money = useMoney();
  const codes = usePromoCodes();
  const claim = useClaimPromoCode();
  const notices = useRewardNotices();
  const { form, field } = useZodForm(promoCodeFormSchema, { promoCode: '' });

  const redeem = (promoCode: string) =>
    claim.mutate(promoCode, {
      onSuccess: (participation) => {
        form.reset();
        notices.succeeded(
          t('rewards.centre.codeClaimed', { code: promoCode, amount: money(participation.bonusAmount ?? 0) }),
        );
      },
    });

  return (
    <Stack gap="md">
      <form onSubmit={form.onSubmit(({ promoCode }) => redeem(promoCode.trim()))} noValidate>
        <Group align="flex-start" gap="xs">
          <TextInput
            name="promoCode"
            flex={1}
            placeholder={t('rewards.centre.codePlaceholder')}
            aria-label={t('rewards.centre.codeLabel')}
            data-testid="promo-code-input"
            {...field('promoCode')}
          />
          <Button type="submit" loading={claim.isPending} data-testid="promo-code-submit">
            {t('rewards.actions.claim')}
          </Button>
        </Group>
      </form>
      <MoneyError error={claim.error} testId="promo-code-error" />
      <QueryView query={codes}>
        {(list) =>
          list.length > 0 && (
            // two columns, the amount under the code: the list fits a phone's width without scrolling sideways
            <Table verticalSpacing="xs">
              <Table.Tbody>
                {list.map((code) => (
                  <Table.Tr key={code.promoCode} data-testid={`promo-code-${code.promoCode}`}>
                    <Table.Td>
                      <Text fw={700} ff="monospace">
                        {code.promoCode}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {code.description}
                      </Text>
                      <Text size="sm">{money(code.bonusAmount)}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="light"
                        disabled={code.claimed}
                        onClick={() => redeem(code.promoCode)}
                        data-testid={`promo-code-claim-${code.promoCode}`}
                      >
                        {code.claimed ? t('rewards.status.CLAIMED') : t('rewards.actions.claim')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryView>
    </Stack>
  );
}
