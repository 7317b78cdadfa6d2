/** @jest-environment jsdom */
import { cleanup, render, screen } from '@testing-library/react';
import { arrivedByClientNavigation, NotFoundReload } from './not-found-reload';

afterEach(cleanup);

it('loads the address again only when the router, not the server, brought the visitor there', () => {
  expect(arrivedByClientNavigation('https://pawtrail.test/de/products', 'https://pawtrail.test/de/newsShow?id=gone')).toBe(true);
  // The server answered this very address (the shell it did not replace): loading it again would loop.
  expect(arrivedByClientNavigation('https://pawtrail.test/de/newsShow?id=gone', 'https://pawtrail.test/de/newsShow?id=gone')).toBe(false);
  expect(arrivedByClientNavigation('https://pawtrail.test/de/newsShow?id=gone', 'https://pawtrail.test/de/newsShow?id=gone#top')).toBe(false);
  expect(arrivedByClientNavigation(undefined, 'https://pawtrail.test/de/newsShow?id=gone')).toBe(false);
});

it('shows the message and the way home where the document was loaded at this address', () => {
  // The document was loaded at the address shown: no reload, the message stays.
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ name: window.location.href }] });
  render(<NotFoundReload heading="Diese Seite haben wir nicht gefunden" home="Zur Startseite" homeHref="/de/index" />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Diese Seite haben wir nicht gefunden');
  expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de/index');
});
