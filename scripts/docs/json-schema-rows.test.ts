import { describe, expect, it } from 'vitest';
import { type JsonSchema, keyRows } from './json-schema-rows.ts';

const schema: JsonSchema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1, description: 'the name' },
    reset: { type: 'boolean', default: true },
    kind: { type: 'string', enum: ['member', 'agent'], default: 'member' },
    type: {
      anyOf: [
        { type: 'number', const: 1 },
        { type: 'number', const: 42 },
      ],
    },
    endTime: { anyOf: [{ type: 'string', format: 'date-time', pattern: '^long$' }, { type: 'null' }] },
    flags: { type: 'object', propertyNames: { type: 'string' }, additionalProperties: { type: 'boolean' } },
    personas: {
      type: 'array',
      description: 'members to create',
      items: {
        type: 'object',
        required: ['username'],
        properties: { username: { type: 'string' }, vip: { type: 'integer', minimum: 0, maximum: 9 } },
      },
    },
    texts: {
      type: 'object',
      propertyNames: { type: 'string', enum: ['EN', 'BN'] },
      additionalProperties: { type: 'object', properties: { title: { type: 'string', maxLength: 120 } } },
    },
  },
};

describe('keyRows', () => {
  const rows = keyRows(schema);
  const row = (path: string) => rows.find((r) => r.path === path);

  it('lists every key, nested ones under their path, in declaration order', () => {
    expect(rows.map((r) => r.path)).toEqual([
      'name',
      'reset',
      'kind',
      'type',
      'endTime',
      'flags',
      'personas',
      'personas[].username',
      'personas[].vip',
      'texts',
      'texts.<key>.title',
    ]);
  });

  it('gives type, allowed values, required, default and description', () => {
    expect(row('name')).toEqual({
      path: 'name',
      type: 'string',
      allowed: '≥ 1 characters',
      required: true,
      description: 'the name',
    });
    expect(row('reset')).toMatchObject({ type: 'boolean', required: false, defaultValue: 'true' });
    expect(row('kind')).toMatchObject({ allowed: '`"member"`, `"agent"`', defaultValue: '"member"' });
    expect(row('personas[].username')).toMatchObject({ required: true });
    expect(row('personas[].vip')).toMatchObject({ type: 'integer', allowed: '0–9', required: false });
  });

  it('reads alternatives, nullables, lists and maps', () => {
    expect(row('type')).toMatchObject({ type: 'number', allowed: '`1`, `42`' });
    expect(row('endTime')).toMatchObject({
      type: 'string or null',
      allowed: 'ISO 8601 date-time with offset',
    });
    expect(row('flags')).toMatchObject({ type: 'map of booleans' });
    expect(row('personas')).toMatchObject({ type: 'list of objects', description: 'members to create' });
    expect(row('texts')).toMatchObject({ type: 'map of objects', allowed: 'keys: `"EN"`, `"BN"`' });
    expect(row('texts.<key>.title')).toMatchObject({ allowed: '≤ 120 characters' });
  });
});
