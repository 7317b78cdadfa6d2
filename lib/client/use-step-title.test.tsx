/** @jest-environment jsdom */
import { cleanup, render } from '@testing-library/react';
import { useStepTitle } from './use-step-title';

function Step({ name }: { name: string }) {
  useStepTitle(name);
  return null;
}

afterEach(cleanup);

it('names the step before the site name while mounted, and gives the page its title back after', () => {
  document.title = 'Shopping cart | Pawtrail';
  const view = render(<Step name="Checkout" />);
  expect(document.title).toBe('Checkout | Pawtrail');
  view.rerender(<Step name="Order placed" />);
  expect(document.title).toBe('Order placed | Pawtrail');
  view.unmount();
  expect(document.title).toBe('Shopping cart | Pawtrail');
});

it('leaves the title of a page navigated to meanwhile alone', () => {
  document.title = 'Shopping cart | Pawtrail';
  const view = render(<Step name="Checkout" />);
  document.title = 'My account | Pawtrail';
  view.unmount();
  expect(document.title).toBe('My account | Pawtrail');
});
