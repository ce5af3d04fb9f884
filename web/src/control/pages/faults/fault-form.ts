// What the fault form edits, and the faults.add input it sends (empty numbers are "not given").
import type { FaultInput } from '@sim/shared/admin/faults';
import { given, text } from '../../../lib/form/form-input';

type Num = number | string;

export interface FaultFormValues {
  match: string;
  latencyMs: Num;
  latencyMaxMs: Num;
  errorRate: Num;
  status: Num;
  errorCode: string;
  message: string;
  drop: boolean;
  times: Num;
}

export const initialFaultValues: FaultFormValues = {
  match: '',
  latencyMs: '',
  latencyMaxMs: '',
  errorRate: '',
  status: '',
  errorCode: '',
  message: '',
  drop: false,
  times: '',
};

const num = (value: Num) => {
  const v = given(value);
  return v === undefined ? undefined : Number(v);
};

export function toFaultInput(values: FaultFormValues): FaultInput {
  return {
    match: values.match.trim(),
    latencyMs: num(values.latencyMs),
    latencyMaxMs: num(values.latencyMaxMs),
    errorRate: num(values.errorRate),
    status: num(values.status),
    errorCode: text(values.errorCode),
    message: text(values.message),
    drop: values.drop || undefined,
    times: num(values.times),
  };
}

/** One line for the table: what a matching request suffers. */
export function describeFault(fault: FaultInput): string {
  const parts: string[] = [];
  if (fault.latencyMs !== undefined)
    parts.push(
      fault.latencyMaxMs === undefined
        ? `+${fault.latencyMs} ms`
        : `+${fault.latencyMs}–${fault.latencyMaxMs} ms`,
    );
  const failing =
    fault.drop ||
    fault.status !== undefined ||
    fault.errorCode !== undefined ||
    fault.errorRate !== undefined;
  if (failing) {
    const rate = `${Math.round((fault.errorRate ?? 1) * 100)}%`;
    const what = fault.drop
      ? 'dropped'
      : `${fault.status ?? 500} ${fault.errorCode ?? 'system.busy'}${fault.message ? ` “${fault.message}”` : ''}`;
    parts.push(`${rate} ${what}`);
  }
  if (fault.times !== undefined) parts.push(`for ${fault.times} hits`);
  return parts.join(', ');
}
