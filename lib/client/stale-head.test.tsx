/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { removeStaleHeadMetadata, watchStaleHeadMetadata } from './stale-head';

// React 19 hoists <title>, <meta> and <link> rendered anywhere into <head>, as Next's metadata is.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The first page's metadata as the server's HTML left it: in <head>, owned by no React tree. */
function serverHead() {
  document.head.innerHTML = `
    <meta charset="utf-8">
    <title>Pawtrail C4 | Pawtrail</title>
    <meta name="description" content="The C4 collar">
    <link rel="canonical" href="https://example.test/de/productsShow?id=c4">
    <link rel="alternate" hreflang="ja" href="https://example.test/ja/productsShow?id=c4">
    <meta property="og:url" content="https://example.test/de/productsShow?id=c4">
    <link rel="preload" as="image" href="/media/c4.webp">`;
}

/** The next page's metadata, as React renders it after a client navigation. */
function Imprint() {
  return (
    <>
      <title>Impressum | Pawtrail</title>
      <meta name="description" content="Anbieterkennzeichnung" />
      <link rel="canonical" href="https://example.test/de/imprint" />
      <link rel="alternate" hrefLang="ja" href="https://example.test/ja/imprint" />
      <meta property="og:url" content="https://example.test/de/imprint" />
    </>
  );
}

/** The head once only the next page's metadata is left. */
const IMPRINT_HEAD = {
  titles: ['Impressum | Pawtrail'],
  canonical: ['https://example.test/de/imprint'],
  ja: ['https://example.test/ja/imprint'],
  description: ['Anbieterkennzeichnung'],
  ogUrl: ['https://example.test/de/imprint'],
};

const head = () => ({
  titles: [...document.head.querySelectorAll('title')].map((t) => t.textContent),
  canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
  ja: [...document.head.querySelectorAll('link[rel="alternate"][hreflang="ja"]')].map((l) => l.getAttribute('href')),
  description: [...document.head.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content')),
  ogUrl: [...document.head.querySelectorAll('meta[property="og:url"]')].map((m) => m.getAttribute('content')),
});

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  window.history.replaceState(null, '', '/');
});

describe('removeStaleHeadMetadata', () => {
  it('removes the metadata React does not own and keeps what it renders, which it can still unmount', () => {
    serverHead();
    act(() => root.render(<Imprint />));
    expect(head().canonical).toHaveLength(2);

    expect(removeStaleHeadMetadata(document.head)).toBe(5);
    expect(head()).toEqual(IMPRINT_HEAD);
    // What is not a page's metadata stays: the charset, the preload.
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="preload"]')).not.toBeNull();

    act(() => root.unmount());
    expect(head().canonical).toEqual([]);
    root = createRoot(container);
  });

  it('removes nothing while React owns none of it (the loaded page before its metadata hydrated)', () => {
    serverHead();
    expect(removeStaleHeadMetadata(document.head)).toBe(0);
    expect(head().canonical).toEqual(['https://example.test/de/productsShow?id=c4']);
  });
});

describe('watchStaleHeadMetadata', () => {
  // The document's own navigation entry: the address it was loaded at (jsdom has none).
  beforeEach(() => {
    const loaded = { name: 'https://example.test/de/productsShow?id=c4', entryType: 'navigation' };
    performance.getEntriesByType = ((type: string) => (type === 'navigation' ? [loaded] : [])) as typeof performance.getEntriesByType;
  });

  it('leaves the loaded page alone, and clears the leftovers once the next page’s metadata arrives at another address', async () => {
    window.history.replaceState(null, '', '/de/productsShow?id=c4');
    serverHead();
    const stop = watchStaleHeadMetadata();
    try {
      // A change to the head at the loaded address (React adding a preload) removes nothing.
      const preload = Object.assign(document.createElement('link'), { rel: 'preload', href: '/a.js' });
      document.head.append(preload);
      await act(async () => undefined);
      expect(head().canonical).toEqual(['https://example.test/de/productsShow?id=c4']);

      window.history.pushState(null, '', '/de/imprint');
      await act(async () => root.render(<Imprint />));
      expect(head()).toEqual(IMPRINT_HEAD);
    } finally {
      stop();
    }
  });

  it('clears them when it starts after the visitor left the loaded page (the layout hydrated after the tap)', async () => {
    window.history.replaceState(null, '', '/de/imprint');
    serverHead();
    await act(async () => root.render(<Imprint />));
    const stop = watchStaleHeadMetadata();
    try {
      expect(head().canonical).toEqual(['https://example.test/de/imprint']);
      expect(head().titles).toEqual(['Impressum | Pawtrail']);
    } finally {
      stop();
    }
  });
});
