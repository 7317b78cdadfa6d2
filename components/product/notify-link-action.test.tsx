/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { NotifyLinkAction } from './notify-link-action';

function reply(status: number, body: unknown): Response {
  return { status, statusText: '', text: async () => JSON.stringify(body), json: async () => body } as Response;
}

const TOKEN = 'b'.repeat(43);
const labels = { ...en.Products.notifyConfirm, failed: en.Products.actionFailed };
let fetchMock: jest.Mock;

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ; path=/';
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', `/notify/confirm?token=${TOKEN}`);
  render(
    <NextIntlClientProvider locale="en" messages={null}>
      <NotifyLinkAction action="confirm" labels={labels} />
    </NextIntlClientProvider>,
  );
});

// Double opt-in: opening the link changes nothing (mail scanners open links); the button confirms.
it('confirms the request only when its button is pressed, posting the token in the body', async () => {
  fetchMock.mockResolvedValue(reply(200, { ok: true }));
  expect(fetchMock).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: labels.button }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(labels.done));
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toMatch(/\/api\/notify\/confirm$/);
  expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN });
  expect(screen.queryByRole('button', { name: labels.button })).toBeNull();
});

it('says why a used or lapsed link no longer works, and offers no button to press again', async () => {
  fetchMock.mockResolvedValue(reply(422, { error: { code: 'invalid_token', message: 'Invalid input', fields: { token: labels.invalid } } }));
  fireEvent.click(screen.getByRole('button', { name: labels.button }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(labels.invalid));
  expect(screen.queryByRole('button', { name: labels.button })).toBeNull();
  expect(screen.getByRole('link', { name: labels.browse })).toBeInTheDocument();
});
