import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { params, request } from '@/test/http';
import { smtpInbox } from '@/test/smtp-inbox';
import { staffFixtures } from '@/test/staff-fixtures';
import { PATCH as update, GET as detail } from './[id]/route';
import { POST as note } from './[id]/notes/route';
import { POST as reply } from './[id]/replies/route';
import { GET as list } from './route';

/** A real SMTP receiver: mail leaves over SMTP_URL exactly as in production. */
const mailbox = smtpInbox();
const received = mailbox.received;

beforeAll(async () => {
  await mailbox.start();
});

const staff = staffFixtures();
const { asStaff } = staff;
const made: string[] = [];

afterAll(async () => {
  if (made.length) {
    await db()
      .delete(schema.outbox)
      .where(like(schema.outbox.to, `lena-${staff.tag}-%`));
    await db().delete(schema.messages).where(inArray(schema.messages.id, made));
  }
  await staff.cleanup();
  await closeDb();
  await mailbox.stop();
});

/** A message as the public form stores it. */
async function message(values: { contact?: string | null; locale?: string; text?: string; createdAt?: Date } = {}) {
  const [row] = await db()
    .insert(schema.messages)
    .values({
      name: 'Lena Vogel',
      contact: values.contact === undefined ? `lena-${staff.tag}-${randomUUID().slice(0, 8)}@example.test` : values.contact,
      message: values.text ?? `Mein Halsband blinkt rot.\nWas bedeutet das? ${randomUUID()}`,
      locale: values.locale ?? 'de',
      ipHash: 'test',
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  made.push(row!.id);
  return row!;
}

type Detail = {
  status: string;
  updatedAt: string;
  assignedTo: string | null;
  replyTo: string | null;
  thread: { kind: string; author: string; body: string }[];
};
const read = async (res: Response) => (await res.json()) as Detail & { error?: { code: string; fields?: Record<string, string> } };

let support: Awaited<ReturnType<typeof staff.signedIn>>;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let admin: Awaited<ReturnType<typeof staff.signedIn>>;
beforeAll(async () => {
  [support, editor, admin] = await Promise.all([staff.signedIn('support'), staff.signedIn('editor'), staff.signedIn('admin')]);
});

describe('the messages inbox', () => {
  it('is for support and admins: editors get 403, the signed-out 401, and nothing changes', async () => {
    const m = await message();
    const id = m.id;
    const calls = (cookie?: string) => [
      list(request('/api/admin/messages', asStaff(cookie))),
      detail(request(`/api/admin/messages/${id}`, asStaff(cookie)), params({ id })),
      update(
        request(`/api/admin/messages/${id}`, asStaff(cookie, { method: 'PATCH', body: { status: 'spam', updatedAt: m.updatedAt.toISOString() } })),
        params({ id }),
      ),
      note(request(`/api/admin/messages/${id}/notes`, asStaff(cookie, { body: { body: 'x' } })), params({ id })),
      reply(request(`/api/admin/messages/${id}/replies`, asStaff(cookie, { body: { body: 'x' } })), params({ id })),
    ];
    expect((await Promise.all(calls(editor.cookie))).map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    expect((await Promise.all(calls())).map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    const [row] = await db().select().from(schema.messages).where(eq(schema.messages.id, id));
    expect(row).toMatchObject({ status: 'new' });
    expect(await db().select().from(schema.messageEvents).where(eq(schema.messageEvents.messageId, id))).toHaveLength(0);
    expect((await detail(request(`/api/admin/messages/${id}`, asStaff(admin.cookie)), params({ id }))).status).toBe(200);
  });

  it('answers by email in the visitor’s language, keeps the reply in the thread and marks the message answered', async () => {
    const m = await message({ locale: 'de' });
    const body = 'Guten Tag, das rote Blinken zeigt einen niedrigen Akkustand an. Bitte laden Sie das Halsband auf.';
    const res = await reply(request(`/api/admin/messages/${m.id}/replies`, asStaff(support.cookie, { body: { body } })), params({ id: m.id }));
    expect(res.status).toBe(201);
    const after = await read(res);
    expect(after.status).toBe('answered');
    expect(after.thread).toEqual([expect.objectContaining({ kind: 'reply', author: support.name, body })]);

    const [mail] = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.to, m.contact!), eq(schema.outbox.kind, 'message-reply')));
    expect(mail!.subject).toBe('Re: Deine Nachricht an Pawtrail');
    expect(mail!.text).toContain(body);
    expect(mail!.text).toContain('Dein Pawtrail-Team');
    expect(mail!.text).toContain('> Mein Halsband blinkt rot.\n> Was bedeutet das?');
    expect(mail!.text).toMatch(/Deine Nachricht vom \d+\. \w+ \d{4}:/);
    // Delivered before the 201: the SMTP server has it, and the outbox says so.
    expect(mail!.sentAt).not.toBeNull();
    const delivered = received.find((r) => r.to === m.contact);
    expect(delivered?.raw).toMatch(/^Subject: Re: Deine Nachricht an Pawtrail\r?$/m);
    expect(delivered?.raw).toContain('Pawtrail-Team');

    const [entry] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetId, m.id), eq(schema.auditLog.action, 'message.reply')));
    expect(entry).toMatchObject({ actor: support.email, before: { status: 'new' }, after: { status: 'answered' } });
  });

  it('signs a reply once: the team’s sign-off only when the writer did not sign (issue 32)', async () => {
    const m = await message({ locale: 'de' });
    const body = 'Guten Tag,\n\nbitte laden Sie das Halsband auf.\n\nViele Grüße\nAnna';
    const res = await reply(request(`/api/admin/messages/${m.id}/replies`, asStaff(support.cookie, { body: { body } })), params({ id: m.id }));
    expect(res.status).toBe(201);
    const [mail] = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.to, m.contact!), eq(schema.outbox.kind, 'message-reply')));
    expect(mail!.text).toContain('Viele Grüße\nAnna\n\nDeine Nachricht vom');
    expect(mail!.text).not.toContain('Pawtrail-Team');
  });

  it('refuses to reply to a message that left no email address, and changes nothing', async () => {
    const m = await message({ contact: '+49 30 1234567' });
    const res = await reply(
      request(`/api/admin/messages/${m.id}/replies`, asStaff(support.cookie, { body: { body: 'Hallo' }, lang: 'de' })),
      params({ id: m.id }),
    );
    expect(res.status).toBe(422);
    expect((await read(res)).error).toMatchObject({ code: 'no_email_to_reply_to', fields: { contact: 'Bitte gib eine gültige E-Mail-Adresse ein.' } });
    const now = await read(await detail(request(`/api/admin/messages/${m.id}`, asStaff(support.cookie)), params({ id: m.id })));
    expect(now).toMatchObject({ status: 'new', replyTo: null, thread: [] });
    const blank = await reply(request(`/api/admin/messages/${m.id}/replies`, asStaff(support.cookie, { body: { body: '   ' } })), params({ id: m.id }));
    expect(blank.status).toBe(422);
  });

  it('keeps internal notes on the thread without sending anything, and a note starts the work', async () => {
    const m = await message();
    const res = await note(
      request(`/api/admin/messages/${m.id}/notes`, asStaff(support.cookie, { body: { body: 'Called her, waiting for a photo.' } })),
      params({ id: m.id }),
    );
    expect(res.status).toBe(201);
    expect(await read(res)).toMatchObject({ status: 'in_progress', thread: [{ kind: 'note', body: 'Called her, waiting for a photo.' }] });
    expect(await db().select().from(schema.outbox).where(eq(schema.outbox.to, m.contact!))).toHaveLength(0);
  });

  it('assigns to support staff only, and refuses a change based on an old version', async () => {
    const m = await message();
    const version = m.updatedAt.toISOString();
    const patch = (body: Record<string, unknown>) =>
      update(request(`/api/admin/messages/${m.id}`, asStaff(support.cookie, { method: 'PATCH', body })), params({ id: m.id }));
    expect((await patch({ assignedTo: editor.id, updatedAt: version })).status).toBe(422);
    const assigned = await patch({ assignedTo: support.id, status: 'in_progress', updatedAt: version });
    expect(assigned.status).toBe(200);
    expect(await read(assigned)).toMatchObject({ assignedTo: support.id, status: 'in_progress' });
    const stale = await patch({ status: 'spam', updatedAt: version });
    expect(stale.status).toBe(409);
    const [row] = await db().select().from(schema.messages).where(eq(schema.messages.id, m.id));
    expect(row).toMatchObject({ status: 'in_progress', assignedTo: support.id });

    const mine = (await (await list(request('/api/admin/messages?assigned=me', asStaff(support.cookie)))).json()) as { items: { id: string }[] };
    expect(mine.items.map((i) => i.id)).toContain(m.id);
    const others = (await (await list(request('/api/admin/messages?assigned=me', asStaff(admin.cookie)))).json()) as { items: { id: string }[] };
    expect(others.items.map((i) => i.id)).not.toContain(m.id);
  });

  it('pages through a status newest first, each message once', async () => {
    const base = Date.UTC(2020, 0, 1);
    // Two share a timestamp: the id breaks the tie.
    const rows = await Promise.all([0, 1, 1, 2, 3].map((i) => message({ createdAt: new Date(base + i * 1000) })));
    await db()
      .update(schema.messages)
      .set({ status: 'archived' })
      .where(
        inArray(
          schema.messages.id,
          rows.map((r) => r.id),
        ),
      );
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const page: { items: { id: string; status: string }[]; next: string | null } = await (
        await list(request(`/api/admin/messages?status=archived&limit=2${before ? `&before=${encodeURIComponent(before)}` : ''}`, asStaff(support.cookie)))
      ).json();
      expect(page.items.every((i) => i.status === 'archived')).toBe(true);
      seen.push(...page.items.map((i) => i.id));
      before = page.next;
    } while (before);
    const ours = seen.filter((id) => rows.some((r) => r.id === id));
    expect(ours).toHaveLength(5);
    expect(new Set(seen).size).toBe(seen.length);
    expect(ours[0]).toBe(rows[4]!.id);
    expect(ours[4]).toBe(rows[0]!.id);
    expect((await list(request('/api/admin/messages?before=yesterday', asStaff(support.cookie)))).status).toBe(422);
  });
});
