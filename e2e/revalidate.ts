import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** The server's REVALIDATE_TOKEN: `npm test` gives the server and the specs the same one. */
export const revalidateToken = process.env.REVALIDATE_TOKEN ?? '';

/** Fails the test at once, with the reason, when this process was not given the server's token. */
export function expectRevalidateToken() {
  expect(revalidateToken, 'npm test gives the server and this suite one REVALIDATE_TOKEN').not.toBe('');
}

/**
 * Expires the pages cached under `tags`, as the content publisher does (POST
 * /api/content/revalidate with the token), and checks the server took it: a spec that changed
 * rows behind the server's back puts them back and then calls this, so later specs see the seed.
 */
export async function expirePages(request: APIRequestContext, tags: string[]) {
  const res = await request.post('/api/content/revalidate', { headers: { authorization: `Bearer ${revalidateToken}` }, data: { tags } });
  expect(res.status(), `revalidating ${tags.join(', ')}`).toBe(200);
  return res;
}
