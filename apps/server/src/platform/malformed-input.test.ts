import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { createTestApp, type TestApp } from '../test/harness.js';
import { signedInUser } from '../test/sign-in.js';
import {
  propertiesOf,
  typeOf,
  type OpenApi,
  type Operation,
  type Parameter,
  type Schema,
} from '../test/openapi-doc.js';

/*
 * Every operation of the OpenAPI document, sent malformed input by a Super Admin (who passes every
 * access check, so the input reaches validation and the handlers): the answer is a 4xx with a
 * `{code, error, message}` body, or a 2xx where the input happens to be acceptable — never a 5xx.
 */

type Variant = {
  name: string;
  url: string;
  payload?: string;
  contentType?: string;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const PATH_VALUES = ['1', '0', '-1', 'abc', 'x'.repeat(5000), '%00', '%E0%A4%A'];
const LONG = 'a'.repeat(100_000);

/** A JSON text giving every property a value of the wrong type (`raw` values are written verbatim). */
function bodyText(props: Record<string, Schema>, valueFor: (schema: Schema) => string): string {
  const members = Object.entries(props).map(([key, schema]) => `${JSON.stringify(key)}:${valueFor(schema)}`);
  return `{${members.join(',')}}`;
}

const wrongType = (schema: Schema): string => {
  switch (typeOf(schema)) {
    case 'number':
    case 'integer':
      return '{"a":1}';
    case 'string':
      return '["a"]';
    case 'boolean':
      return '"maybe"';
    case 'array':
      return '"x"';
    case 'object':
      return '5';
    default:
      return '[{}]';
  }
};
const hugeNumbers = (schema: Schema): string => {
  switch (typeOf(schema)) {
    case 'number':
    case 'integer':
      return '1e309';
    case 'string':
      return '2147483648';
    case 'array':
      return '[-1, 2147483648, 1e309]';
    default:
      return '-1';
  }
};
const negativeIds = (schema: Schema): string => {
  const type = typeOf(schema);
  if (type === 'number' || type === 'integer') return '-2147483649';
  if (type === 'array') return '[-1]';
  return wrongType(schema);
};
const stringsOf =
  (text: string) =>
  (schema: Schema): string => {
    const type = typeOf(schema);
    if (type === 'array') return JSON.stringify([text, { name: text }]);
    if (type === 'object') return JSON.stringify({ name: text });
    return JSON.stringify(text);
  };

/** Malformed values for one property, by its declared type. */
function singleValues(schema: Schema): string[] {
  switch (typeOf(schema)) {
    case 'number':
    case 'integer':
      return ['2147483648', '-2147483649', '1e309', '-1', '1.5', '"1"'];
    case 'string':
      return [JSON.stringify(LONG), '"a\\u0000b"', '"a\\ud800b"', '2147483648', '""'];
    case 'boolean':
      return ['"maybe"', '2'];
    case 'array':
      return ['[2147483648]', '[-1]', `[${JSON.stringify(LONG)}]`, '[{"a":{}}]', '[null]'];
    default:
      return ['{"a":[]}', 'null'];
  }
}

/** Bodies no route should choke on: broken, hostile or oddly encoded JSON. */
function rawBodyVariants(url: string): Variant[] {
  const variants: Variant[] = [];
  variants.push({ name: 'invalid JSON', url, payload: '{"a":', contentType: 'application/json' });
  variants.push({ name: 'JSON array', url, payload: '[1,2]', contentType: 'application/json' });
  variants.push({ name: '__proto__', url, payload: '{"__proto__":{"a":1}}', contentType: 'application/json' });
  variants.push({
    name: 'deep',
    url,
    payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    contentType: 'application/json',
  });
  variants.push({ name: 'utf-16', url, payload: '{}', contentType: 'application/json; charset=utf-16' });
  return variants;
}

/** The route's JSON body with wrong types, extreme values and odd text, all at once and one property at a time. */
function jsonVariants(url: string, jsonSchema: Schema): Variant[] {
  const variants: Variant[] = [];
  const props = propertiesOf(jsonSchema);
  const json = (name: string, payload: string) =>
    variants.push({ name, url, payload, contentType: 'application/json' });
  json('wrong types', bodyText(props, wrongType));
  json('huge numbers', bodyText(props, hugeNumbers));
  json('negative ids', bodyText(props, negativeIds));
  json('100k strings', bodyText(props, stringsOf(LONG)));
  json('NUL', bodyText(props, stringsOf('a\u0000b')));
  // JSON.stringify escapes a lone surrogate (`\ud800`); the raw one reaches the server as U+FFFD.
  json('surrogate', bodyText(props, stringsOf('a\ud800b')));
  json('raw surrogate', bodyText(props, stringsOf('a\ud800b')).replace(/\\ud800/g, '\ud800'));
  // One property at a time, so a value the schema lets through reaches the handler (partial updates).
  for (const [key, schema] of Object.entries(props)) {
    for (const value of singleValues(schema)) json(`${key}=${value.slice(0, 12)}`, `{${JSON.stringify(key)}:${value}}`);
  }
  return variants;
}

/** An upload route's body as something that is not, or not quite, multipart. */
function multipartVariants(url: string): Variant[] {
  const variants: Variant[] = [];
  variants.push({ name: 'unknown type', url, payload: 'hello', contentType: 'application/x-unknown' });
  variants.push({ name: 'text', url, payload: 'hello', contentType: 'text/plain' });
  variants.push({ name: 'no boundary', url, payload: 'hello', contentType: 'multipart/form-data' });
  variants.push({
    name: 'broken multipart',
    url,
    payload: '--XX\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\n\r\nab',
    contentType: 'multipart/form-data; boundary=XX',
  });
  return variants;
}

/** The route's query parameters repeated, of the wrong type, extreme, odd text, and as objects. */
function queryVariants(url: string, query: Parameter[]): Variant[] {
  const variants: Variant[] = [];
  const qs = (valueFor: (p: Parameter) => string) =>
    query.map((p) => `${encodeURIComponent(p.name)}=${valueFor(p)}`).join('&');
  variants.push({ name: 'query repeated', url: `${url}?${qs((p) => `1&${encodeURIComponent(p.name)}=2`)}` });
  variants.push({
    name: 'query wrong types',
    url: `${url}?${qs((p) => (typeOf(p.schema) === 'string' ? '%5B%5D' : 'maybe'))}`,
  });
  variants.push({ name: 'query huge', url: `${url}?${qs(() => '1e309')}&${qs(() => '2147483648')}` });
  variants.push({ name: 'query negative', url: `${url}?${qs(() => '-1')}` });
  variants.push({ name: 'query long', url: `${url}?${qs(() => 'a'.repeat(100_000))}` });
  variants.push({ name: 'query NUL', url: `${url}?${qs(() => 'a%00b')}` });
  variants.push({ name: 'query surrogate', url: `${url}?${qs(() => 'a%ED%A0%80b')}` });
  variants.push({ name: 'query bad escape', url: `${url}?${qs(() => '%E0%A4%A')}` });
  for (const p of query) {
    for (const value of ['2147483648', '-1', '1e309', '1.5', 'a'.repeat(100_000), '%00', '%5B%5D'])
      variants.push({
        name: `${p.name}=${value.slice(0, 12)}`,
        url: `${url}?${encodeURIComponent(p.name)}=${value}`,
      });
  }
  variants.push({ name: 'query brackets', url: `${url}?${qs((p) => `[a]=1&${encodeURIComponent(p.name)}[b]=2`)}` });
  return variants;
}

function variantsFor(method: string, path: string, op: Operation): Variant[] {
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  const content = op.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const fill = (value: string) =>
    `/api/v1${pathParams.reduce((p, name) => p.replaceAll(`{${name}}`, value.startsWith('%') ? value : encodeURIComponent(value)), path)}`;
  const url = fill('1');
  const variants: Variant[] = [];

  // Every path value once (with the body that is most likely to pass, none).
  if (pathParams.length > 0)
    for (const value of PATH_VALUES) variants.push({ name: `path ${value.slice(0, 8)}`, url: fill(value) });
  else variants.push({ name: 'plain', url });

  if (method !== 'get') variants.push(...rawBodyVariants(url));
  if (jsonSchema) variants.push(...jsonVariants(url, jsonSchema));
  if ('multipart/form-data' in content) variants.push(...multipartVariants(url));
  if (query.length > 0) variants.push(...queryVariants(url, query));
  return variants;
}

let t: TestApp;
const tokens = { admin: '', staff: '' };
let doc: OpenApi;
beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = (await signedInUser(t, { userType: UserType.SuperAdmin })).token;
  tokens.staff = (await signedInUser(t, { userType: UserType.Staff })).token;
  doc = t.app.swagger() as unknown as OpenApi;
});
afterAll(() => t.close());

type Failure = { operation: string; variant: string; status: number; body: string };

/** One line per failure, columns padded: a compact table for the test's output. */
function table(rows: Failure[]): string {
  const cells = rows.map((r) => [r.operation, r.variant, String(r.status), r.body]);
  const widths = [0, 1, 2].map((i) => Math.max(...cells.map((c) => c[i]!.length)));
  return cells.map((c) => c.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')).join('\n');
}

describe('malformed input on every operation', () => {
  it('answers 4xx with {code, error, message}, never 5xx', async () => {
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, item]) =>
        METHODS.filter((m) => item[m]).map((method) => ({
          method,
          path: path.slice('/api/v1'.length),
          op: item[method]!,
        })),
      );
    expect(operations.length).toBeGreaterThan(50);

    const serverErrors: Failure[] = [];
    const badBodies: Failure[] = [];
    let sent = 0;
    for (const { method, path, op } of operations) {
      for (const variant of variantsFor(method, path, op)) {
        const send = (as: 'admin' | 'staff' = 'admin') =>
          t.app.inject({
            method: method.toUpperCase() as InjectOptions['method'],
            url: variant.url,
            headers: {
              authorization: `Bearer ${tokens[as]}`,
              ...(variant.contentType ? { 'content-type': variant.contentType } : {}),
            },
            ...(variant.payload !== undefined ? { payload: variant.payload } : {}),
          });
        let res = await send();
        sent++;
        if (res.statusCode === 401) {
          // An operation ended the session (log-out, a password change, deleting oneself): sign in again.
          tokens.admin = (await signedInUser(t, { userType: UserType.SuperAdmin })).token;
          res = await send();
        }
        if (res.statusCode === 403) {
          // Operations of the staff (visits) refuse admins before reading the input: send it as staff.
          res = await send('staff');
          if (res.statusCode === 401) {
            tokens.staff = (await signedInUser(t, { userType: UserType.Staff })).token;
            res = await send('staff');
          }
        }
        const failure = {
          operation: `${method.toUpperCase()} ${path}`,
          variant: variant.name,
          status: res.statusCode,
          body: res.body.slice(0, 120),
        };
        if (res.statusCode >= 500) serverErrors.push(failure);
        else if (res.statusCode >= 400) {
          let body: Record<string, unknown> | undefined;
          try {
            body = res.json();
          } catch {
            body = undefined;
          }
          const shaped =
            body?.code === res.statusCode && typeof body.error === 'string' && typeof body.message === 'string';
          if (!shaped) badBodies.push(failure);
        }
      }
    }
    if (serverErrors.length > 0) console.warn(`5xx answers to malformed input:\n${table(serverErrors)}`);
    if (badBodies.length > 0) console.warn(`4xx answers without {code, error, message}:\n${table(badBodies)}`);
    expect(sent).toBeGreaterThan(operations.length * 10);
    expect(serverErrors).toEqual([]);
    expect(badBodies).toEqual([]);
  }, 120_000);
});

describe('an address Fastify refuses before routing', () => {
  it('answers in the error shape without echoing the address', async () => {
    const auth = { authorization: `Bearer ${tokens.admin}` };
    const long = await t.app.inject({ method: 'GET', url: `/api/v1/reports/${'x'.repeat(5000)}`, headers: auth });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 414, error: 'URI_TOO_LONG', message: 'A part of the address is too long.' });
    const badEscape = await t.app.inject({ method: 'GET', url: '/api/v1/reports/%E0%A4%A', headers: auth });
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json()).toEqual({ code: 400, error: 'BAD_URL', message: 'The address is not valid.' });
  });
});
