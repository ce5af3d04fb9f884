// The root screen a status answer asks for, apart from the status schemas (system.ts): the site's
// early boot call reads it from the raw answer before the schemas (and zod) have loaded.

/** The root screen the site renders: 0 normal, 1 maintenance, 2 region restricted. */
export type SystemStatusCode = 0 | 1 | 2;

export function systemStatusCode(status: {
  maintenance: boolean;
  regionRestriction: boolean;
}): SystemStatusCode {
  if (status.maintenance) return 1;
  return status.regionRestriction ? 2 : 0;
}
