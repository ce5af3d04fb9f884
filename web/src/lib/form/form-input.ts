// Empty inputs as "not given": what the control panel's forms turn their values into before the
// shared admin schemas check them.

/** '' and null (an empty input) mean "not given". */
export function given<T>(value: T | '' | null | undefined): T | undefined {
  return value === '' || value === null ? undefined : value;
}

/** A trimmed text, or undefined when blank. */
export function text(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
