/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { loadedImages } from '@/lib/client/lazy-image';
import { LazyImage } from './lazy-image';

/** jsdom loads no images: drive onload/onerror by source name. */
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    setTimeout(() => (value.includes('broken') ? this.onerror?.() : this.onload?.()), 0);
  }
}

beforeEach(() => {
  loadedImages.clear();
  (window as unknown as { Image: unknown }).Image = FakeImage;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('LazyImage', () => {
  it('goes from loading to loaded and renders the image with its size', async () => {
    render(<LazyImage src="/media/a.svg" alt="A collar" width={800} height={600} errorLabel="Image failed" />);
    expect(screen.queryByRole('img', { name: 'A collar' })).toBeNull();
    await act(async () => {
      await jest.runAllTimersAsync();
    });
    const img = screen.getByRole('img', { name: 'A collar' });
    expect(img).toHaveAttribute('src', '/media/a.svg');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
  });

  it('shows the error state after 3 failed attempts', async () => {
    const { container } = render(<LazyImage src="/media/broken.svg" alt="Broken" width={100} height={100} errorLabel="Image failed" />);
    await act(async () => {
      await jest.runAllTimersAsync();
    });
    expect(container.querySelector('[data-state="error"]')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Broken' })).toHaveTextContent('Image failed');
  });
});
