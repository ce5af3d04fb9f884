// /docs/json is a valid OpenAPI 3.1 document (issue 41): a maintained validator passes it, every schema in
// it compiles under Ajv's strict JSON Schema 2020-12, every path parameter is declared, and it says what
// the gateway really answers (refusals, content types, the Merchant header, the token).
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import type { JsonSchema, OpenApiDocument, Operation, Parameter } from './types.ts';

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

/** Ajv as the schema check uses it: strict, with the document's components under one id. */
function ajvWithComponents() {
  const ajv = new Ajv2020({ strict: true, strictRequired: false, strictTypes: false });
  addFormats.default(ajv);
  ajv.addKeyword({ keyword: 'x-sim-range' });
  const toAjv = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"components#/$defs/'));
  ajv.addSchema({ $id: 'components', $defs: toAjv(doc.components.schemas) });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const compile = (schema: JsonSchema) => {
    const key = JSON.stringify(schema);
    if (!compiled.has(key)) compiled.set(key, ajv.compile(toAjv(schema)));
    return compiled.get(key)!;
  };
  return { ajv, compile };
}

/** Every schema an operation holds: parameters, bodies (the plaintext of encrypted ones), answers. */
function schemasOf(operation: Operation): [string, JsonSchema][] {
  const out: [string, JsonSchema][] = [];
  for (const parameter of operation.parameters ?? [])
    out.push([
      `parameter ${parameter.name}`,
      parameter.schema ?? parameter.content!['application/json']!.schema,
    ]);
  for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
    out.push([`body ${type}`, media.schema]);
    const plaintext = (media as { 'x-sim-plaintext'?: JsonSchema })['x-sim-plaintext'];
    if (plaintext) out.push(['plaintext', plaintext]);
  }
  for (const [status, response] of Object.entries(operation.responses))
    for (const [type, media] of Object.entries(
      (response as { content?: Record<string, { schema: JsonSchema }> }).content ?? {},
    ))
      out.push([`answer ${status} ${type}`, media.schema]);
  return out;
}

const parameter = (operation: Operation, name: string, place: Parameter['in']) =>
  operation.parameters?.find((p) => p.name === name && p.in === place);

describe('the OpenAPI document', () => {
  it('passes @apidevtools/swagger-parser (every $ref resolves)', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
    expect(doc.openapi).toBe('3.1.0');
  });

  it('has only schemas that compile under strict JSON Schema 2020-12', () => {
    const { compile } = ajvWithComponents();
    const broken: string[] = [];
    for (const { path, method, operation } of operations())
      for (const [where, schema] of schemasOf(operation))
        try {
          compile(schema);
        } catch (error) {
          broken.push(`${method} ${path} ${where}: ${(error as Error).message}`);
        }
    expect(broken).toEqual([]);
  });

  it('declares every path parameter, and no other', () => {
    const wrong: string[] = [];
    for (const { path, method, operation } of operations()) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      if (JSON.stringify(inPath) !== JSON.stringify(declared)) wrong.push(`${method} ${path}: ${declared}`);
    }
    expect(wrong).toEqual([]);
    expect(parameter(doc.paths['/lotto-{area}/lgw/draw/code/{code}']!.get!, 'area', 'path')).toMatchObject({
      required: true,
      schema: { pattern: '^[a-z]{2,12}$' },
    });
  });

  it('names shared schemas as components, a recursive one included', () => {
    const whitelabel = JSON.stringify(doc.paths['/wps/system/whitelabel']!.get!.responses['200']);
    const name = /#\/components\/schemas\/([A-Za-z0-9]+)/.exec(whitelabel)?.[1];
    expect(name && doc.components.schemas[name]).toBeTruthy();
    expect(JSON.stringify(doc)).not.toContain('"anyOf":[]');
    expect(Object.keys(doc.components.schemas).length).toBeGreaterThan(50);
  });

  it('declares Merchant as a required header of every gateway call, and the token as the only security', () => {
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['token']);
    for (const { path, operation } of operations().filter(({ path }) => /^\/(wps|lgw|lotto)/.test(path))) {
      const merchant = parameter(operation, 'Merchant', 'header');
      expect(merchant, path).toBeDefined();
      expect(merchant!.required, path).toBe(path !== '/wps/session/key/rsa');
      // a token call requires the token; a public call takes none, or (a few) one when sent
      if (operation['x-sim-auth']) expect(operation.security, path).toEqual([{ token: [] }]);
      else
        expect([undefined, JSON.stringify([{}, { token: [] }])], path).toContain(
          operation.security && JSON.stringify(operation.security),
        );
    }
    const feedback = doc.paths['/wps/feedback/']!.put!;
    expect(feedback.security).toEqual([{}, { token: [] }]);
    expect(feedback.responses['401']).toBeDefined();
  });

  it('documents every refusal: the 200 refusal envelope beside the answer, and the gateway statuses', () => {
    const info = doc.paths['/wps/member/info']!.get!;
    expect(Object.keys(info.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '408', '413', '431', '500', '503']),
    );
    const { compile } = ajvWithComponents();
    const answer = (path: string, method: string) =>
      compile(
        (doc.paths[path]![method]!.responses['200'] as { content: Record<string, { schema: JsonSchema }> })
          .content['application/json']!.schema,
      );
    // the fuzzer's case: a refusal with a value of its own
    const refusal = {
      success: false,
      errorCode: 'US_INCORRECT_PASSWORD_ERROR',
      message: 'x',
      value: { field: 'oldPassword' },
    };
    expect(answer('/wps/member/password/unsecure', 'post')(refusal)).toBe(true);
    expect(answer('/wps/member/password/unsecure', 'post')({ success: true, value: null })).toBe(true);
    expect(doc.paths['/wps/game/launchGame']!.post!.responses['405']).toEqual({
      $ref: '#/components/responses/MethodNotSupported',
    });
  });

  it('gives the true content type of an answer', () => {
    const key = doc.paths['/wps/session/key/rsa']!.get!.responses['200'] as {
      content: Record<string, unknown>;
    };
    expect(Object.keys(key.content)).toEqual(['text/plain']);
  });

  it('carries the input rules the server enforces', () => {
    const { compile } = ajvWithComponents();
    const deposit =
      doc.paths['/wps/v2/transaction/deposit']!.post!.requestBody!.content['application/json']!.schema;
    const body = deposit.$ref ? doc.components.schemas[String(deposit.$ref).split('/').pop()!]! : deposit;
    const amount = compile((body.properties as Record<string, JsonSchema>).amount!);
    expect(
      [0, '0', '0.00', -5, '1e3', ' 5', '0x10', 12.345, '12.345', 1e13].map((a) => amount(a)),
    ).not.toContain(true);
    expect([5, '5', '0.01', 12.34, '12.34', '1000000000000'].map((a) => amount(a))).not.toContain(false);
    const downlineRebates = doc.paths['/wps/agent/downlineRebates']!.get!;
    expect(parameter(downlineRebates, 'username', 'query')?.required).toBe(true);
  });

  it('keeps the gateway switches the auth matrix and the fuzzer read', () => {
    expect(doc.paths['/wps/v2/transaction/withdraw']!.post).toMatchObject({
      'x-sim-auth': 'member',
      'x-sim-encrypted': true,
      'x-sim-real-account': true,
    });
    const body = doc.paths['/wps/v2/transaction/withdraw']!.post!.requestBody!.content['application/json']!;
    expect((body as { 'x-sim-plaintext'?: JsonSchema })['x-sim-plaintext']).toBeDefined();
  });
});
