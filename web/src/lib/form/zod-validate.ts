// The one bridge from a zod schema to Mantine's form errors, for the site's forms and the control
// panel's: the schema checks what the form would send (`toInput`; by default the values themselves),
// and each field shows its first issue. Issues about the whole input land on `form`.
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
