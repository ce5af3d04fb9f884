// The one form helper: a zod schema validates, and its messages are i18n keys translated here.
import { type GetInputPropsReturnType, schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type FormValues = Record<string, unknown>;

/** What `field()` gives an input: value, handlers, and the translated first error. */
export type FieldInputProps = Omit<GetInputPropsReturnType, 'error'> & { error?: string };

export interface ZodFormOptions {
  /** Interpolation for a field's message, e.g. the (min)/(max) of its register rule. */
  messageParams?: (path: string) => Record<string, unknown> | undefined;
}

export function useZodForm<Schema extends z.ZodType<FormValues, FormValues>>(
  schema: Schema,
  initialValues: z.input<Schema>,
  options: ZodFormOptions = {},
) {
  const { t, i18n } = useTranslation();
  const form = useForm<z.input<Schema>>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
  });

  /** Input props whose error is translated when it is a key (server messages pass through). */
  const field = (
    path: keyof z.input<Schema> & string,
    inputOptions?: { type: 'checkbox' },
  ): FieldInputProps => {
    const props = form.getInputProps(path, inputOptions);
    const error: unknown = props.error;
    const text =
      typeof error === 'string' && i18n.exists(error)
        ? t(error as never, options.messageParams?.(path) ?? {})
        : error;
    return { ...props, error: text as string | undefined };
  };

  /** True when the field passes its rule now (the SMS button asks before sending). */
  const fieldIsValid = (path: keyof z.input<Schema> & string) => !form.validateField(path).hasError;

  return { form, field, fieldIsValid };
}
