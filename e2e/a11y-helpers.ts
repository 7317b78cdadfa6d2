import { expect, type Locator, type Page } from './fixtures';

/**
 * Keyboard-only helpers for the accessibility specs (keyboard.spec.ts, focus-contrast.spec.ts):
 * moving focus with Tab, reading where focus is, whether the sticky header or the fixed bar covers
 * it, and the contrast of a focus ring against what surrounds it. Nothing here clicks.
 */

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses, or at once when `target` is not on the page. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 250 } = {}): Promise<void> {
  // Resolved once (a missing or ambiguous target fails here, not after every press).
  const element = await target.elementHandle({ timeout: 10_000 });
  for (let i = 0; i <= max; i++) {
    if (await element.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** What has focus: its tag, accessible-ish name and whether it is <body> (focus lost). */
export async function focused(page: Page): Promise<{ tag: string; name: string; body: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { tag: 'body', name: '', body: true };
    const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim() ?? '';
    return { tag: el.tagName.toLowerCase(), name: name || (el as HTMLInputElement).name || el.id, body: false };
  });
}

/** A focus stop: the focused element's name and its box on the screen. */
export interface FocusStop {
  name: string;
  box: { left: number; top: number; right: number; bottom: number };
}

/**
 * Presses Tab from where focus is until it leaves `within` (a selector), and returns each stop on the
 * way inside it. Fails when focus stays inside for `max` presses.
 */
export async function tabStopsWithin(page: Page, within: string, max = 40): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((selector) => {
      const el = document.activeElement;
      if (!el || !el.closest(selector)) return null;
      const r = el.getBoundingClientRect();
      const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim() ?? '';
      return {
        name: name || (el as HTMLInputElement).placeholder || el.tagName.toLowerCase(),
        box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
      };
    }, within);
    if (!stop) return stops;
    stops.push(stop);
  }
  throw new Error(`focus still inside ${within} after ${max} presses of Tab`);
}

/**
 * Where a walk of focus stops leaves the reading order (left to right, then top to bottom): each stop
 * must lie on the same row as the one before and to its right, or on a row below. Two boxes share a
 * row when each one's vertical middle lies within the other's height.
 */
export function readingOrderBreaks(stops: FocusStop[]): string[] {
  const breaks: string[] = [];
  const middle = (b: FocusStop['box']) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 });
  const at = (s: FocusStop) => `"${s.name.slice(0, 30)}" (${Math.round(s.box.left)}, ${Math.round(s.box.top)})`;
  for (let i = 1; i < stops.length; i++) {
    const [a, b] = [stops[i - 1]!, stops[i]!];
    const [ma, mb] = [middle(a.box), middle(b.box)];
    const sameRow = ma.y >= b.box.top && ma.y <= b.box.bottom && mb.y >= a.box.top && mb.y <= a.box.bottom;
    const ok = sameRow ? mb.x > ma.x : b.box.top >= a.box.bottom - 1;
    if (!ok) breaks.push(`${at(b)} comes after ${at(a)} but lies ${sameRow ? 'left of it' : 'above it or beside it'}`);
  }
  return breaks;
}

/**
 * Null when the focused element's box is clear of the sticky header and the fixed bar, else what
 * covers how much of it. Focus inside the header or the bar is their own business (null).
 */
export async function focusCovered(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'focus is on <body>';
    const header = document.querySelector('.site-header');
    const bar = document.querySelector('.fixed-bar');
    if (header?.contains(el) || bar?.contains(el)) return null;
    const box = el.getBoundingClientRect();
    const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().slice(0, 40)}"`;
    for (const [what, cover] of [
      ['sticky header', header],
      ['fixed bar', bar],
    ] as const) {
      if (!cover) continue;
      const c = cover.getBoundingClientRect();
      const w = Math.min(box.right, c.right) - Math.max(box.left, c.left);
      const h = Math.min(box.bottom, c.bottom) - Math.max(box.top, c.top);
      if (w > 0.5 && h > 0.5)
        return `${label} (${Math.round(box.top)}–${Math.round(box.bottom)}) under the ${what} (${Math.round(c.top)}–${Math.round(c.bottom)}): ${Math.round(h)} of ${Math.round(box.height)} px`;
    }
    return null;
  });
}

type Rgba = [number, number, number, number];

/** `rgb(1, 2, 3)`, `rgba(1, 2, 3, 0.5)` or `rgb(1 2 3 / 0.5)` as computed styles give them. */
export function parseColour(css: string): Rgba {
  const m = css.match(/rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)/);
  if (!m) throw new Error(`not an rgb colour: ${css}`);
  const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? Number(m[4].slice(0, -1)) / 100 : Number(m[4]);
  return [Number(m[1]), Number(m[2]), Number(m[3]), alpha];
}

/** `top` painted over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two opaque colours. */
export function contrast(a: Rgba, b: Rgba): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

interface RingFacts {
  outlineStyle: string;
  outlineWidth: number;
  outlineOffset: number;
  outlineColor: string;
  boxShadow: string;
  ownBackground: string;
  /** Backgrounds painted under a point just outside the ring, topmost first, down to an opaque one or a picture. */
  layers: string[];
  /** The layers lie over a picture (img, video), whose colours are unknown. */
  overPicture: boolean;
}

/** The focused element's ring and what is painted around it, read from computed styles. */
export async function ringFacts(page: Page): Promise<RingFacts> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const px = (v: string) => Number.parseFloat(v) || 0;
    // Just outside the ring: the outline and any solid box-shadow band.
    const spreads = [...style.boxShadow.matchAll(/0px 0px 0px ([\d.]+)px/g)].map((m) => Number(m[1]));
    const reach = Math.max(px(style.outlineOffset) + px(style.outlineWidth), ...spreads) + 3;
    const box = el.getBoundingClientRect();
    const points: [number, number][] = [
      [box.left - reach, box.top + box.height / 2],
      [box.right + reach, box.top + box.height / 2],
      [box.left + box.width / 2, box.top - reach],
      [box.left + box.width / 2, box.bottom + reach],
    ];
    const [x, y] = points.find(([px_, py]) => px_ >= 0 && py >= 0 && px_ < innerWidth && py < innerHeight) ?? points[0]!;
    const layers: string[] = [];
    let overPicture = false;
    for (const under of document.elementsFromPoint(x, y)) {
      if (el.contains(under)) continue;
      if (under instanceof HTMLImageElement || under instanceof HTMLVideoElement) {
        overPicture = true;
        break;
      }
      const bg = getComputedStyle(under).backgroundColor;
      if (bg === 'rgba(0, 0, 0, 0)' || bg === 'transparent') continue;
      layers.push(bg);
      if (!/rgba|\//.test(bg) || /,\s*1\)$/.test(bg)) break;
    }
    return {
      outlineStyle: style.outlineStyle,
      outlineWidth: px(style.outlineWidth),
      outlineOffset: px(style.outlineOffset),
      outlineColor: style.outlineColor,
      boxShadow: style.boxShadow,
      ownBackground: style.backgroundColor,
      layers,
      overPicture,
    };
  });
}

/**
 * The focus ring's contrast (WCAG 1.4.11). The ring is the outline and any solid ring drawn with a
 * box-shadow (no offset, no blur, a spread), the outline painted over the shadows and the first
 * shadow over the later ones. Going outwards from the element's edge, each distance has one colour:
 * the outline's, else the topmost shadow's reaching that far, else the surface's; equal neighbours
 * merge into bands. A band's contrast is the lower one against its two neighbours (the element's
 * background inside, the surface outside); the ring's is its best band's. Over a picture,
 * translucent surfaces are taken over white and over black, and the worse counts.
 */
export function ringContrast(f: RingFacts): { ratio: number; detail: string } {
  if (f.outlineStyle === 'none' || f.outlineWidth < 2) return { ratio: 0, detail: `no visible outline (${f.outlineStyle} ${f.outlineWidth}px)` };
  const layers = f.layers.map(parseColour);
  const bases: Rgba[] = f.overPicture
    ? [
        [255, 255, 255, 1],
        [0, 0, 0, 1],
      ]
    : [[255, 255, 255, 1]];
  const surfaces = bases.map((base) => layers.reduceRight<Rgba>((below, layer) => over(layer, below), base));
  const shadows = [...f.boxShadow.matchAll(/(rgba?\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+([\d.]+)px(?!\s*inset)/g)]
    .filter((m) => Number(m[2]) === 0 && Number(m[3]) === 0 && Number(m[4]) === 0 && Number(m[5]) > 0)
    .map((m) => ({ colour: parseColour(m[1]!), spread: Number(m[5]) }));
  const edges = [...new Set([0, f.outlineOffset, f.outlineOffset + f.outlineWidth, ...shadows.map((sh) => sh.spread)])].sort((a, b) => a - b);
  let worst = { ratio: Infinity, detail: '' };
  for (const surface of surfaces) {
    const own = over(parseColour(f.ownBackground), surface);
    const at = (d: number): { colour: Rgba; ring: boolean } => {
      if (d >= f.outlineOffset && d < f.outlineOffset + f.outlineWidth) return { colour: over(parseColour(f.outlineColor), surface), ring: true };
      const shadow = shadows.find((sh) => sh.spread > d);
      return shadow ? { colour: over(shadow.colour, surface), ring: true } : { colour: surface, ring: false };
    };
    const sequence: { colour: Rgba; ring: boolean }[] = [{ colour: own, ring: false }];
    for (let i = 0; i + 1 < edges.length; i++) {
      const band = at((edges[i]! + edges[i + 1]!) / 2);
      const last = sequence[sequence.length - 1]!;
      if (last.ring === band.ring && last.colour.every((v, k) => v === band.colour[k])) continue;
      sequence.push(band);
    }
    sequence.push({ colour: surface, ring: false });
    const best = Math.max(
      0,
      ...sequence.map((s, i) => (s.ring ? Math.min(contrast(s.colour, sequence[i - 1]!.colour), contrast(s.colour, sequence[i + 1]!.colour)) : 0)),
    );
    if (best < worst.ratio) {
      const hex = (c: Rgba) =>
        `#${c
          .slice(0, 3)
          .map((v) => Math.round(v).toString(16).padStart(2, '0'))
          .join('')}`;
      worst = { ratio: best, detail: `ring ${sequence.map((s) => (s.ring ? `[${hex(s.colour)}]` : hex(s.colour))).join(' → ')}` };
    }
  }
  return worst;
}

/** Asserts the focused element's ring has at least 3:1 against everything next to it. */
export async function expectRingContrast(page: Page, what: string): Promise<void> {
  const facts = await ringFacts(page);
  const { ratio, detail } = ringContrast(facts);
  expect(ratio, `${what}: ${detail} (best band ${ratio.toFixed(2)}:1)`).toBeGreaterThanOrEqual(3);
}
