import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../lib/feedback/errors';
import { useModals } from '../../lib/modal-router/context';
import { useProtectedAction } from '../access/use-protected-action';
import type { GameEntry } from '../games/game-entry';
import { fetchVendorLobbyGame } from '../games/hooks';
import type { VendorCard } from '../games/lanes';
import { type LaunchInput, useLaunchGame } from './hooks';
import { startTarget, vendorTarget } from './start-game';

/** What /game reads from the navigation state. */
export interface GameFrameState {
  url: string;
  title: string;
  nodeId: number;
  trial: boolean;
}

/**
 * Starting a game from anywhere in the site (spec section 2): sub-game popup, lottery routes, or
 * a launch into /game. Launching needs a session; a visitor gets the login popup instead.
 */
export function useStartGame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open, close, warn } = useModals();
  const protect = useProtectedAction();
  const launch = useLaunchGame();

  const showError = (error: unknown) => warn({ testId: 'launch-error', message: describeError(error, t) });

  const launchInto = (input: LaunchInput & { game: GameEntry }) =>
    launch.mutate(input, {
      onSuccess: (url) => {
        close();
        const state: GameFrameState = {
          url,
          title: input.game.gameName,
          nodeId: input.game.nodeId,
          trial: input.trial ?? false,
        };
        void navigate('/game', { state });
      },
      onError: showError,
    });

  const refuseMaintenance = (game: GameEntry) => {
    if (!game.maintenance) return false;
    notifications.show({ color: 'yellow', message: t('games.maintenanceNotice', { game: game.gameName }) });
    return true;
  };

  /** Play: the start rule decides; a launch needs a session. */
  const play = (game: GameEntry, roomId?: string) => {
    const target = startTarget(game);
    if (target.kind === 'subGames') {
      open({ name: 'subGames', game });
      return;
    }
    if (target.kind === 'route') {
      close();
      void navigate(target.to);
      return;
    }
    if (refuseMaintenance(game)) return;
    protect('login', () => launchInto({ game, roomId }));
  };

  /** Try: a free trial, open to visitors, for games with supportPlay 0. */
  const tryGame = (game: GameEntry) => {
    if (refuseMaintenance(game)) return;
    launchInto({ game, trial: true });
  };

  /** A vendor from the header: a lobby tab, a lottery lobby, or (SPORTS, ELOTT, LOTT) a direct launch. */
  const openVendor = (vendor: VendorCard, lobbyPath: string) => {
    const target = vendorTarget(vendor, lobbyPath);
    if (target.kind === 'route') {
      void navigate(target.to);
      return;
    }
    protect('login', () => {
      fetchVendorLobbyGame(vendor.vassalage).then((game) => {
        if (game && !refuseMaintenance(game)) launchInto({ game });
      }, showError);
    });
  };

  const launching = launch.isPending ? (launch.variables?.game.nodeId ?? null) : null;
  return { play, tryGame, openVendor, launching };
}
