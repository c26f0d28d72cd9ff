import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';

const remote = vi.hoisted(() => ({ address: '127.0.0.1' as string | undefined }));
vi.mock('@hono/node-server/conninfo', () => ({ getConnInfo: () => ({ remote: { address: remote.address } }) }));

const { loopbackOnly } = await import('./loopback');

function app() {
  const hono = new Hono();
  hono.use('*', loopbackOnly());
  hono.get('/', (c) => c.text('ok'));
  return hono;
}

describe('the control API answers loopback callers only', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('lets %s in', async (address) => {
    remote.address = address;
    expect((await app().request('/')).status).toBe(200);
  });

  it.each(['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1'])('refuses %s with 403', async (address) => {
    remote.address = address;
    const response = await app().request('/');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'The control API answers loopback callers only' });
  });
});
