/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { FaqFilter } from './faq-filter';

const labels = {
  search: 'Search the questions',
  placeholder: 'Battery, size, app…',
  clear: 'Clear',
  noResults: 'No question matches.',
  results: ['0 questions', '1 question matches', '2 questions match', '3 questions match'],
};

/** The server's list (FaqList) beside the filter: two categories, three questions. */
function page() {
  return render(
    <>
      <FaqFilter listId="faq-list" total={3} labels={labels} />
      <div id="faq-list">
        <section data-faq-category aria-label="Collars">
          <details data-faq-item>
            <summary>How long does the collar’s battery last?</summary>
          </details>
          <details data-faq-item>
            <summary>Which size fits my dog?</summary>
          </details>
        </section>
        <section data-faq-category aria-label="App">
          <details data-faq-item>
            <summary>Does the app show the battery level?</summary>
          </details>
        </section>
      </div>
    </>,
  );
}
const search = () => screen.getByRole('searchbox', { name: labels.search });
const visible = () => [...document.querySelectorAll<HTMLElement>('[data-faq-item]')].filter((item) => !item.hidden).map((item) => item.textContent);

describe('the FAQ search', () => {
  it('hides the questions without every word typed, accents and case aside, and says how many match', () => {
    const { container } = page();
    fireEvent.change(search(), { target: { value: 'BATTERÍE' } });
    expect(visible()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(labels.noResults);

    fireEvent.change(search(), { target: { value: 'BATTERY collar' } });
    expect(visible()).toEqual(['How long does the collar’s battery last?']);
    expect(screen.getByRole('status')).toHaveTextContent('1 question matches');
    // A category with no question left is hidden with them.
    expect(container.querySelector<HTMLElement>('[aria-label="App"]')!.hidden).toBe(true);

    fireEvent.change(search(), { target: { value: 'battery' } });
    expect(visible()).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 questions match');
  });

  it('shows every question again when cleared, and says nothing', () => {
    const { container } = page();
    fireEvent.change(search(), { target: { value: 'size' } });
    expect(visible()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: labels.clear }));
    expect(visible()).toHaveLength(3);
    expect(container.querySelectorAll('[data-faq-category][hidden]')).toHaveLength(0);
    expect(search()).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
