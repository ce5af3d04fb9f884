// The one tiny zod bridge for Mantine forms: the shared/admin schema validates what the form would
// send (after `toInput` turns empty fields into "not given"), and its issues land on the fields.
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

export function zodValidate<Values, Schema extends z.ZodType>(
  schema: Schema,
  toInput: (values: Values) => unknown = (values) => values,
): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.') || 'form';
      errors[path] ??= issue.message;
    }
    return errors;
  };
}

/** '' and null (an empty input) mean "not given". */
export function given<T>(value: T | '' | null | undefined): T | undefined {
  return value === '' || value === null ? undefined : value;
}

/** A trimmed text, or undefined when blank. */
export function text(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
