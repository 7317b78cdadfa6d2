/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { clearToken, reloadSession, setToken } from '@/lib/client/session-store';
import { RequireAuth } from './require-auth';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ ...jest.requireActual('next/navigation'), useRouter: () => ({ replace }) }));

beforeEach(() => {
  replace.mockClear();
  window.localStorage.clear();
  reloadSession();
});

describe('RequireAuth', () => {
  it('sends a signed-out visitor to the sign-in page of the page language, with this page as the redirect', () => {
    window.history.replaceState(null, '', '/ja/userinfo?tab=2');
    render(
      <RequireAuth locale="ja" redirecting="Redirecting">
        <p>secret</p>
      </RequireAuth>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting');
    expect(screen.queryByText('secret')).toBeNull();
    expect(replace).toHaveBeenCalledWith(`/ja/login?redirect=${encodeURIComponent('/ja/userinfo?tab=2')}`);
  });

  it('shows the page with a token and leaves when the token goes (sign-out)', () => {
    window.history.replaceState(null, '', '/user');
    setToken('a'.repeat(43));
    render(
      <RequireAuth locale="en" redirecting="Redirecting">
        <p>secret</p>
      </RequireAuth>,
    );
    expect(screen.getByText('secret')).toBeVisible();
    expect(replace).not.toHaveBeenCalled();
    act(() => clearToken());
    expect(screen.queryByText('secret')).toBeNull();
    expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fuser');
  });
});
