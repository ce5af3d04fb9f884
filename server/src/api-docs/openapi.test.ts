// /docs is built on its first request (openapi.ts): Swagger UI and the document as @fastify/swagger makes
// them, the platform's own answers around them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

describe('/docs, built when first asked for', () => {
  it('answers concurrent first requests with one and the same document', async () => {
    const [first, second] = await Promise.all([get('/docs/json'), get('/docs/json')]);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(second.body);
    expect(first.json().paths['/wps/system/status']).toBeDefined();
    expect((await get('/docs/yaml')).body).toContain('/wps/system/status:');
  });

  it('serves Swagger UI and its assets, redirects included', async () => {
    const page = await get('/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect((await get('/docs/static/swagger-initializer.js')).body).toContain("resolveUrl('./json')");
    const redirect = await get('/docs/static/index.html');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/docs/');
  });

  it('keeps the length in a HEAD answer', async () => {
    const head = await get('/docs/json', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBe((await get('/docs/json')).rawPayload.length);
  });

  it('answers a path it does not have with the platform’s not-found envelope', async () => {
    for (const url of ['/docs/nope', '/docs/static/nope.js', '/docs/wps/system/status']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'path.not.found' });
    }
  });

  it('leaves the routes it describes out of the routes it serves', async () => {
    expect((await get('/docs/json')).json().paths['/docs/json']).toBeUndefined();
  });
});
