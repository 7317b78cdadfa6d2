/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SLIDER_AUTOPLAY_MS, Slider } from './slider';

const labels = {
  region: 'Highlights',
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: ['Slide 1', 'Slide 2', 'Slide 3'],
  pause: 'Pause',
  play: 'Play',
  slideOf: ['1 of 3', '2 of 3', '3 of 3'],
};

/** The visitor's reduced-motion setting, which a test can change while the page is open. */
let reducedMotion = false;
const settingChanged = new Set<() => void>();
function setReducedMotion(on: boolean) {
  reducedMotion = on;
  act(() => settingChanged.forEach((changed) => changed()));
}

const slider = (
  <Slider
    slides={['One', 'Two', 'Three'].map((s) => (
      <p key={s}>{s}</p>
    ))}
    labels={labels}
  />
);

beforeEach(() => {
  reducedMotion = false;
  settingChanged.clear();
  window.matchMedia = jest.fn().mockImplementation(() => ({
    get matches() {
      return reducedMotion;
    },
    addEventListener: (_: string, changed: () => void) => settingChanged.add(changed),
    removeEventListener: (_: string, changed: () => void) => settingChanged.delete(changed),
  }));
});
afterEach(() => jest.useRealTimers());

const current = () => screen.getAllByRole('button', { name: /^Slide \d$/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true');
function swipe(from: { x: number; y: number }, to: { x: number; y: number }) {
  const region = screen.getByRole('region', { name: 'Highlights' });
  fireEvent.touchStart(region, { touches: [{ clientX: from.x, clientY: from.y }] });
  fireEvent.touchEnd(region, { changedTouches: [{ clientX: to.x, clientY: to.y }] });
}

describe('the home slider on a touch screen', () => {
  beforeEach(() => render(slider));

  it('turns to the next slide on a swipe to the left and back on a swipe to the right, wrapping around', () => {
    expect(current()).toBe(0);
    swipe({ x: 300, y: 100 }, { x: 120, y: 110 });
    expect(current()).toBe(1);
    swipe({ x: 100, y: 100 }, { x: 280, y: 90 });
    expect(current()).toBe(0);
    swipe({ x: 100, y: 100 }, { x: 280, y: 90 });
    expect(current()).toBe(2);
  });

  it('leaves a short or mostly vertical move (scrolling the page) alone', () => {
    swipe({ x: 200, y: 100 }, { x: 180, y: 100 });
    swipe({ x: 200, y: 100 }, { x: 140, y: 300 });
    expect(current()).toBe(0);
  });
});

describe('the home slider turning by itself', () => {
  const region = () => screen.getByRole('region', { name: 'Highlights' });
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('turns every 3.5 s, and stops while the visitor prefers reduced motion, also when the setting changes on an open page', () => {
    jest.useFakeTimers();
    render(slider);
    wait(SLIDER_AUTOPLAY_MS);
    expect(current()).toBe(1);
    setReducedMotion(true);
    expect(region()).toHaveAttribute('data-playing', 'false');
    wait(SLIDER_AUTOPLAY_MS * 3);
    expect(current()).toBe(1);
    setReducedMotion(false);
    wait(SLIDER_AUTOPLAY_MS);
    expect(current()).toBe(2);
  });

  it('does not start for a visitor who prefers reduced motion', () => {
    jest.useFakeTimers();
    reducedMotion = true;
    render(slider);
    expect(region()).toHaveAttribute('data-playing', 'false');
    wait(SLIDER_AUTOPLAY_MS * 2);
    expect(current()).toBe(0);
  });

  it('stays on its slide when focus came into it before the page hydrated, and says it is paused', async () => {
    jest.useFakeTimers();
    const container = document.createElement('div');
    container.innerHTML = renderToString(slider);
    document.body.append(container);
    // A keyboard user reached the arrows while the scripts were loading: no handler saw it.
    container.querySelector<HTMLButtonElement>('.slider__arrow')!.focus();
    const root = await act(async () => hydrateRoot(container, slider));
    wait(SLIDER_AUTOPLAY_MS * 2);
    expect(current()).toBe(0);
    expect(region()).toHaveAttribute('data-playing', 'false');
    expect(region().querySelector('.slider__track')).toHaveAttribute('aria-live', 'polite');
    act(() => root.unmount());
    container.remove();
  });
});
