// Partial changes (admin inputs): only the keys given a value, so a spread over the current settings
// leaves the rest as it is.
export function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}
