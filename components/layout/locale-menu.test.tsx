/** @jest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LocaleMenu } from './locale-menu';

const replace = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ replace }),
  usePathname: () => '/brand',
}));

const options = [
  { value: 'en' as const, label: 'English', href: '/api/language?locale=en' },
  { value: 'de' as const, label: 'Deutsch', href: '/api/language?locale=de' },
  { value: 'ja' as const, label: '日本語', href: '/api/language?locale=ja' },
];

beforeEach(() => {
  replace.mockClear();
  document.cookie = 'NEXT_LOCALE=; max-age=0; path=/';
  render(<LocaleMenu locale="en" label="Language" options={options} />);
});
afterEach(cleanup);

const menu = () => document.querySelector('details.locale-select') as HTMLDetailsElement;
const link = (name: string) => screen.getByRole('link', { name, hidden: true });

it('is plain HTML first: a disclosure naming the language, and a link per language that works without scripts', () => {
  expect(menu().querySelector('summary')!.textContent).toBe('Language English');
  expect(link('Deutsch')).toHaveAttribute('href', '/api/language?locale=de');
  expect(link('Deutsch')).toHaveAttribute('lang', 'de');
  expect(link('Deutsch')).toHaveAttribute('hreflang', 'de');
  expect(link('English')).toHaveAttribute('aria-current', 'true');
  expect(link('Deutsch')).not.toHaveAttribute('aria-current');
});

it('once hydrated, a click switches in the page: saves the choice, closes the menu, no new document', () => {
  menu().open = true;
  const click = fireEvent.click(link('日本語'));
  expect(click).toBe(false); // default prevented: the link's GET is not made
  expect(replace).toHaveBeenCalledWith({ pathname: '/brand', query: {} }, { locale: 'ja' });
  expect(document.cookie).toContain('NEXT_LOCALE=ja');
  expect(JSON.parse(localStorage.getItem('pawtrail:storeLang')!).value).toBe('ja');
  expect(menu().open).toBe(false);
});

it('leaves a click for a new tab or window to the browser', () => {
  expect(fireEvent.click(link('Deutsch'), { ctrlKey: true })).toBe(true);
  expect(fireEvent.click(link('Deutsch'), { button: 1 })).toBe(true);
  expect(replace).not.toHaveBeenCalled();
});

it('the language already shown only closes the menu', () => {
  menu().open = true;
  fireEvent.click(link('English'));
  expect(replace).not.toHaveBeenCalled();
  expect(menu().open).toBe(false);
});

// Issue 35: the page in the new language renders a new switch, and focus fell to <body>.
it('gives the focus to the button of the page in the new language', () => {
  menu().open = true;
  link('Deutsch').focus();
  fireEvent.click(link('Deutsch'));
  expect(replace).toHaveBeenCalledTimes(1);
  cleanup();
  render(<LocaleMenu locale="de" label="Sprache" options={options} />);
  expect(menu().querySelector('summary')).toHaveFocus();
});
