// The one form helper: a zod schema validates, and its messages are i18n keys translated here.
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type FormValues = Record<string, unknown>;

export function useZodForm<Schema extends z.ZodType<FormValues, FormValues>>(
  schema: Schema,
  initialValues: z.input<Schema>,
) {
  const { t, i18n } = useTranslation();
  const form = useForm<z.input<Schema>>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
  });

  /** Input props whose error is translated when it is a key (server messages pass through). */
  const field = (path: keyof z.input<Schema> & string) => {
    const props = form.getInputProps(path);
    const error: unknown = props.error;
    const text = typeof error === 'string' && i18n.exists(error) ? t(error as never) : error;
    return { ...props, error: text as string | undefined };
  };

  return { form, field };
}
