import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { mailsTo, waitForMail } from '../../e2e/mailbox';
import { startMailSink, type MailSink } from './mail-sink.mjs';

// The test mailbox end to end: nodemailer (as lib/server/mail.ts sends) → the SMTP sink → files →
// e2e/mailbox.ts, which Playwright specs use to read what the server sent.
let sink: MailSink;
const dir = mkdtempSync(path.join(tmpdir(), 'pawtrail-mailbox-'));

beforeAll(async () => {
  sink = await startMailSink({ dir });
  process.env.TEST_MAILBOX_DIR = dir;
});
afterAll(async () => {
  await sink.close();
  rmSync(dir, { recursive: true, force: true });
  delete process.env.TEST_MAILBOX_DIR;
});

const send = (mail: nodemailer.SendMailOptions) => nodemailer.createTransport(sink.url).sendMail({ from: 'Pawtrail <no-reply@pawtrail.example>', ...mail });

describe('the test SMTP mailbox', () => {
  it('listens on a loopback port and keeps the raw message with its envelope', async () => {
    expect(sink.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    await send({ to: 'raw@example.test', subject: 'Raw', text: 'Hello' });
    const files = readdirSync(dir).sort();
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(1);
    const [mail] = await mailsTo('RAW@example.test');
    expect(mail).toMatchObject({ from: 'no-reply@pawtrail.example', to: ['raw@example.test'], subject: 'Raw' });
  });

  it('parses encoded subjects, text and HTML parts and headers', async () => {
    await send({
      to: 'lena@example.test',
      subject: 'Deine Händlerbewerbung bei Pawtrail: Pfötchen & Co',
      text: 'Hallo Lena,\nGrüße aus Berlin',
      html: '<p>Hallo <b>Lena</b></p>',
    });
    const mail = await waitForMail({ to: 'lena@example.test', subject: /Händlerbewerbung/ });
    expect(mail.subject).toBe('Deine Händlerbewerbung bei Pawtrail: Pfötchen & Co');
    expect(mail.text).toContain('Grüße aus Berlin');
    expect(mail.html).toContain('<b>Lena</b>');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.headers.from).toContain('no-reply@pawtrail.example');
  });

  it('waits for a mail that arrives later, and picks the one with the wanted subject', async () => {
    const waiting = waitForMail({ to: 'later@example.test', subject: 'second' });
    await send({ to: 'later@example.test', subject: 'first', text: '1' });
    await send({ to: 'later@example.test', subject: 'the second one', text: '2' });
    expect((await waiting).text.trim()).toBe('2');
  });

  it('fails after its timeout, naming what did arrive for the address', async () => {
    await send({ to: 'other@example.test', subject: 'Not this', text: 'x' });
    await expect(waitForMail({ to: 'other@example.test', subject: 'Wanted', timeout: 300 })).rejects.toThrow(
      'no mail to other@example.test matching Wanted within 300 ms; received: ["Not this"]',
    );
  });
});
