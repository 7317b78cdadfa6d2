/** @jest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LocaleSelect } from './locale-select';

const replace = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ replace }),
  usePathname: () => '/brand',
}));

const options = [
  { value: 'en' as const, label: 'English' },
  { value: 'de' as const, label: 'Deutsch' },
  { value: 'ja' as const, label: '日本語' },
];

beforeEach(() => {
  replace.mockClear();
  render(<LocaleSelect locale="en" label="Language" options={options} />);
});

const select = () => screen.getByLabelText('Language') as HTMLSelectElement;

// Issue 15, item 7: the first arrow key switched the language, so a keyboard user could not browse the list.
it('lets a keyboard user browse with the arrow keys and switches on Enter', () => {
  fireEvent.keyDown(select(), { key: 'ArrowDown' });
  fireEvent.change(select(), { target: { value: 'de' } });
  fireEvent.keyDown(select(), { key: 'ArrowDown' });
  fireEvent.change(select(), { target: { value: 'ja' } });
  expect(replace).not.toHaveBeenCalled();
  expect(select().value).toBe('ja');
  fireEvent.keyDown(select(), { key: 'Enter' });
  expect(replace).toHaveBeenCalledTimes(1);
  expect(replace).toHaveBeenCalledWith({ pathname: '/brand', query: {} }, { locale: 'ja' });
});

it('keeps the language when the keyboard user leaves without Enter', () => {
  fireEvent.keyDown(select(), { key: 'ArrowDown' });
  fireEvent.change(select(), { target: { value: 'de' } });
  fireEvent.blur(select());
  expect(replace).not.toHaveBeenCalled();
  expect(select().value).toBe('en');
});

it('switches at once on a pointer choice', () => {
  fireEvent.change(select(), { target: { value: 'de' } });
  expect(replace).toHaveBeenCalledWith({ pathname: '/brand', query: {} }, { locale: 'de' });
});

// Issue 35: the page in the new language renders a new select, and focus fell to <body>.
it('gives the focus to the select of the page in the new language', () => {
  select().focus();
  fireEvent.keyDown(select(), { key: 'ArrowDown' });
  fireEvent.change(select(), { target: { value: 'de' } });
  fireEvent.keyDown(select(), { key: 'Enter' });
  expect(replace).toHaveBeenCalledTimes(1);
  cleanup();
  render(<LocaleSelect locale="de" label="Sprache" options={options} />);
  expect(screen.getByLabelText('Sprache')).toHaveFocus();
});
