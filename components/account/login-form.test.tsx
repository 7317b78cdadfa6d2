/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { navigation } from '@/lib/api/client';
import { getSession, reloadSession, setToken } from '@/lib/client/session-store';
import { WithTestMessages } from '@/test/messages';
import { LoginForm } from './login-form';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/login',
}));

function reply(status: number, body: unknown): Response {
  return { status, statusText: '', text: async () => JSON.stringify(body), json: async () => body } as Response;
}

let fetchMock: jest.Mock;
beforeEach(() => {
  replace.mockClear();
  window.localStorage.clear();
  reloadSession();
  document.cookie = 'XSRF-TOKEN=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ; path=/';
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  navigation.assign = jest.fn();
});

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  render(
    <NextIntlClientProvider locale="en" messages={null}>
      <WithTestMessages namespaces={['Auth', 'Errors']}>
        <LoginForm locale="en" />
      </WithTestMessages>
    </NextIntlClientProvider>,
  );
}

async function submit(email: string, password: string) {
  await waitFor(() => expect(document.querySelector('form[data-ready="true"]')).not.toBeNull());
  fireEvent.input(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  it('sends a visitor who is already signed in on, to the page they were going to or their account', async () => {
    setToken('signed-in');
    renderAt('/login?redirect=%2Ffavorites');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/favorites'));
    replace.mockClear();
    renderAt('/login');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/user'));
  });

  it('shows the form to a visitor who is not signed in', async () => {
    renderAt('/login');
    await waitFor(() => expect(document.querySelector('form[data-ready="true"]')).not.toBeNull());
    expect(replace).not.toHaveBeenCalled();
  });

  it('shows wrong credentials on the form instead of leaving the page', async () => {
    fetchMock.mockResolvedValue(reply(401, { error: { code: 'invalid_credentials', message: 'Please sign in to continue.' } }));
    renderAt('/login?redirect=%2Fuserinfo');
    await submit('a@example.test', 'wrong password');
    expect(await screen.findByText('The email address or password is incorrect.')).toBeVisible();
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    expect(getSession().token).toBeNull();
  });

  it('stores the token and returns to the redirect target', async () => {
    fetchMock.mockResolvedValue(
      reply(200, { token: 't'.repeat(43), user: { id: '1', email: 'a@example.test', name: 'A', phone: null, locale: 'en', avatarUrl: null } }),
    );
    renderAt('/login?redirect=%2Fja%2Fuserinfo');
    await submit('a@example.test', 'right password');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/ja/userinfo'));
    expect(getSession().token).toBe('t'.repeat(43));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ email: 'a@example.test', password: 'right password' });
  });

  it('refuses an off-site redirect target and goes to the account home', async () => {
    fetchMock.mockResolvedValue(
      reply(200, { token: 't'.repeat(43), user: { id: '1', email: 'a@example.test', name: 'A', phone: null, locale: 'en', avatarUrl: null } }),
    );
    renderAt('/login?redirect=%2F%2Fevil.example%2Fphish');
    await submit('a@example.test', 'right password');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/user'));
  });

  it('checks the fields with the shared schema before sending', async () => {
    renderAt('/login');
    await submit('not-an-email', '');
    expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
    expect(screen.getByText('This field is required.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
