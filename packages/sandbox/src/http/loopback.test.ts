import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';

const remote = vi.hoisted(() => ({ address: '127.0.0.1' as string | undefined }));
vi.mock('@hono/node-server/conninfo', () => ({ getConnInfo: () => ({ remote: { address: remote.address } }) }));

const { controlOnly } = await import('./loopback');

const OWN = 'http://127.0.0.1:54321';

function app() {
  const hono = new Hono();
  hono.use('*', controlOnly(() => new Set([OWN])));
  hono.all('/', (c) => c.text('ok'));
  return hono;
}

describe('the control API answers direct callers on this machine only', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('lets %s in', async (address) => {
    remote.address = address;
    expect((await app().request('/')).status).toBe(200);
  });

  it.each(['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1'])('refuses %s with 403', async (address) => {
    remote.address = address;
    const response = await app().request('/');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'The control API answers loopback callers only', type: 'control_not_loopback' });
  });

  it.each([
    ['a proxy (X-Forwarded-For)', { 'x-forwarded-for': '127.0.0.1' }, 'control_proxied'],
    ['a proxy (Forwarded)', { forwarded: 'for=127.0.0.1' }, 'control_proxied'],
    ['a proxy (Via)', { via: '1.1 vite' }, 'control_proxied'],
    ['another host name (DNS rebinding)', { host: 'attacker.example:54321' }, 'control_foreign_host'],
    ['another site’s page', { origin: 'https://attacker.example' }, 'control_foreign_origin'],
    ['the dashboard’s page', { origin: 'http://127.0.0.1:5173' }, 'control_foreign_origin'],
    ['a page with an opaque origin', { origin: 'null' }, 'control_foreign_origin'],
  ])('refuses a request through %s', async (_label, headers, type) => {
    remote.address = '127.0.0.1';
    const response = await app().request('/', { headers });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ type });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', '', 'text/plain;charset=UTF-8'])('refuses a body of type %j from a caller that is no page of its own', async (type) => {
    remote.address = '127.0.0.1';
    // As over HTTP: the socket is the mock's, the body's length in its header.
    const body = '{"email":"dev@sandbox.test"}';
    const response = await app().request('/', { method: 'POST', body, headers: { 'content-length': String(body.length), ...(type ? { 'content-type': type } : {}) } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ type: 'control_not_json' });
  });

  it('lets in JSON, a bodiless call, its own names for this machine, and a form its own page posts', async () => {
    remote.address = '127.0.0.1';
    expect((await app().request('/', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'content-length': '2' } })).status).toBe(200);
    expect((await app().request('/', { method: 'POST' })).status).toBe(200);
    for (const host of ['127.0.0.1:54321', 'localhost:54321', '[::1]:54321', 'LOCALHOST']) expect((await app().request('/', { headers: { host } })).status).toBe(200);
    const form = await app().request('/', { method: 'POST', body: 'card=4242', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '9', origin: OWN } });
    expect(form.status).toBe(200);
  });
});
