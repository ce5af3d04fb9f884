import { Menu, UnstyledButton } from '@mantine/core';
import { IconFeather } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGameList } from '../../features/games/hooks';
import type { VendorCard } from '../../features/games/lanes';
import { useStartGame } from '../../features/play/use-start-game';
import { imageUrl } from '../../lib/site-status/cdn-hosts';
import { HeaderMenu } from './HeaderMenu';
import classes from './Shell.module.css';
import { useNavMenu } from './use-nav-menu';

/** How many of the vendor's games its dropdown lists. */
const GAMES_SHOWN = 6;

/** DS88 (cockfight), moved beside live casino (spec section 2): its dropdown lists a few of its games. */
export function Ds88Nav({ vendor }: { vendor: VendorCard }) {
  const { t } = useTranslation();
  const start = useStartGame();
  const menu = useNavMenu();
  const [opened] = menu;
  const games = useGameList({ vassalage: vendor.vassalage }, opened);
  const shown = games.data?.pages[0]?.games.slice(0, GAMES_SHOWN) ?? [];

  return (
    <HeaderMenu
      menu={menu}
      width={260}
      target={
        <UnstyledButton className={classes.navLink} data-testid="nav-ds88">
          <IconFeather size={18} stroke={1.6} />
          <span title={vendor.displayName}>{vendor.vassalage}</span>
        </UnstyledButton>
      }
    >
      <Menu.Dropdown data-testid="nav-menu-ds88" className={classes.navMenu}>
        <Menu.Label>{`${vendor.displayName} · ${t('nav.cockfight')}`}</Menu.Label>
        {shown.map((game) => (
          <Menu.Item
            key={game.nodeId}
            leftSection={<img src={imageUrl(game.icon)} alt="" className={classes.vendorIcon} />}
            disabled={game.maintenance}
            onClick={() => start.play(game)}
            data-testid={`nav-game-${game.nodeId}`}
          >
            {game.gameName}
          </Menu.Item>
        ))}
        {games.isPending && <Menu.Item disabled>{t('common.loading')}</Menu.Item>}
      </Menu.Dropdown>
    </HeaderMenu>
  );
}
