import { GET as cartCount } from '@/app/api/cart/count/route';
import { closeDb } from '@/lib/server/db';
import { json } from '@/lib/server/http/handler';
import { request } from '@/test/http';
import { contractProblem, documentedOperation } from './contract';

// The answer check test/setup.ts applies to every route handler in jest: it must be able to fail.

afterAll(closeDb);

describe('answers against /api/openapi.json', () => {
  it('finds the operation of a request, literal paths before placeholders', () => {
    expect(documentedOperation('POST', '/api/orders/lookup')?.template).toBe('/api/orders/lookup');
    expect(documentedOperation('GET', '/api/orders/3f1c')?.template).toBe('/api/orders/{id}');
    expect(documentedOperation('GET', '/api/nothing-here')).toBeUndefined();
  });

  it('refuses a body with a field the schema does not name, a wrong type, or an undocumented 2xx', async () => {
    expect(await contractProblem('GET', '/api/cart/count', json({ count: 2 }))).toBeNull();
    expect(await contractProblem('GET', '/api/cart/count', json({ count: 2, token: 'x' }))).toMatch(/GET \/api\/cart\/count answered 200 outside/);
    expect(await contractProblem('GET', '/api/cart/count', json({ count: '2' }))).toMatch(/count/);
    expect(await contractProblem('GET', '/api/cart/count', json({ count: 2 }, { status: 201 }))).toMatch(/answered 201, which its documentation does not list/);
    // Errors have the one Error shape.
    expect(await contractProblem('POST', '/api/cart/items', json({ error: { code: 'x', message: 'y' } }, { status: 409 }))).toBeNull();
    expect(await contractProblem('POST', '/api/cart/items', json({ error: 'x' }, { status: 409 }))).toMatch(/outside/);
  });

  it('wraps every route handler in jest, so a real answer goes through the check', async () => {
    const res = await cartCount(request('/api/cart/count'));
    expect(res.status).toBe(200);
    // The same handler, reached under another operation's path, is held to that operation's schema.
    await expect(cartCount(request('/api/cart'))).rejects.toThrow(/GET \/api\/cart answered 200 outside its documented schema/);
  });
});
