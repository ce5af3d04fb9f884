import { Badge, Menu, UnstyledButton } from '@mantine/core';
import { IconAward, IconCoins, IconReceiptRefund, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pageIsOn } from '../../features/member-centre/member-centre-pages';
import { useOpenMemberCentre } from '../../features/member-centre/use-open-member-centre';
import { useAvailablePromoCount } from '../../features/rewards/use-available-promo-count';
import { useFeatureFlags } from '../../lib/site-status/site-status';
import { HeaderMenu } from './HeaderMenu';
import classes from './Shell.module.css';
import { useNavMenu } from './use-nav-menu';

/**
 * The header's rewards entry (spec section 2), its badge the count of promotions available to the
 * member; it opens the reward centre, the points mall and, with MANPLAYREB3, the cashback.
 */
export function RewardsNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openCentre = useOpenMemberCentre();
  const flags = useFeatureFlags();
  const count = useAvailablePromoCount();
  const menu = useNavMenu();

  return (
    <HeaderMenu
      menu={menu}
      width={220}
      target={
        <UnstyledButton className={classes.navLink} data-testid="nav-rewards">
          <IconAward size={18} stroke={1.6} />
          <span>{t('nav.rewards')}</span>
          {count > 0 && (
            <Badge size="xs" circle color="red" data-testid="rewards-badge">
              {count}
            </Badge>
          )}
        </UnstyledButton>
      }
    >
      <Menu.Dropdown data-testid="nav-menu-rewards">
        <Menu.Item
          leftSection={<IconTrophy size={16} />}
          onClick={() => openCentre('rewardCenter')}
          data-testid="nav-reward-centre"
        >
          {t('memberCentre.pages.rewardCenter')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconCoins size={16} />}
          onClick={() => void navigate('/pointMall')}
          data-testid="nav-point-mall"
        >
          {t('nav.pointMall')}
        </Menu.Item>
        {pageIsOn('manualRebate', flags) && (
          <Menu.Item
            leftSection={<IconReceiptRefund size={16} />}
            onClick={() => openCentre('manualRebate')}
            data-testid="nav-cashback"
          >
            {t('memberCentre.pages.manualRebate')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </HeaderMenu>
  );
}
