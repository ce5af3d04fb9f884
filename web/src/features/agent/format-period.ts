import { formatDateTime } from '../../lib/format/format';

/** A settled period as "from – to", or a dash when the income paid no period (commission). */
export function formatPeriod(start: number | null, end: number | null): string {
  if (start === null || end === null) return '- -';
  return `${formatDateTime(start)} – ${formatDateTime(end)}`;
}
