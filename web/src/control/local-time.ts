// datetime-local inputs speak local `YYYY-MM-DDTHH:mm`; the admin surface speaks ISO instants.
import dayjs from 'dayjs';
import { text } from '../lib/form/form-input';

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

export function toLocalInput(iso: string | Date | null): string {
  return iso ? dayjs(iso).format(LOCAL_FORMAT) : '';
}

/** A datetime-local value as an ISO instant; null when empty (an unparseable value passes through). */
export function fromLocalInput(value: string): string | null {
  const given = text(value);
  if (!given) return null;
  const parsed = dayjs(given);
  return parsed.isValid() ? parsed.toISOString() : given;
}

export function formatTime(iso: string | Date): string {
  return dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
}
