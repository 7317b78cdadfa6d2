/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { reloadSession } from '@/lib/client/session-store';
import { OnlineMessageForm, type MessageFormText } from './online-message-form';

const text: MessageFormText = {
  nameLabel: 'Your name',
  contactLabel: 'Contact information',
  contactHint: 'Phone or email',
  messageLabel: 'Your message',
  messageHint: 'Up to 2,000 characters.',
  optional: '(optional)',
  requiredNote: 'Fields marked with * are required.',
  send: 'Send',
  sending: 'Sending…',
  draftNote: 'Draft kept',
  honeypotLabel: 'Leave empty',
  successContact: 'Thanks, we reply by your contact',
  successAnonymous: 'Thanks, call the hotline',
};
const errors = {
  invalidInput: 'Ungültige Eingabe',
  fieldRequired: 'Pflichtfeld',
  fieldInvalid: 'Ungültig',
  fieldContact: 'E-Mail-Adresse oder Telefonnummer',
  network: 'Keine Verbindung',
  server: 'Serverfehler',
  tooManyRequests: 'Zu viele',
  xsrf: 'XSRF',
  'fieldTooLong:100': 'Höchstens 100 Zeichen',
  'fieldTooLong:200': 'Höchstens 200 Zeichen',
  'fieldTooLong:2000': 'Höchstens 2000 Zeichen',
};
const DRAFT_KEY = 'pawtrail:message';
const draft = () => (JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as { value: { id: string; name: string; message: string }[] } | null)?.value ?? [];

function respond(status: number, body: unknown) {
  // jsdom has no fetch Response: a stand-in with the members apiFetch reads.
  const raw = JSON.stringify(body);
  global.fetch = jest.fn().mockResolvedValue({ status, statusText: '', text: async () => raw, json: async () => body } as Response);
}

beforeEach(() => {
  localStorage.clear();
  reloadSession();
  document.cookie = 'XSRF-TOKEN=test-xsrf-token-0123456789abcdefghijklmnopq';
});

async function renderForm() {
  render(<OnlineMessageForm locale="de" text={text} errors={errors} />);
  await waitFor(() => expect(document.querySelector('form[data-ready="true"]')).not.toBeNull());
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(label)), { target: { value } });

describe('OnlineMessageForm', () => {
  it('refuses a blank message with the localized field error and focuses the field', async () => {
    respond(201, { id: 'x' });
    await renderForm();
    type('Your message', '   ');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(await screen.findByText('Pflichtfeld')).toBeVisible();
    expect(screen.getByLabelText(/Your message/)).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Ungültige Eingabe');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('refuses contact information we cannot reply to, before sending', async () => {
    respond(201, { id: 'x' });
    await renderForm();
    type('Contact', 'not a contact!!');
    type('Your message', 'hi');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(await screen.findByText('E-Mail-Adresse oder Telefonnummer')).toBeVisible();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('uses the pre-formatted length message for a long name', async () => {
    await renderForm();
    type('Your name', 'n'.repeat(101));
    type('Your message', 'hi');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(await screen.findByText('Höchstens 100 Zeichen')).toBeVisible();
  });

  it('saves the draft in the persisted message list on every change', async () => {
    await renderForm();
    type('Your name', 'Ada');
    type('Your message', 'Where is my collar?');
    expect(draft()).toEqual([expect.objectContaining({ id: 'online-message', name: 'Ada', message: 'Where is my collar?' })]);
  });

  it('restores a saved draft on mount', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        key: 'message',
        value: [{ id: 'online-message', name: 'Bo', contact: 'bo@example.com', message: 'Saved text', savedAt: 1 }],
        startTime: Date.now(),
      }),
    );
    reloadSession();
    await renderForm();
    expect(screen.getByLabelText(/Your message/)).toHaveValue('Saved text');
    expect(screen.getByLabelText(/Contact information/)).toHaveValue('bo@example.com');
  });

  it('maps server field errors onto the fields and keeps the draft', async () => {
    respond(422, { error: { code: 'invalid_fields', message: 'Ungültige Eingabe', fields: { contact: 'Zu lang (Server)' } } });
    await renderForm();
    type('Contact information', 'x@example.com');
    type('Your message', 'Hello');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(await screen.findByText('Zu lang (Server)')).toBeVisible();
    expect(screen.getByLabelText(/Contact information/)).toHaveFocus();
    expect(draft()).toHaveLength(1);
  });

  it('sends trimmed values with x-lang, then clears the form and the draft after a 201', async () => {
    respond(201, { id: '7d1b0c9e-0000-4000-8000-000000000000' });
    await renderForm();
    type('Contact information', ' x@example.com ');
    type('Your message', '  Hello  ');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(await screen.findByText('Thanks, we reply by your contact')).toBeVisible();
    const [url, init] = (global.fetch as jest.Mock).mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe('/api/messages');
    expect(JSON.parse(String(init.body))).toMatchObject({ contact: 'x@example.com', message: 'Hello' });
    expect((init.headers as Record<string, string>)['x-lang']).toBe('de');
    expect(screen.getByLabelText(/Your message/)).toHaveValue('');
    expect(draft()).toEqual([]);
  });

  it('reports a network failure and keeps the draft', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await renderForm();
    type('Your message', 'Offline text');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(await screen.findByText('Keine Verbindung')).toBeVisible();
    expect(screen.getByLabelText(/Your message/)).toHaveValue('Offline text');
    expect(draft()).toEqual([expect.objectContaining({ message: 'Offline text' })]);
  });
});
