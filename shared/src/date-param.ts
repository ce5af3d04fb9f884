// A date in a report's request: ms epoch (a JSON number or its plain text) or an ISO 8601 text, as the
// report calls take them (server/src/domain/reports/date-range.ts reads them). A range's two ends go
// together: startDate no later than endDate, at most DATE_RANGE_MAX_DAYS apart (the last 7 days when
// neither is given). The `x-sim-range` mark says so in the OpenAPI document, which JSON Schema cannot.
import { z } from 'zod';
import { wireNumber } from './wire-number.ts';

export const DATE_RANGE_MAX_DAYS = 366;

/** The ms epoch JavaScript dates reach (±100 000 000 days around 1970). */
const EPOCH_MS_LIMIT = 8.64e15;

/** What reports/date-range.ts reads: digits are ms epoch, any other text goes to Date. */
const isDateText = (text: string) =>
  !Number.isNaN(new Date(/^\d+$/.test(text) ? Number(text) : text).getTime());

export const dateParamSchema = z.union([
  z.string().min(1).refine(isDateText, 'a date').meta({ format: 'date-time' }),
  wireNumber(z.number().min(-EPOCH_MS_LIMIT).max(EPOCH_MS_LIMIT)),
]);

const rangeEnd = (end: 'start' | 'end') =>
  dateParamSchema.meta({ 'x-sim-range': { end, maxDays: DATE_RANGE_MAX_DAYS } });

/** `startDate` of a range */
export const rangeStartSchema = rangeEnd('start');
/** `endDate` of a range */
export const rangeEndSchema = rangeEnd('end');
