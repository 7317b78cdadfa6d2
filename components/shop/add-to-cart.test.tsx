/** @jest-environment jsdom */
import { cleanup, render, screen } from '@testing-library/react';
import { AddToCart } from './add-to-cart';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('@/lib/api/shop', () => ({ shopApi: { addToCart: jest.fn() } }));
jest.mock('@/lib/api/cart-cache', () => ({ cartChanged: jest.fn() }));

const text = {
  colour: 'Colour',
  quantity: 'Quantity',
  addToCart: 'Add to cart',
  buyNow: 'Buy now',
  adding: 'Adding…',
  addedToCart: 'Added to your cart.',
  viewCart: 'View cart',
  unavailable: 'Unavailable',
  network: 'No connection',
};

function renderForm() {
  render(
    <AddToCart
      productId="c4"
      locale="en"
      colors={[{ id: 'midnight', name: 'Midnight', hex: '#123' }]}
      available
      text={text}
      cartHref="/shoppingcart"
      checkoutHref="/shoppingcart?step=checkout"
    />,
  );
}

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

it('says "added" itself once hydrated after the plain form came back, and drops the fragment, which the browser may not have applied yet', () => {
  window.history.replaceState(null, '', '/productsShow?id=c4&color=midnight#added-to-cart');
  renderForm();
  expect(screen.getByRole('status')).toHaveTextContent('Added to your cart. View cart');
  // The live message, not the note only CSS shows while its fragment is the document's target.
  expect(document.getElementById('added-to-cart')).toBeNull();
  expect(window.location.hash).toBe('');
  expect(window.location.search).toBe('?id=c4&color=midnight');
});

it('says nothing on a plain visit (the note is there for CSS only, as the target of the form’s answer)', () => {
  window.history.replaceState(null, '', '/productsShow?id=c4');
  renderForm();
  const note = document.getElementById('added-to-cart');
  expect(note).not.toBeNull();
  expect(screen.getByRole('status').querySelectorAll('p')).toHaveLength(1);
});
