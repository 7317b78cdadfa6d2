/** @jest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ADMIN_NAMESPACES } from '@/lib/server/client-messages';
import { WithTestMessages } from '@/test/messages';
import { LoadMore } from './staff-list';

afterEach(cleanup);

/** A list with `pages` pages, one loaded; each press loads the next (synchronously, as a settled query would show it). */
function Harness({ state }: { state: { loaded: number; pages: number; fetching: boolean; press: () => void } }) {
  return (
    <WithTestMessages namespaces={ADMIN_NAMESPACES}>
      <ul>
        {Array.from({ length: state.loaded }, (_, i) => (
          <li key={i}>row {i}</li>
        ))}
      </ul>
      <LoadMore list={{ hasNextPage: state.loaded < state.pages, isFetchingNextPage: state.fetching, fetchNextPage: state.press }} label="Older" />
    </WithTestMessages>
  );
}

function renderList(pages: number) {
  const state = { loaded: 1, pages, fetching: false, press: () => undefined as unknown };
  const view = render(<Harness state={state} />);
  state.press = () => {
    state.fetching = true;
    view.rerender(<Harness state={{ ...state }} />);
  };
  view.rerender(<Harness state={{ ...state }} />);
  /** The page asked for arrives. */
  const arrive = () =>
    act(() => {
      state.loaded++;
      state.fetching = false;
      view.rerender(<Harness state={{ ...state }} />);
    });
  return { arrive };
}

describe('LoadMore', () => {
  it('keeps the focus on the button while more pages follow', () => {
    const { arrive } = renderList(3);
    const button = screen.getByRole('button', { name: 'Older' });
    button.focus();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    arrive();
    expect(screen.getByRole('button', { name: 'Older' })).toHaveFocus();
  });

  it('hands the focus to a line saying the whole list is shown when the last page is in', () => {
    const { arrive } = renderList(2);
    const button = screen.getByRole('button', { name: 'Older' });
    button.focus();
    fireEvent.click(button);
    arrive();
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
    expect(screen.getByText('The whole list is shown.')).toHaveFocus();
  });

  it('leaves the focus where the member took it meanwhile, and says nothing for a list never paged', () => {
    const { arrive } = renderList(2);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    elsewhere.focus();
    arrive();
    expect(elsewhere).toHaveFocus();
    expect(screen.getByText('The whole list is shown.')).toBeInTheDocument();
    elsewhere.remove();
    cleanup();

    renderList(1);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('The whole list is shown.')).toBeNull();
  });
});
