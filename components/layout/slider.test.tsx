/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Slider } from './slider';

const labels = {
  region: 'Highlights',
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: ['Slide 1', 'Slide 2', 'Slide 3'],
  pause: 'Pause',
  play: 'Play',
  slideOf: ['1 of 3', '2 of 3', '3 of 3'],
};

beforeEach(() => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  render(
    <Slider
      slides={['One', 'Two', 'Three'].map((s) => (
        <p key={s}>{s}</p>
      ))}
      labels={labels}
    />,
  );
});

const current = () => screen.getAllByRole('button', { name: /^Slide \d$/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true');
function swipe(from: { x: number; y: number }, to: { x: number; y: number }) {
  const region = screen.getByRole('region', { name: 'Highlights' });
  fireEvent.touchStart(region, { touches: [{ clientX: from.x, clientY: from.y }] });
  fireEvent.touchEnd(region, { changedTouches: [{ clientX: to.x, clientY: to.y }] });
}

describe('the home slider on a touch screen', () => {
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
