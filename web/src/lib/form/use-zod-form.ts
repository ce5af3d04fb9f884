// The one form helper of the site and the control panel: a Mantine form whose values a zod schema
// checks (see zod-validate.ts), and `field()` input props whose error is shown as text (see
// field-messages.ts: i18n keys on the site, the admin schemas' own messages in the panel).
import { type GetInputPropsReturnType, type UseFormReturnType, useForm } from '@mantine/form';
import { useContext } from 'react';
import type { z } from 'zod';
import { FieldMessageContext } from './field-messages';
import { type FormSchema, zodValidate } from './zod-validate';

/** What `field()` gives an input: value, handlers, and the first error as text. */
export type FieldInputProps = Omit<GetInputPropsReturnType, 'error'> & { error?: string };

export interface ZodFormOptions<Values> {
  /** What the schema checks: the input the form would send (the panel's forms); the values by default. */
  toInput?: (values: Values) => unknown;
  /** Interpolation for a field's message, e.g. the (min)/(max) of its register rule. */
  messageParams?: (path: string) => Record<string, unknown> | undefined;
}

export interface ZodForm<Values> {
  form: UseFormReturnType<Values>;
  field: (path: keyof Values & string, inputOptions?: { type: 'checkbox' }) => FieldInputProps;
  /** True when the field passes its rule now (the SMS button asks before sending). */
  fieldIsValid: (path: keyof Values & string) => boolean;
}

/** The schema checks the values themselves (the site's forms: their schemas are written for them). */
export function useZodForm<Schema extends z.ZodType<unknown, object>>(
  schema: Schema,
  initialValues: z.input<Schema>,
  options?: ZodFormOptions<z.input<Schema>>,
): ZodForm<z.input<Schema>>;
/** A schema loaded once the form is on screen (the login form of the first screen): `schema()` is
 *  undefined until then, and the form does not validate (zod-validate.ts). */
export function useZodForm<Values extends object>(
  schema: () => z.ZodType | undefined,
  initialValues: Values,
  options?: ZodFormOptions<Values>,
): ZodForm<Values>;
/** The schema checks what `toInput` makes of the values (the panel's forms and the shared admin schemas). */
export function useZodForm<Values extends object>(
  schema: z.ZodType,
  initialValues: Values,
  options: ZodFormOptions<Values> & { toInput: (values: Values) => unknown },
): ZodForm<Values>;
export function useZodForm<Values extends object>(
  schema: FormSchema,
  initialValues: Values,
  options: ZodFormOptions<Values> = {},
): ZodForm<Values> {
  const message = useContext(FieldMessageContext);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: zodValidate(schema, options.toInput),
  });

  const field: ZodForm<Values>['field'] = (path, inputOptions) => {
    const props = form.getInputProps(path, inputOptions);
    const error: unknown = props.error;
    const text =
      typeof error === 'string' ? message(error, options.messageParams?.(path) ?? {}) : (error as undefined);
    return { ...props, error: text };
  };

  // a schema still loading passes no field (zod-validate.ts)
  const loaded = () => typeof schema !== 'function' || schema() !== undefined;
  const fieldIsValid: ZodForm<Values>['fieldIsValid'] = (path) =>
    loaded() && !form.validateField(path).hasError;

  return { form, field, fieldIsValid };
}
