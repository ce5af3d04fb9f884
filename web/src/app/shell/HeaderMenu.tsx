import { Menu } from '@mantine/core';
import type { ReactNode } from 'react';

const MENU_DELAYS = { openDelay: 120, closeDelay: 180 } as const;

interface HeaderMenuProps {
  /** from useNavMenu: closed again on every navigation */
  menu: readonly [boolean, (opened: boolean) => void];
  /** hover for a link that navigates itself; click-hover for an entry that only opens its dropdown */
  trigger?: 'hover' | 'click-hover';
  width: number;
  target: ReactNode;
  /** the Menu.Dropdown */
  children: ReactNode;
}

/** A header entry with its dropdown: one look and one timing for every entry. */
export function HeaderMenu({ menu, trigger = 'click-hover', width, target, children }: HeaderMenuProps) {
  const [opened, setOpened] = menu;
  return (
    <Menu
      trigger={trigger}
      opened={opened}
      onChange={setOpened}
      {...MENU_DELAYS}
      position="bottom-start"
      shadow="md"
      width={width}
    >
      <Menu.Target>{target}</Menu.Target>
      {children}
    </Menu>
  );
}
