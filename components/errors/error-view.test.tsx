/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorTextsProvider, type ErrorTexts } from './error-texts';
import { ErrorView } from './error-view';

const german: ErrorTexts = {
  title: 'Da ist etwas schiefgelaufen',
  text: 'Diese Seite lässt sich gerade nicht anzeigen. Bitte versuch es gleich noch einmal.',
  retry: 'Erneut versuchen',
  reference: 'Fehlerkennung: {digest}',
  home: 'Zur Startseite',
  homeHref: '/de',
};

function show(error: Error & { digest?: string }, reset = jest.fn()) {
  render(
    <ErrorTextsProvider texts={german}>
      <ErrorView error={error} reset={reset} />
    </ErrorTextsProvider>,
  );
  return reset;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the error page of a segment that threw', () => {
  it('says so in the page’s language, with focus on the news, a way to try again and a way home', () => {
    const error = Object.assign(new Error('boom'), { digest: '2817361942' });
    const reset = show(error);
    const heading = screen.getByRole('heading', { level: 1, name: german.title });
    expect(heading).toHaveFocus();
    expect(screen.getByText(german.text)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
    expect(screen.getByText('Fehlerkennung: 2817361942')).toBeVisible();
    expect(console.error).toHaveBeenCalledWith(error);
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('shows no reference line when the error came with no digest (thrown in the browser)', () => {
    show(new Error('client side'));
    expect(screen.queryByText(/Fehlerkennung/)).toBeNull();
  });
});
