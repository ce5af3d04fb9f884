// Does an answer match what the document says of it: a documented status, a documented content type,
// and a body the documented schema of that status accepts (Ajv, JSON Schema 2020-12 as OpenAPI 3.1
// writes it, with the document's components as one schema of definitions).
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../fuzz/operations.ts';
import type { Answer } from '../fuzz/wire.ts';
import type { CheckedOperation } from './operations.ts';

/** The mark of a date range's end (shared/src/date-param.ts): `{end: 'start' | 'end', maxDays}`. */
export const RANGE_MARK = 'x-sim-range';
const COMPONENTS = '#/components/schemas/';
const DEFINITIONS = 'components#/$defs/';

const toAjv = (schema: unknown): JsonSchema =>
  JSON.parse(JSON.stringify(schema).replaceAll(`"${COMPONENTS}`, `"${DEFINITIONS}`));

/** The media type of a Content-Type header, without its parameters. */
export const mediaType = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();

export class Conformance {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<unknown, ValidateFunction>();

  constructor(components: Record<string, JsonSchema>) {
    this.ajv = new Ajv2020({ strict: true, strictRequired: false, strictTypes: false, allErrors: false });
    addFormats.default(this.ajv);
    // the document's own marks on a schema (a range's two dates, shared/src/date-param.ts)
    this.ajv.addKeyword({ keyword: RANGE_MARK });
    this.ajv.addSchema({ $id: 'components', $defs: toAjv(components) });
  }

  private validator(schema: JsonSchema): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(toAjv(schema));
      this.compiled.set(schema, validate);
    }
    return validate;
  }

  /** Compiles every answer schema of the operations (a schema Ajv refuses is a fault of the document). */
  compileAll(operations: CheckedOperation[]): void {
    for (const operation of operations)
      for (const media of Object.values(operation.responses))
        for (const schema of Object.values(media)) this.validator(schema);
  }

  /** True when `value` is valid for `schema` (used to tell a wrong value from a documented one). */
  accepts(schema: JsonSchema, value: unknown): boolean {
    return this.validator(schema)(value) as boolean;
  }

  /** What is wrong with the answer for this operation, or null. */
  check(operation: CheckedOperation, answer: Answer): { check: string; reason: string } | null {
    const documented = operation.responses[String(answer.status)];
    if (!documented)
      return {
        check: 'status documented',
        reason: `HTTP ${answer.status} is not documented (${Object.keys(operation.responses).join(', ')})`,
      };
    const type = mediaType(answer.headers['content-type'] as string | undefined);
    // an answer documented without content (204): none sent
    if (Object.keys(documented).length === 0 && answer.text === '') return null;
    const schema = documented[type];
    if (!schema)
      return {
        check: 'content type',
        reason: `HTTP ${answer.status} answered ${type || 'no content type'}, documented ${Object.keys(documented).join(', ') || 'none'}`,
      };
    let body: unknown = answer.text;
    if (type === 'application/json') {
      try {
        body = JSON.parse(answer.text);
      } catch {
        return { check: 'schema conformance', reason: `not JSON: ${answer.text.slice(0, 120)}` };
      }
    }
    const validate = this.validator(schema);
    if (validate(body)) return null;
    const error = validate.errors?.[0];
    return {
      check: 'schema conformance',
      reason: `${error?.instancePath || '/'} ${error?.message ?? 'invalid'} (${error?.schemaPath ?? ''}): ${answer.text.slice(0, 200)}`,
    };
  }
}
