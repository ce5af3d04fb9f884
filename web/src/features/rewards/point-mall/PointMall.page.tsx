import { Button, Stack, Tabs, Title } from '@mantine/core';
import { IconCoins, IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MessagePanel } from '../../../components/MessagePanel';
import { QueryView } from '../../../components/QueryView';
import { useModals } from '../../../lib/modal-router/context';
import { useSession } from '../../../lib/session/session';
import { ConvertForm } from './components/ConvertForm';
import { GoodsGrid } from './components/GoodsGrid';
import { PointRecordTable } from './components/PointRecordTable';
import { PointsSummary } from './components/PointsSummary';
import { RedeemHistory } from './components/RedeemHistory';
import { usePointBalance, usePointConfig, usePointGoods } from './hooks';

const TABS = ['goods', 'redeems', 'record', 'convert'] as const;
type Tab = (typeof TABS)[number];

function MallTabs() {
  const { t } = useTranslation();
  const balance = usePointBalance();
  const config = usePointConfig();
  const goods = usePointGoods();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: Tab = (TABS as readonly (string | null)[]).includes(requested) ? (requested as Tab) : 'goods';

  return (
    <Stack gap="md">
      <QueryView query={balance}>
        {(points) => <PointsSummary balance={points} config={config.data} />}
      </QueryView>
      <Tabs
        value={tab}
        onChange={(value) => setSearch(value && value !== 'goods' ? { tab: value } : {}, { replace: true })}
      >
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {TABS.map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`point-mall-tab-${key}`}>
              {t(`rewards.mall.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="goods">
          <QueryView query={goods}>{(list) => <GoodsGrid goods={list} />}</QueryView>
        </Tabs.Panel>
        <Tabs.Panel value="redeems">{tab === 'redeems' && <RedeemHistory />}</Tabs.Panel>
        <Tabs.Panel value="record">{tab === 'record' && <PointRecordTable />}</Tabs.Panel>
        <Tabs.Panel value="convert">
          {tab === 'convert' && config.data && balance.data && (
            <ConvertForm conversion={config.data.conversion} pointBalance={balance.data.pointBalance} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /pointMall (no side menu): points balance, goods to redeem, the redeem history, conversion. */
export function PointMallPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { open } = useModals();

  if (session.status === 'anonymous') {
    return (
      <MessagePanel
        testId="point-mall-login"
        icon={<IconCoins size={36} />}
        title={t('rewards.mall.title')}
        body={t('rewards.mall.loginFirst')}
        action={
          <Button leftSection={<IconLogin size={16} />} onClick={() => open({ name: 'login' })}>
            {t('login.submit')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="md" data-testid="point-mall">
      <Title order={1} size="h2">
        {t('rewards.mall.title')}
      </Title>
      {session.status === 'member' && <MallTabs />}
    </Stack>
  );
}
