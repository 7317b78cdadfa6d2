import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { axe } from './axe';
import { specDb } from './db';
import { apiSignIn, staffAccounts } from './staff';

// Issue 34: bulk work in the inbox. A support member picks three answered messages, takes them on in
// one step, then archives them in one step; each step reports how many changed. The messages start
// answered, outside the open count other specs read.

const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
const TAG = randomUUID().slice(0, 6);
const ids: string[] = [];

test.afterAll(async () => {
  if (ids.length) await db.query('delete from messages where id = any($1::uuid[])', [ids]);
  await removeStaff();
  await db.end();
});

test('support picks three messages, assigns them to themself and archives them, one action each', async ({ page }) => {
  for (const n of [1, 2, 3]) {
    const { rows } = await db.query<{ id: string }>(
      "insert into messages (name, contact, message, locale, ip_hash, status) values ($1, null, $2, 'en', 'e2e', 'answered') returning id",
      [`Bulk ${TAG} ${n}`, `Question ${n} about the C4`],
    );
    ids.push(rows[0]!.id);
  }
  await apiSignIn(page, await insertStaff('support', 'Bea Bulk'));
  await page.goto('/admin/messages?status=answered');
  const bar = page.getByRole('group', { name: 'Selected messages' });
  const pick = (n: number) => page.getByRole('checkbox', { name: new RegExp(`^Select the message from Bulk ${TAG} ${n},`) });
  for (const n of [1, 2, 3]) await pick(n).check();
  await expect(bar).toContainText('3 selected');
  expect((await axe(page)).violations).toEqual([]);

  await bar.getByRole('button', { name: 'Assign to me' }).click();
  await expect(bar.getByRole('status')).toHaveText('3 messages changed.');
  for (const n of [1, 2, 3]) await expect(pick(n)).not.toBeChecked();
  const inbox = page.getByTestId('inbox');
  for (const n of [1, 2, 3]) await expect(inbox.getByRole('listitem').filter({ hasText: `Bulk ${TAG} ${n}` })).toContainText('Bea Bulk');

  for (const n of [1, 2, 3]) await pick(n).check();
  await bar.getByLabel('Status').selectOption('archived');
  await bar.getByRole('button', { name: 'Set status' }).click();
  await expect(bar.getByRole('status')).toHaveText('3 messages changed.');
  await expect(inbox).not.toContainText(`Bulk ${TAG}`);
  await page.getByRole('button', { name: /^Archived \(\d+\)$/ }).click();
  for (const n of [1, 2, 3]) await expect(inbox.getByRole('listitem').filter({ hasText: `Bulk ${TAG} ${n}` })).toContainText('Archived');
  const { rows } = await db.query<{ status: string; name: string }>(
    'select m.status, s.name from messages m join staff s on s.id = m.assigned_to where m.id = any($1::uuid[])',
    [ids],
  );
  expect(rows).toEqual([1, 2, 3].map(() => ({ status: 'archived', name: 'Bea Bulk' })));
});
