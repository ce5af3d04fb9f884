import { NavLink, ScrollArea, Skeleton, Stack } from '@mantine/core';
import type { LotteryGroup, LotteryMenuGame } from '@sim/shared/lgw/menus';

interface LotteryMenuProps {
  groups: LotteryGroup[] | undefined;
  selected: string | null;
  onSelect: (game: LotteryMenuGame) => void;
  height: number | string;
}

/** The lottery groups (by vendor or region) and their games; the selected game's group is open. */
export function LotteryMenu({ groups, selected, onSelect, height }: LotteryMenuProps) {
  if (!groups) {
    return (
      <Stack gap="xs" p="sm">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} h={28} />
        ))}
      </Stack>
    );
  }

  return (
    <ScrollArea h={height} viewportProps={{ tabIndex: 0 }} data-testid="lottery-menu">
      {groups.map((group, index) => {
        const holdsSelected = group.gameMenus.some((game) => game.gameCode === selected);
        return (
          <NavLink
            key={group.gameGroupCode}
            label={group.labelName}
            defaultOpened={holdsSelected || (selected === null && index === 0)}
            childrenOffset={12}
            fw={700}
            component="button"
            type="button"
            data-testid={`lottery-group-${group.gameGroupCode}`}
          >
            {group.gameMenus.map((game) => (
              <NavLink
                key={game.gameCode}
                label={game.gameName}
                active={game.gameCode === selected}
                component="button"
                type="button"
                onClick={() => onSelect(game)}
                data-testid={`lottery-game-${game.gameCode}`}
              />
            ))}
          </NavLink>
        );
      })}
    </ScrollArea>
  );
}
