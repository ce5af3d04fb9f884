import { Badge, Tabs } from '@mantine/core';
import { IconCherry, IconGift, IconTicket, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IssuedSection } from './components/IssuedSection';
import { PromoCodesSection } from './components/PromoCodesSection';
import { RafflesSection } from './components/RafflesSection';
import { TicketsSection } from './components/TicketsSection';
import { useIssuedPromotions, useTickets } from './hooks';
import classes from './RewardCenter.module.css';

const SECTIONS = [
  { key: 'tickets', icon: IconCherry, Section: TicketsSection },
  { key: 'raffles', icon: IconTrophy, Section: RafflesSection },
  { key: 'codes', icon: IconTicket, Section: PromoCodesSection },
  { key: 'issued', icon: IconGift, Section: IssuedSection },
] as const;
type SectionKey = (typeof SECTIONS)[number]['key'];

function CountBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge size="xs" circle color="red">
      {count}
    </Badge>
  );
}

/** The member centre's rewardCenter: tickets to spin, raffles to draw, promo codes, rewards to claim. */
export function RewardCenterPage() {
  const { t } = useTranslation();
  const [section, setSection] = useState<SectionKey>('tickets');
  const counts: Partial<Record<SectionKey, number>> = {
    tickets: useTickets().data?.length,
    issued: useIssuedPromotions().data?.length,
  };

  return (
    <Tabs
      value={section}
      onChange={(value) => value && setSection(value as SectionKey)}
      keepMounted={false}
      classNames={{ tab: classes.tab, tabLabel: classes.tabLabel, tabSection: classes.tabSection }}
    >
      <Tabs.List mb="md" grow>
        {SECTIONS.map(({ key, icon: SectionIcon }) => (
          <Tabs.Tab
            key={key}
            value={key}
            leftSection={<SectionIcon size={16} />}
            rightSection={<CountBadge count={counts[key]} />}
            data-testid={`reward-centre-tab-${key}`}
          >
            {t(`rewards.centre.sections.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {SECTIONS.map(({ key, Section }) => (
        <Tabs.Panel key={key} value={key}>
          <Section />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
