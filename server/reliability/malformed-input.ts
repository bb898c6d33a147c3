/**
 * Malformed request parts generated from an operation's JSON Schema, for the OpenAPI fuzz test:
 * what a broken client, a proxy that cuts bodies or an attacker sends.
 */
export type JsonSchema = Record<string, unknown>;

const BIG = 'x'.repeat(200 * 1024);
const DEPTH = 500;

function nested(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** A value of another JSON type than the schema asks for. */
function wrongType(schema: JsonSchema): unknown {
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not a number';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'a list' };
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return null;
  }
}

function propertiesOf(schema: JsonSchema): [string, JsonSchema][] {
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
}

export function malformedBodies(schema: JsonSchema): { label: string; body: string }[] {
  const properties = propertiesOf(schema);
  const withEach = (value: (property: JsonSchema) => unknown) => JSON.stringify(Object.fromEntries(properties.map(([name, property]) => [name, value(property)])));
  return [
    { label: 'truncated JSON', body: '{"a": [1, 2' },
    { label: 'not JSON', body: 'hello' },
    { label: 'empty', body: '' },
    { label: 'JSON null', body: 'null' },
    { label: 'a JSON list', body: '[1,2,3]' },
    { label: 'a JSON string', body: JSON.stringify(BIG) },
    { label: 'every field of the wrong type', body: withEach(wrongType) },
    { label: 'every field a 200 KB string', body: withEach(() => BIG) },
    { label: `${DEPTH}-deep nesting`, body: nested(DEPTH) },
    { label: `every field ${DEPTH}-deep`, body: withEach(() => JSON.parse(nested(DEPTH))) },
    { label: 'prototype keys', body: '{"__proto__": {"isAdmin": true, "roleId": 0}, "constructor": {"prototype": {"polluted": true}}, "prototype": 1}' },
  ];
}

export function malformedParams(): { label: string; value: string }[] {
  return [
    { label: 'not an id', value: 'not-an-id' },
    { label: 'negative', value: '-1' },
    { label: 'huge number', value: '99999999999999999999999' },
    { label: 'broken percent-encoding', value: '%E0%A4%A' },
    { label: 'encoded NUL', value: '%00' },
    { label: 'prototype key', value: '__proto__' },
    { label: '4 KB value', value: 'x'.repeat(4096) },
  ];
}

/** URL limits (Node answers 431 to request heads over 16 KB) keep query values far below the body sizes. */
export function malformedQueries(parameters: { name: string; schema: JsonSchema }[]): { label: string; query: string }[] {
  const all = (value: string) => parameters.map(({ name }) => `${encodeURIComponent(name)}=${value}`).join('&');
  const common = [
    { label: 'broken percent-encoding in a name', query: '%E0%A4%A=1' },
    { label: 'prototype keys', query: '__proto__=1&constructor=2&__proto__[x]=3' },
  ];
  if (!parameters.length) return common;
  return [
    ...common,
    { label: 'every value empty', query: all('') },
    { label: 'every value of the wrong kind', query: all('not-a-number-or-id') },
    { label: 'every value negative', query: all('-1') },
    { label: 'every value broken percent-encoding', query: all('%E0%A4%A') },
    { label: 'every value an encoded NUL', query: all('%00') },
    { label: 'every value repeated', query: `${all('1')}&${all('2')}` },
    { label: 'every value 1 KB', query: all('x'.repeat(1024)) },
  ];
}
