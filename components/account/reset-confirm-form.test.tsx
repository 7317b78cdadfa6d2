/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { reloadSession } from '@/lib/client/session-store';
import { WithTestMessages } from '@/test/messages';
import en from '@/messages/en.json';
import { ResetConfirmForm } from './reset-confirm-form';

function reply(status: number, body: unknown): Response {
  return { status, statusText: '', text: async () => JSON.stringify(body), json: async () => body } as Response;
}

let fetchMock: jest.Mock;
beforeEach(() => {
  window.localStorage.clear();
  reloadSession();
  document.cookie = 'XSRF-TOKEN=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ; path=/';
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderWithToken(token: string) {
  window.history.replaceState(null, '', `/resetps?token=${token}`);
  render(
    <NextIntlClientProvider locale="en" messages={null}>
      <WithTestMessages namespaces={['Auth', 'Errors']}>
        <ResetConfirmForm />
      </WithTestMessages>
    </NextIntlClientProvider>,
  );
}

const TOKEN = 'a'.repeat(43);

// Issue 15, item 10: a used reset link showed the form, and said it was used only after a new password was typed.
it('says at once that a used link is used, without asking for a password', async () => {
  fetchMock.mockResolvedValue(reply(200, { usable: false }));
  renderWithToken(TOKEN);
  await waitFor(() => expect(screen.getByText(en.Auth.resetInvalid)).toBeInTheDocument());
  expect(screen.queryByLabelText(en.Auth.newPassword)).toBeNull();
  expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/api/auth/password-reset/check'), expect.objectContaining({ method: 'POST' }));
});

it('asks for the new password when the link still works', async () => {
  fetchMock.mockResolvedValue(reply(200, { usable: true }));
  renderWithToken(TOKEN);
  await waitFor(() => expect(screen.getByLabelText(en.Auth.newPassword)).toBeInTheDocument());
  expect(screen.queryByText(en.Auth.resetInvalid)).toBeNull();
});
