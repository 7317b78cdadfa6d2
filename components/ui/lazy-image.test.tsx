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

  it('with IntersectionObserver, waits until the image is within 1.3 viewports (30 % root margin)', async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
    class FakeObserver {
      entry: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean };
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
    try {
      render(<LazyImage src="/media/far.svg" alt="Far away" width={100} height={100} errorLabel="Image failed" />);
      await act(async () => {
        await jest.runAllTimersAsync();
      });
      expect(screen.queryByRole('img', { name: 'Far away' })).toBeNull();
      expect(observers).toHaveLength(1);
      expect(observers[0]!.options?.rootMargin).toBe('30% 0px 30% 0px');

      await act(async () => {
        observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        await jest.runAllTimersAsync();
      });
      expect(screen.getByRole('img', { name: 'Far away' })).toHaveAttribute('src', '/media/far.svg');
      expect(observers[0]!.disconnected).toBe(true);
    } finally {
      delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('starts over for a new picture in the same place, and shows one already loaded at once', async () => {
    const image = (src: string) => <LazyImage src={src} alt="Gallery" width={100} height={100} errorLabel="Image failed" />;
    const { container, rerender } = render(image('/media/one.svg'));
    await act(async () => {
      await jest.runAllTimersAsync();
    });
    expect(screen.getByRole('img', { name: 'Gallery' })).toHaveAttribute('src', '/media/one.svg');

    rerender(image('/media/two.svg'));
    // Not the old picture under the new name while the new one loads.
    expect(container.querySelector('[data-state="loading"]')).not.toBeNull();
    expect(screen.queryByRole('img', { name: 'Gallery' })).toBeNull();
    await act(async () => {
      await jest.runAllTimersAsync();
    });
    expect(screen.getByRole('img', { name: 'Gallery' })).toHaveAttribute('src', '/media/two.svg');

    rerender(image('/media/one.svg'));
    expect(screen.getByRole('img', { name: 'Gallery' })).toHaveAttribute('src', '/media/one.svg');
  });
});
