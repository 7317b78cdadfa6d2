/** @jest-environment jsdom */
import { WARM_STORAGE_SCRIPT } from './warm-storage.mjs';

/** What the script touched, in order: each storage (opened, then its `length`) and the cookie getter. */
let reads: string[];
let idle: (() => void)[];
let frames: (() => void)[];
let restore: (() => void)[];

/** Replaces a getter for the test, recording each read; `fail` makes it throw as a refused storage does. */
function watch(target: object, key: string, name: string, value: () => unknown, fail = false) {
  const own = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, {
    configurable: true,
    get() {
      reads.push(name);
      if (fail) throw new DOMException('The operation is insecure.', 'SecurityError');
      return value();
    },
  });
  restore.push(() => (own ? Object.defineProperty(target, key, own) : delete (target as Record<string, unknown>)[key]));
}

/** A storage (jsdom's are proxies, whose properties cannot be redefined) whose `length` is recorded. */
const storage = (name: string) => ({
  get length() {
    reads.push(name);
    return 0;
  },
});

beforeEach(() => {
  reads = [];
  idle = [];
  frames = [];
  restore = [];
  const local = storage('localStorage');
  const session = storage('sessionStorage');
  watch(window, 'localStorage', 'open localStorage', () => local);
  watch(window, 'sessionStorage', 'open sessionStorage', () => session);
  watch(document, 'cookie', 'cookie', () => '');
  // After the fake timers, which replace both.
  jest.useFakeTimers();
  window.requestIdleCallback = ((cb: () => void) => idle.push(cb)) as typeof window.requestIdleCallback;
  window.requestAnimationFrame = ((cb: () => void) => frames.push(cb)) as typeof window.requestAnimationFrame;
});
afterEach(() => {
  jest.useRealTimers();
  for (const undo of restore.reverse()) undo();
  delete (window as Partial<Window>).requestIdleCallback;
});

describe('the storage warm-up (lib/warm-storage.mjs)', () => {
  it('reads nothing while the page is parsed, then opens both storages and the cookies when the browser is idle', () => {
    new Function(WARM_STORAGE_SCRIPT)();
    expect(reads).toEqual([]);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(reads).toEqual(['open localStorage', 'localStorage', 'open sessionStorage', 'sessionStorage', 'cookie']);
  });

  it('without idle callbacks (Safari), waits for the task after the next frame', () => {
    delete (window as Partial<Window>).requestIdleCallback;
    new Function(WARM_STORAGE_SCRIPT)();
    jest.runAllTimers();
    expect(reads).toEqual([]);
    frames[0]!();
    expect(reads).toEqual([]);
    jest.runAllTimers();
    expect(reads).toEqual(['open localStorage', 'localStorage', 'open sessionStorage', 'sessionStorage', 'cookie']);
  });

  it('a storage that refuses to open (a privacy mode) does not stop the others or raise an error on the page', () => {
    watch(window, 'localStorage', 'open localStorage', () => null, true);
    new Function(WARM_STORAGE_SCRIPT)();
    expect(() => idle[0]!()).not.toThrow();
    // (jsdom's global may ask the throwing getter more than once: only the order after it counts)
    expect(reads[0]).toBe('open localStorage');
    expect(reads.filter((read) => read !== 'open localStorage')).toEqual(['open sessionStorage', 'sessionStorage', 'cookie']);
  });
});
