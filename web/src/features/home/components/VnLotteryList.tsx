import { Anchor, Group, Paper, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DrawList } from '../../lottery/components/DrawList';
import { useLatestDraws, VN_NUMBERS } from '../../lottery/hooks';

/**
 * The home page's lottery list: the latest 100 Vietnamese numbers (/lotto/lgw/games/opened/numero?count=100).
 * A draw opens its game in the Vietnam lobby, the one lobby that lists those games (the /lottery lobby fell
 * back to its first e-lottery: a different draw than the one clicked).
 */
export function VnLotteryList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draws = useLatestDraws(VN_NUMBERS);

  if (draws.isError) return null;

  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="home-vn-lottery">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <IconTicket size={20} />
          <Title order={2} size="h4" id="home-vn-lottery">
            {t('home.vnLotteryTitle')}
          </Title>
        </Group>
        <Anchor component={Link} to="/vnlottery" size="sm">
          {t('home.vnLotteryMore')}
        </Anchor>
      </Group>
      <DrawList
        draws={draws.data ?? []}
        testId="vn-lottery-list"
        height={420}
        onSelect={(draw) => void navigate(`/vnlottery?gameCode=${encodeURIComponent(draw.gameCode)}`)}
      />
    </Paper>
  );
}
