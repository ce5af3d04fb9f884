// The one bridge from a zod schema to Mantine's form errors, for the site's forms and the control
// panel's: the schema checks what the form would send (`toInput`; by default the values themselves),
// and each field shows its first issue. Issues about the whole input land on `form`.
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/** A form's schema, or where to find it once it has loaded (undefined until then). */
export type FormSchema = z.ZodType | (() => z.ZodType | undefined);

/** Until its schema has loaded a form has an error on `form`: nothing submits unchecked. */
export const SCHEMA_NOT_LOADED = 'form.schemaLoading';

export function zodValidate<Values>(
  schema: FormSchema,
  toInput: (values: Values) => unknown = (values) => values,
): (values: Values) => FormErrors {
  return (values) => {
    const checking = typeof schema === 'function' ? schema() : schema;
    if (!checking) return { form: SCHEMA_NOT_LOADED };
    const result = checking.safeParse(toInput(values));
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.') || 'form';
      errors[path] ??= issue.message;
    }
    return errors;
  };
}
