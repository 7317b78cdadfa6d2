/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

// Issue 35: the form went away with the focus in it, and focus dropped to <body>.
it('moves focus to "Sign in" once the new password is saved', async () => {
  fetchMock.mockImplementation(async (url: string) =>
    url.includes('/check') ? reply(200, { usable: true }) : url.includes('/xsrf') ? reply(200, {}) : reply(200, { ok: true }),
  );
  renderWithToken(TOKEN);
  const password = await screen.findByLabelText(en.Auth.newPassword);
  fireEvent.change(password, { target: { value: 'harbour lantern 58 violet' } });
  fireEvent.click(screen.getByRole('button', { name: en.Auth.resetConfirmSubmit }));
  await waitFor(() => expect(screen.getByRole('link', { name: en.Auth.loginLink })).toHaveFocus());
});
