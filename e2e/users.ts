import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { specDb } from './db';
import { passwordHash } from './password-hash';

export const PASSWORD = 'lantern meadow violet 27';

/**
 * The users a spec creates: fresh addresses under example.test, made through the API with this
 * browser's XSRF cookie, and removed with their mails after the spec's tests. Call once per spec.
 * `adopt` takes an address the spec made another way (a sign-up through the form, a guest's
 * checkout). The stock their orders took goes back to the shelf first, so other specs find the demo stock as seeded.
 */
export function specUsers(prefix: string) {
  const db = specDb();
  const created: string[] = [];
  test.afterAll(async () => {
    if (created.length) {
      await db.query(
        `update products p set stock = p.stock + x.q from (
        select i.product_id, sum(i.quantity)::int as q from order_items i join orders o on o.id = i.order_id left join users u on u.id = o.user_id
        where coalesce(u.email, o.email) = any($1::text[]) and o.status <> 'cancelled' group by i.product_id) x where x.product_id = p.id`,
        [created],
      );
      // A guest's orders have no account to go with.
      await db.query('delete from orders where user_id is null and email = any($1::text[])', [created]);
      await db.query('delete from users where email = any($1::text[])', [created]);
      await db.query('delete from outbox where "to" = any($1::text[])', [created]);
    }
    await db.end();
  });

  const newEmail = (tag: string) => {
    const email = `${prefix}-${tag}-${randomUUID().slice(0, 8)}@example.test`;
    created.push(email);
    return email;
  };

  const apiUser = async (page: Page, lang: string, name: string) => {
    const email = newEmail(lang);
    await page.request.get('/api/xsrf');
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
    const res = await page.request.post('/api/auth/register', {
      headers: { 'x-xsrf-token': xsrf, 'x-lang': lang },
      data: { email, password: PASSWORD, name, acceptTerms: true },
    });
    expect(res.status()).toBe(202);
    return email;
  };

  /**
   * An account written straight into the database, with PASSWORD and `lang`: for specs whose
   * subject is not signing up. Sign-ups from one address are limited per hour, and the whole run
   * comes from one address, so specs that only need a buyer should not spend them.
   */
  const dbUser = async (lang: string, name: string) => {
    const email = newEmail(lang);
    await db.query('insert into users (email, password_hash, name, locale) values ($1, $2, $3, $4)', [email, await passwordHash(PASSWORD), name, lang]);
    return email;
  };

  const adopt = (email: string) => {
    created.push(email);
    return email;
  };

  return { db, newEmail, apiUser, dbUser, adopt };
}
