import type { SummaryCell } from '../../records/components/SummaryGrid';

/** One total above a team report; its test id is `agent-total-<key>`. */
export const summaryCell = (key: string, label: string, value: string, color?: string): SummaryCell => ({
  key,
  label,
  value,
  color,
  testId: `agent-total-${key}`,
});
