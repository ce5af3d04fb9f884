import { NavLink, ScrollArea, Select, Skeleton, Stack } from '@mantine/core';
import type { LotteryGroup, LotteryMenuGame } from '@sim/shared/lgw/menus';
import { useTranslation } from 'react-i18next';

interface LotteryMenuProps {
  groups: LotteryGroup[] | undefined;
  selected: string | null;
  onSelect: (game: LotteryMenuGame) => void;
  height: number | string;
}

/**
 * The lottery groups (by vendor or region) and their games; the selected game's group is open. On a
 * phone (under `md`) a select instead: a list of every lottery would push the game a screen down.
 */
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
    <>
      <LotteryPicker groups={groups} selected={selected} onSelect={onSelect} />
      <ScrollArea h={height} visibleFrom="md" viewportProps={{ tabIndex: 0 }} data-testid="lottery-menu">
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
    </>
  );
}

/** The phone's menu: one select of every lottery, under its group's name. */
function LotteryPicker({
  groups,
  selected,
  onSelect,
}: Omit<LotteryMenuProps, 'height' | 'groups'> & { groups: LotteryGroup[] }) {
  const { t } = useTranslation();
  const games = groups.flatMap((group) => group.gameMenus);

  return (
    <Select
      hiddenFrom="md"
      px="sm"
      pb="sm"
      aria-label={t('lottery.pick')}
      data={groups.map((group) => ({
        group: group.labelName,
        items: group.gameMenus.map((game) => ({ value: game.gameCode, label: game.gameName })),
      }))}
      value={selected}
      onChange={(code) => {
        const game = games.find((candidate) => candidate.gameCode === code);
        if (game) onSelect(game);
      }}
      allowDeselect={false}
      searchable
      maxDropdownHeight={360}
      data-testid="lottery-picker"
    />
  );
}
