import { winnerBoardSchema } from '@sim/shared/relay/winners';
import { useQuery } from '@tanstack/react-query';
import { wireGet } from '../../api/wire';

/** how often the home page looks for new big wins */
const REFRESH_MS = 15_000;

/** GET ODSFE2_getWinnerBoard (public): the latest big wins, sorted by win amount as the APP does. */
export function useWinnerBoard(limit = 10) {
  return useQuery({
    queryKey: ['winners', 'board', limit],
    queryFn: async () => {
      const board = await wireGet('/wps/relay/ODSFE2_getWinnerBoard', winnerBoardSchema, {
        query: { limitNum: limit },
      });
      return board.list.map((item) => item.vo).sort((a, b) => b.winAmount - a.winAmount);
    },
    refetchInterval: REFRESH_MS,
  });
}
