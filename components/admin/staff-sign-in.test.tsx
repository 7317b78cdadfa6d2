/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ADMIN_NAMESPACES } from '@/lib/server/client-messages';
import en from '@/messages/en.json';
import { WithTestMessages } from '@/test/messages';
import { StaffSignIn } from './staff-sign-in';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }) }));

const signIn = () => (
  <WithTestMessages namespaces={ADMIN_NAMESPACES}>
    <StaffSignIn />
  </WithTestMessages>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('StaffSignIn on arrival', () => {
  it('puts focus on its heading when nothing has focus yet', () => {
    render(signIn());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: en.AdminSignIn.title.password }));
  });

  it('leaves focus where the member already put it before the scripts ran (a CI run lost the language select this way)', () => {
    const { container, rerender } = render(<select aria-label="before hydration" />);
    const early = screen.getByRole('combobox', { name: 'before hydration' });
    early.focus();
    rerender(
      <>
        <select aria-label="before hydration" />
        {signIn()}
      </>,
    );
    expect(container.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'before hydration' }));
  });
});
