/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ProductShowcase, type ShowcaseColour } from './product-showcase';

jest.mock('@/lib/api/shop', () => ({ shopApi: {} }));

const colour = (id: string, name: string): ShowcaseColour => ({
  id,
  hex: '#123456',
  name,
  legend: `Colour: ${name}`,
  images: [{ src: `/media/${id}.svg`, width: 800, height: 600, alt: `C4 in ${name}`, thumbLabel: name }],
});
const colours = [colour('midnight', 'Midnight'), colour('coral', 'Coral')];

let container: HTMLDivElement;
let root: Root | undefined;
afterEach(() => {
  if (root) act(() => root!.unmount());
  root = undefined;
  container.remove();
  window.history.replaceState(null, '', '/');
});

/** The pre-rendered product page opened at `address`, hydrated; `renders` counts the showcase's commits. */
async function open(address: string) {
  const renders: string[] = [];
  const showcase = (
    <Profiler id="showcase" onRender={(_, phase) => renders.push(phase)}>
      <ProductShowcase colours={colours} info={<h1>C4</h1>} actions={null} purchase={null} labels={{ gallery: 'Pictures', imageError: 'Not loaded' }} />
    </Profiler>
  );
  container = document.createElement('div');
  container.innerHTML = renderToString(showcase);
  document.body.append(container);
  window.history.replaceState(null, '', address);
  const recoverable: unknown[] = [];
  root = await act(async () => hydrateRoot(container, showcase, { onRecoverableError: (error) => recoverable.push(error) }));
  expect(recoverable).toEqual([]);
  return renders;
}
const gallery = () => screen.getByRole('region', { name: 'Pictures' });

describe('the product showcase’s colour', () => {
  it('is the one a link names (`?color=`), once the pre-rendered page has hydrated', async () => {
    await open('/productsShow?id=c4&color=coral');
    expect(gallery()).toHaveAttribute('data-colour', 'coral');
    expect(screen.getByRole('radio', { name: 'Coral' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'C4 in Coral' })).toBeInTheDocument();
  });

  it('is the first one, with no render after hydration, when the link names none or one the product lacks', async () => {
    for (const address of ['/productsShow?id=c4', '/productsShow?id=c4&color=plaid']) {
      const renders = await open(address);
      expect(gallery()).toHaveAttribute('data-colour', 'midnight');
      expect(renders).toEqual(['mount']);
      act(() => root!.unmount());
      root = undefined;
      container.remove();
    }
    container = document.createElement('div');
  });

  it('follows the visitor’s choice and keeps it in the address', async () => {
    await open('/productsShow?id=c4&color=coral');
    fireEvent.click(screen.getByRole('radio', { name: 'Midnight' }));
    expect(gallery()).toHaveAttribute('data-colour', 'midnight');
    expect(new URL(window.location.href).searchParams.get('color')).toBe('midnight');
  });
});
