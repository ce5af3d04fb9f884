import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A header dropdown's open state that closes on every navigation: the pointer still rests on the
 * header after a click, and a dropdown left open would hang over the new page.
 */
export function useNavMenu() {
  const { pathname, search } = useLocation();
  const where = `${pathname}${search}`;
  const [opened, setOpened] = useState(false);
  const [openedAt, setOpenedAt] = useState(where);
  if (openedAt !== where) {
    setOpenedAt(where);
    setOpened(false);
  }
  return [opened, setOpened] as const;
}
