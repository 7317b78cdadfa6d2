/** @jest-environment jsdom */
import { SUBMIT_GUARD_SCRIPT, SUBMIT_HELD_ATTRIBUTE } from './submit-guard.mjs';

// The guard as the page runs it (once per document: it listens on window for the test file's life).
new Function(SUBMIT_GUARD_SCRIPT)();

/**
 * The submissions the browser would have made (no handler prevented them): jsdom, which does not
 * navigate, reports each one as not implemented, on console.error.
 */
let sentByBrowser: jest.SpyInstance;

function form(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  return document.querySelector('form')!;
}

/** What React does on hydrating an element: its props, under a key of this shape. */
const hydrate = (el: Element) => Object.defineProperty(el, '__reactProps$test', { value: {}, enumerable: true });

/** React's handler on a hydrated form: it prevents the default, as every script-only form's does. Returns the submitters it saw. */
function reactTakes(f: HTMLFormElement): (HTMLElement | null)[] {
  const submitters: (HTMLElement | null)[] = [];
  f.addEventListener('submit', (e) => {
    e.preventDefault();
    submitters.push((e as SubmitEvent).submitter);
  });
  return submitters;
}

beforeEach(() => {
  jest.useFakeTimers();
  sentByBrowser = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  sentByBrowser.mockRestore();
});

describe('the submit guard (a script-only form submitted before React has it)', () => {
  it('holds the submit, marks the form busy, and hands it to React once React has the form', () => {
    const f = form('<form><input name="password" value="secret"><button type="submit">Sign in</button></form>');
    const button = f.querySelector('button')!;
    f.requestSubmit(button);
    expect(sentByBrowser).not.toHaveBeenCalled();
    expect(f.hasAttribute(SUBMIT_HELD_ATTRIBUTE)).toBe(true);

    // Hydrated: React's handler takes the copy (it prevents the default, as every such form's does).
    const handled = reactTakes(f);
    jest.advanceTimersByTime(200);
    expect(handled).toEqual([]);
    hydrate(f);
    jest.advanceTimersByTime(50);
    expect(handled).toEqual([button]);
    expect(f.hasAttribute(SUBMIT_HELD_ATTRIBUTE)).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(handled).toHaveLength(1);
  });

  it('hands it again while React has the form but not yet a handler that takes it, and then once', () => {
    const f = form('<form><button>Go</button></form>');
    f.requestSubmit();
    hydrate(f);
    jest.advanceTimersByTime(120);
    const handled = reactTakes(f);
    jest.advanceTimersByTime(500);
    expect(handled).toHaveLength(1);
  });

  it('a second submit while one is held adds nothing', () => {
    const f = form('<form><button>Go</button></form>');
    f.requestSubmit();
    f.requestSubmit();
    hydrate(f);
    const handled = reactTakes(f);
    jest.advanceTimersByTime(500);
    expect(handled).toHaveLength(1);
    expect(sentByBrowser).not.toHaveBeenCalled();
  });

  it('leaves alone a submit a handler took, and a plain form with an action', () => {
    const taken = form('<form><button>Go</button></form>');
    taken.addEventListener('submit', (e) => e.preventDefault());
    taken.requestSubmit();
    expect(taken.hasAttribute(SUBMIT_HELD_ATTRIBUTE)).toBe(false);

    const plain = form('<form action="/searchlist" method="get"><input name="q" value="collar"><button>Search</button></form>');
    plain.requestSubmit();
    expect(sentByBrowser).toHaveBeenCalledTimes(1);
    expect(plain.hasAttribute(SUBMIT_HELD_ATTRIBUTE)).toBe(false);
  });

  it('gives up, sending nothing, when the form leaves the page or no handler takes it', () => {
    const gone = form('<form><button>Go</button></form>');
    gone.requestSubmit();
    document.body.innerHTML = '';
    jest.advanceTimersByTime(100);
    expect(gone.hasAttribute(SUBMIT_HELD_ATTRIBUTE)).toBe(false);

    const untaken = form('<form><button>Go</button></form>');
    untaken.requestSubmit();
    hydrate(untaken);
    let copies = 0;
    untaken.addEventListener('submit', () => copies++);
    jest.advanceTimersByTime(10_000);
    expect(copies).toBe(41);
    expect(untaken.hasAttribute(SUBMIT_HELD_ATTRIBUTE)).toBe(false);
    expect(sentByBrowser).not.toHaveBeenCalled();
  });
});
