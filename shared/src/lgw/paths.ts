// Where the lottery gateway answers (wire-contract.md 4.13 and 8): the same family of routes under
// /lgw, /lotto/lgw and /lotto-<area>/lgw (the Vietnamese clients use /lotto-vn/lgw). An area is a
// lower-case word; the simulator runs one gateway for every area.

/** A lottery area in a path, e.g. `vn` of /lotto-vn/lgw. */
export const LOTTO_AREA = '[a-z]{2,12}';

/** The prefixes the route family is registered under (Fastify syntax: the area is a checked parameter). */
export const LGW_ROUTE_PREFIXES = ['/lgw', '/lotto/lgw', `/lotto-:area(^${LOTTO_AREA}$)/lgw`] as const;

/** any /lotto-<something>: an area the gateway does not know is still no page of the site */
const AREA_ROOT = /^\/lotto-[^/]*(?:\/|$)/;

/** True for paths under /lotto-<anything>: API paths (a 404 envelope where no area matches), never pages. */
export const isLottoAreaPath = (path: string): boolean => AREA_ROOT.test(path);
