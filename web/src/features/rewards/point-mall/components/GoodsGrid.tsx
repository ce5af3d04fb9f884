import { Alert, Modal, SimpleGrid } from '@mantine/core';
import type { PointReward, PointRewardList, RedeemResult } from '@sim/shared/relay/mcs2';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '../format-points';
import { GoodsCard } from './GoodsCard';
import { RedeemForm } from './RedeemForm';

/** The goods, and the redeem dialog of the one chosen; the redeem waits In Process for the back office. */
export function GoodsGrid({ goods }: { goods: PointRewardList }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<PointReward | null>(null);
  const [done, setDone] = useState<RedeemResult | null>(null);

  return (
    <>
      {done && (
        <Alert color="green" mb="md" withCloseButton onClose={() => setDone(null)} data-testid="redeem-done">
          {t('rewards.mall.redeemed', {
            name: done.redeem.rewardName,
            redeemNo: done.redeem.redeemNo,
            points: formatPoints(done.pointBalance),
          })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="goods-grid">
        {goods.list.map((item) => (
          <GoodsCard key={item.rewardId} goods={item} onRedeem={() => setChosen(item)} />
        ))}
      </SimpleGrid>
      <Modal
        opened={chosen !== null}
        onClose={() => setChosen(null)}
        title={chosen && t('rewards.mall.redeemTitle', { name: chosen.name })}
        centered
        data-testid="redeem-dialog"
      >
        {chosen && (
          <RedeemForm
            goods={chosen}
            pointBalance={goods.pointBalance}
            onCancel={() => setChosen(null)}
            onRedeemed={(result) => {
              setChosen(null);
              setDone(result);
            }}
          />
        )}
      </Modal>
    </>
  );
}
