// An operation's answers: its route's own (the success envelope beside the 200 refusal on /wps, the
// lottery gateway's answer unwrapped, a 204 without content, declared refusals) and the refusals of the
// gateway and the error handler its switches make possible (refusals.ts).
import { REFUSAL_REF, REFUSALS, refusalRef, refusalStatuses } from './refusals.ts';
import { isGatewayRoute, isLotteryRoute } from './route-facts.ts';
import type { JsonSchema, Operation, OperationDraft, Response } from './types.ts';

/** An answer any JSON value would do for: a route that declares none. */
const UNDECLARED_SUCCESS: JsonSchema = {
  type: 'object',
  properties: { success: { const: true }, value: {}, message: { type: 'string' } },
  required: ['success'],
};

export function responses(
  draft: OperationDraft,
  schemas: JsonSchema[],
  hasToken: boolean,
): Operation['responses'] {
  const { route } = draft;
  const lottery = isLotteryRoute(route.url);
  const contentType = route.schema?.produces?.[0] ?? 'application/json';
  const out: Operation['responses'] = {};
  const declared = draft.responses.length > 0 ? draft.responses : undefined;
  const success = (schema: JsonSchema): Response => {
    const json = contentType === 'application/json';
    return {
      description: lottery
        ? 'The answer itself, unwrapped (the lottery gateway refuses with 4xx)'
        : json
          ? 'The answer `{success: true, value}`, or a business refusal `{success: false, errorCode, message, value?}` sent with HTTP 200 as the platform does'
          : 'The answer',
      content: { [contentType]: { schema: json && !lottery ? { oneOf: [schema, REFUSAL_REF] } : schema } },
    };
  };
  if (!declared) out['200'] = success(lottery ? {} : UNDECLARED_SUCCESS);
  for (const [status, index] of declared ?? []) {
    if (status === '204') out[status] = { description: 'Accepted; no content' };
    else if (/^2/.test(status)) out[status] = success(schemas[index]!);
    else if (REFUSALS[Number(status)]) out[status] = refusalRef(Number(status));
    else
      out[status] = {
        description: `HTTP ${status}`,
        content: { 'application/json': { schema: schemas[index]! } },
      };
  }
  const config = route.config ?? {};
  const statuses = refusalStatuses({
    gateway: isGatewayRoute(route.url),
    token: hasToken,
    gated: config.gated !== false,
    rateLimited: config.rateLimited !== undefined,
    pathParameters: draft.template.parameters.length > 0,
  });
  for (const status of statuses) out[String(status)] ??= refusalRef(status);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
