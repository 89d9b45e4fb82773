import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@hearth/shared';
import { createTestApp, type TestApp } from '../test/harness.js';

type Answer = { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> };
type OpenApi = {
  paths: Record<string, Record<string, { responses?: Record<string, Answer> }>>;
  components: { schemas: Record<string, { properties: Record<string, { type?: string; enum?: string[] }> }> };
};

let t: TestApp;
let doc: OpenApi;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const ERROR_REF = { $ref: '#/components/schemas/ErrorResponse' };

describe('the OpenAPI document', () => {
  it('describes the error body once, with `error` as the list of codes', () => {
    const body = doc.components.schemas.ErrorResponse!;
    expect(body.properties.error!.enum).toEqual([...ERROR_CODES]);
    expect(Object.keys(body.properties).sort()).toEqual(['code', 'details', 'error', 'field', 'message']);
    expect(body.properties.code!.type).toBe('integer');
  });

  it('gives every operation 4XX and 5XX answers with that body, next to its own answers', () => {
    const start = doc.paths['/api/v1/visits/start']!.post!.responses!;
    expect(start['200']).toBeDefined();
    expect(start['4XX']!.content!['application/json']!.schema).toEqual(ERROR_REF);
    expect(start['5XX']!.content!['application/json']!.schema).toEqual(ERROR_REF);

    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ name: `${method} ${path}`, op })));
    expect(operations.length).toBeGreaterThan(50);
    for (const { name, op } of operations) {
      for (const status of ['4XX', '5XX'])
        expect(op.responses?.[status]?.content?.['application/json']?.schema, `${name} ${status}`).toEqual(ERROR_REF);
      // A success answer is still documented (a route without a response schema keeps the default 200).
      expect(
        Object.keys(op.responses ?? {}).some((s) => s.startsWith('2')),
        name,
      ).toBe(true);
    }
  });
});
