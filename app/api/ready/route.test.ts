import { closeDb } from '@/lib/server/db';
import { request } from '@/test/http';
import { GET as health } from '../health/route';
import { GET as ready } from './route';

afterAll(closeDb);

describe('health and readiness', () => {
  it('GET /api/health answers ok without touching the database', async () => {
    const res = await health(request('/api/health'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready reports the database reachable', async () => {
    const res = await ready(request('/api/ready'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ready', database: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /api/ready leaves no timer behind: a probe every few seconds adds no work', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    await ready(request('/api/ready'));
    const before = timers();
    for (let i = 0; i < 3; i += 1) expect((await ready(request('/api/ready'))).status).toBe(200);
    expect(timers()).toBe(before);
  });
});
