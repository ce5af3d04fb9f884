// Points live as integer hundredths ("centi") and travel as decimal numbers with 2 places: the same
// arithmetic as money's minor units, named for what it counts.
import { toMajor, toMinor } from '@sim/shared/money';

export const pointsOf = (centi: bigint): number => toMajor(centi);
export const centiOf = (points: number): bigint => toMinor(points);
