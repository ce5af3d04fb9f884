import { Button } from '@mantine/core';
import type { Promotion } from '@sim/shared/relay/promofe';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMoney } from '../../../../lib/format/use-money';
import { useSession } from '../../../../lib/session/session';
import { useProtectedAction } from '../../../access/use-protected-action';
import { useOpenMemberCentre } from '../../../member-centre/use-open-member-centre';
import { useRewardNotices } from '../../components/use-reward-notices';
import { useClaimPromotion, useJoinPromotion } from '../hooks';
import { promotionAction } from '../promotion-action';
import { promoDetailPath } from '../promotion-paths';

interface PromotionActionButtonProps {
  promotion: Promotion;
  /** on the detail page the form is right there: Apply opens it instead of the page */
  onApply?: () => void;
}

/** The card's and the detail page's one action in the promotion's state; a visitor is asked to log in to join. */
export function PromotionActionButton({ promotion, onApply }: PromotionActionButtonProps) {
  const { t } = useTranslation();
  const protect = useProtectedAction();
  const navigate = useNavigate();
  const openCentre = useOpenMemberCentre();
  const join = useJoinPromotion();
  const claim = useClaimPromotion();
  const notices = useRewardNotices();
  const money = useMoney();
  const visitor = useSession().status === 'anonymous';
  const action = promotionAction(promotion, visitor);
  const testId = `promotion-action-${promotion.promotionId}`;

  if (action === 'none') {
    return (
      <Button variant="light" color="gray" disabled data-testid={testId} data-action={action}>
        {promotion.eligible || promotion.activityStatus !== 'JOIN'
          ? t(`rewards.status.${promotion.activityStatus}`)
          : t('rewards.promotions.notEligible')}
      </Button>
    );
  }

  const run = () => {
    switch (action) {
      case 'join':
        return protect('memberCentre', () =>
          join.mutate(promotion.promotionId, {
            onSuccess: () => notices.succeeded(t('rewards.promotions.joined', { title: promotion.title })),
            onError: notices.failed,
          }),
        );
      case 'claim':
        return protect('realAccount', () =>
          claim.mutate(
            promotion.participationId === null
              ? { promotionId: promotion.promotionId }
              : { participationId: promotion.participationId },
            {
              onSuccess: (paid) =>
                // a slot or wheel promotion pays in tickets: say where the ticket went, and lead there
                promotion.entry === 'TICKET'
                  ? notices.succeeded(t('rewards.promotions.ticketIssued', { title: promotion.title }), {
                      label: t('rewards.actions.rewardCentre'),
                      run: () => openCentre('rewardCenter'),
                    })
                  : notices.succeeded(
                      t('rewards.promotions.claimed', { amount: money(paid.bonusAmount ?? 0) }),
                    ),
              onError: notices.failed,
            },
          ),
        );
      case 'apply':
        return protect('memberCentre', () =>
          onApply ? onApply() : navigate(promoDetailPath(promotion.promotionId)),
        );
      case 'rewardCentre':
        return openCentre('rewardCenter');
      case 'login':
        return protect('login', () => {});
    }
  };

  return (
    <Button
      onClick={run}
      loading={join.isPending || claim.isPending}
      color={action === 'claim' ? 'green' : undefined}
      data-testid={testId}
      data-action={action}
    >
      {t(`rewards.actions.${action}`)}
    </Button>
  );
}
