import { useMediaQuery } from '@mantine/hooks';

/** Mantine's `sm` breakpoint (48em): below it the site lays out for a phone, as its CSS does. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** Whether the window is phone-sized now (false before the first measure). */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY) === true;
}
