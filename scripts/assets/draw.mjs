// Drawing kit: numbers, seeded randomness, colours, the brand palette, SVG primitives, animals and the shared scene pieces (map, pin, phone, logo, people, buildings, charts).

// ---------------------------------------------------------------------------------------
// Small helpers: numbers, hashing, PRNG, colours
// ---------------------------------------------------------------------------------------
export const r1 = (v) => Math.round(v * 10) / 10;
export function hash(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
export function rng(seed) {
  let s = seed >>> 0 || 0x9e3779b9;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}
export function hexToRgb(h) {
  let s = String(h || '#888888')
    .replace('#', '')
    .trim();
  if (s.length === 3)
    s = s
      .split('')
      .map((c) => c + c)
      .join('');
  if (!/^[0-9a-f]{6}$/i.test(s)) s = '888888';
  return [0, 2, 4].map((i) => parseInt(s.slice(i, i + 2), 16));
}
export const rgbToHex = (c) =>
  '#' +
  c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
export function mix(a, b, t) {
  const A = hexToRgb(a),
    B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}
export const shade = (h, t) => mix(h, '#000000', t);
export const tint = (h, t) => mix(h, '#ffffff', t);
export function lum(h) {
  const [r, g, b] = hexToRgb(h).map((v) => {
    v /= 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// Brand palette (matches the product colours used in base.json)
export const INK = '#1f2a44',
  CORAL = '#e8664f',
  SAGE = '#7c9a7e',
  TEAL = '#2a9d8f',
  AMBER = '#f2a93b';
export const CREAM = '#f7f3ec',
  SKY = '#8fbcdb',
  BLUSH = '#e9b5b0';
export const LED = '#3ddc97',
  METAL = '#c3c9d2',
  METAL_D = '#8e96a3',
  GLASS = '#1d222b',
  WATER = '#9bd3ee';
export const DOG = '#c99a6b',
  DOG_D = '#a57850',
  CAT = '#9a8f88',
  CAT_D = '#7b716b',
  KIBBLE = '#c4884f';

export function pal(hex) {
  const L = lum(hex);
  const light = L > 0.55;
  const p = { c: hex, d: shade(hex, 0.18), dd: shade(hex, 0.38), hi: tint(hex, 0.3), hh: tint(hex, 0.6), light, L };
  if (light) {
    p.d = shade(hex, 0.1);
    p.dd = shade(hex, 0.24);
  }
  p.line = shade(hex, light ? 0.32 : 0.3);
  p.bg1 = light ? '#eaeef2' : mix(tint(hex, 0.9), '#f7f4ef', 0.45);
  p.bg2 = light ? '#d7dfe7' : mix(tint(hex, 0.76), '#ece6dd', 0.35);
  p.st = light ? ` stroke="${p.line}" stroke-width="3"` : '';
  return p;
}

// ---------------------------------------------------------------------------------------
// SVG primitives
// ---------------------------------------------------------------------------------------
export const R = (x, y, w, h, rx, fill, ex = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${rx ? ` rx="${r1(rx)}"` : ''} fill="${fill}"${ex}/>`;
export const C = (cx, cy, r, fill, ex = '') => `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${ex}/>`;
export const E = (cx, cy, rx, ry, fill, ex = '') => `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${ex}/>`;
export const P = (d, fill, ex = '') => `<path d="${d}" fill="${fill}"${ex}/>`;
export const S = (d, stroke, w, ex = '', cap = 'round') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${r1(w)}" stroke-linecap="${cap}" stroke-linejoin="round"${ex}/>`;
export const G = (tr, body, ex = '') => `<g transform="${tr}"${ex}>${body}</g>`;
export const op = (v) => ` opacity="${v}"`;
export const stk = (c, w) => ` stroke="${c}" stroke-width="${w}"`;
export const ring = (cx, cy, r, stroke, w, ex = '') => C(cx, cy, r, 'none', stk(stroke, w) + ex);

export function svgDoc(w, h, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
}
export function lin(id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a != null ? ` stop-opacity="${a}"` : ''}/>`).join('')}</linearGradient>`;
}

// Paw print, ~34 units wide at s=1, centred on (x, y)
export function paw(x, y, s, fill, ex = '') {
  return G(
    `translate(${r1(x)} ${r1(y)}) scale(${s})`,
    E(0, 6, 10.5, 8.5, fill) + E(-12.5, -5, 4.4, 5.6, fill) + E(-4.6, -13, 4.6, 5.9, fill) + E(4.6, -13, 4.6, 5.9, fill) + E(12.5, -5, 4.4, 5.6, fill),
    ex,
  );
}
// Pulse arcs opening to the right (GPS / Bluetooth signal), centred on (x, y)
export function waves(x, y, s, color, n = 3, dir = 1) {
  let o = '';
  for (let i = 1; i <= n; i++) {
    const r = 18 * i * s,
      a = 0.55;
    const x1 = x + dir * r * Math.cos(a),
      y1 = y - r * Math.sin(a),
      y2 = y + r * Math.sin(a);
    o += S(`M${r1(x1)} ${r1(y1)}A${r1(r)} ${r1(r)} 0 0 ${dir > 0 ? 1 : 0} ${r1(x1)} ${r1(y2)}`, color, 5 * s, op((1.1 - i * 0.22).toFixed(2)));
  }
  return o;
}
export function sparkle(x, y, s, fill, ex = '') {
  return P(
    `M${r1(x)} ${r1(y - 12 * s)}Q${r1(x + 2 * s)} ${r1(y - 2 * s)} ${r1(x + 12 * s)} ${r1(y)}Q${r1(x + 2 * s)} ${r1(y + 2 * s)} ${r1(x)} ${r1(y + 12 * s)}Q${r1(x - 2 * s)} ${r1(y + 2 * s)} ${r1(x - 12 * s)} ${r1(y)}Q${r1(x - 2 * s)} ${r1(y - 2 * s)} ${r1(x)} ${r1(y - 12 * s)}Z`,
    fill,
    ex,
  );
}
// Round play badge (news thumbnails of video items)
export function playButton(cx, cy, r) {
  return (
    C(cx, cy, r, '#ffffff', op(0.92)) +
    P(`M${r1(cx - r * 0.28)} ${r1(cy - r * 0.42)}L${r1(cx + r * 0.45)} ${r1(cy)}L${r1(cx - r * 0.28)} ${r1(cy + r * 0.42)}Z`, INK)
  );
}

// ---------------------------------------------------------------------------------------
// Animals (flat silhouettes, local coordinates: ground at y = 650)
// ---------------------------------------------------------------------------------------
export function dog(extra = '', col = DOG, dk = DOG_D) {
  return (
    S('M238 432Q176 404 190 322', col, 26) +
    R(286, 470, 44, 180, 20, dk) +
    R(512, 470, 44, 180, 20, dk) +
    E(384, 452, 172, 84, col) +
    R(236, 482, 50, 168, 22, col) +
    R(462, 482, 50, 168, 22, col) +
    P('M468 424L522 298L624 300L592 476Z', col) +
    C(586, 286, 68, col) +
    E(652, 314, 58, 34, col) +
    P('M546 238Q518 262 530 352Q566 342 586 262Z', dk) +
    C(707, 302, 12, '#2b2622') +
    C(612, 270, 8, '#2b2622') +
    extra
  );
}
// Collar band around the dog's neck (local dog coords); returns shapes
export function dogCollar(fill, ex = '') {
  return G('rotate(24 548 384)', R(482, 368, 134, 32, 12, fill, ex));
}
export function dogHead(col = DOG, dk = DOG_D) {
  return (
    P('M468 424L522 298L624 300L592 476Z', col) +
    C(586, 286, 68, col) +
    E(652, 314, 58, 34, col) +
    P('M546 238Q518 262 530 352Q566 342 586 262Z', dk) +
    C(707, 302, 12, '#2b2622') +
    C(612, 270, 8, '#2b2622')
  );
}
export function dogLying(col = DOG, dk = DOG_D) {
  return (
    S('M236 474Q196 540 300 548', col, 24) +
    E(402, 480, 176, 66, col) +
    E(300, 516, 70, 34, dk) +
    R(520, 508, 130, 30, 15, dk) +
    C(560, 432, 58, col) +
    E(614, 458, 48, 28, col) +
    P('M522 392Q498 416 512 486Q544 476 560 406Z', dk) +
    C(655, 450, 10, '#2b2622') +
    P('M574 426q9 -6 18 0', 'none', stk('#2b2622', 4) + ' stroke-linecap="round"')
  );
}
export function cat(col = CAT, dk = CAT_D) {
  return (
    S('M646 636Q730 646 716 566Q708 520 744 496', col, 22) +
    E(606, 548, 94, 108, col) +
    R(528, 560, 36, 90, 16, dk) +
    R(572, 566, 36, 84, 16, col) +
    P('M508 356L514 280L562 324Z', col) +
    P('M568 320L614 282L622 358Z', col) +
    C(566, 380, 64, col) +
    P('M520 338L522 306L544 326Z', dk) +
    P('M588 326L606 310L608 340Z', dk) +
    C(544, 378, 6, '#2b2622') +
    C(588, 378, 6, '#2b2622') +
    P('M560 396l12 0l-6 8z', '#6b4b45')
  );
}

// ---------------------------------------------------------------------------------------
// Shared scene pieces: map, pin, phone, logo, people, buildings
// ---------------------------------------------------------------------------------------
export function mapArt(x, y, w, h, seed) {
  const rnd = rng(seed);
  const u = Math.min(w, h);
  let o = R(x, y, w, h, 0, '#eef0e8');
  o += R(x + w * 0.06, y + h * 0.1, w * 0.34, h * 0.22, u * 0.04, '#d3e8c8') + R(x + w * 0.56, y + h * 0.56, w * 0.38, h * 0.24, u * 0.04, '#d3e8c8');
  o += S(
    `M${r1(x - 10)} ${r1(y + h * 0.84)}Q${r1(x + w * 0.3)} ${r1(y + h * 0.7)} ${r1(x + w * 0.5)} ${r1(y + h * 0.88)}T${r1(x + w + 10)} ${r1(y + h * 0.86)}`,
    '#bfe0ef',
    u * 0.07,
  );
  for (const f of [0.24, 0.52, 0.8]) {
    const x1 = x + w * f + (rnd() - 0.5) * w * 0.06;
    o += S(`M${r1(x1)} ${r1(y - 10)}L${r1(x1 + (rnd() - 0.5) * w * 0.1)} ${r1(y + h + 10)}`, '#ffffff', u * 0.03);
  }
  for (const f of [0.38, 0.62]) {
    const y1 = y + h * f + (rnd() - 0.5) * h * 0.05;
    o += S(`M${r1(x - 10)} ${r1(y1)}L${r1(x + w + 10)} ${r1(y1 + (rnd() - 0.5) * h * 0.08)}`, '#ffffff', u * 0.03);
  }
  for (let i = 0; i < 5; i++) {
    const y1 = y + h * (0.08 + rnd() * 0.85);
    o += S(`M${r1(x - 10)} ${r1(y1)}L${r1(x + w + 10)} ${r1(y1 + (rnd() - 0.5) * h * 0.1)}`, '#ffffff', u * 0.012, op(0.9));
  }
  return o;
}
export function pin(x, y, s, color, inner = '#ffffff') {
  const t = (v) => r1(v);
  return (
    P(
      `M${t(x)} ${t(y)}C${t(x - 8 * s)} ${t(y - 12 * s)} ${t(x - 22 * s)} ${t(y - 20 * s)} ${t(x - 22 * s)} ${t(y - 32 * s)}A${t(22 * s)} ${t(22 * s)} 0 1 1 ${t(x + 22 * s)} ${t(y - 32 * s)}C${t(x + 22 * s)} ${t(y - 20 * s)} ${t(x + 8 * s)} ${t(y - 12 * s)} ${t(x)} ${t(y)}Z`,
      color,
    ) +
    C(x, y - 32 * s, 14 * s, inner) +
    paw(x, y - 31 * s, 0.5 * s, color)
  );
}
export function trailPath(d, w = 6) {
  return S(d, CORAL, w, ' stroke-dasharray="2 14"') + S(d, CORAL, w * 0.45, op(0.35));
}

// Phone with the Pawtrail app (360 x 720 local coordinates)
export function phoneArt(id, seed = 7) {
  const defs = `<clipPath id="${id}"><rect x="16" y="16" width="328" height="688" rx="40"/></clipPath>`;
  let chips = '';
  [
    [TEAL, 0.7],
    [CORAL, 0.45],
    [AMBER, 0.85],
  ].forEach(([c, v], i) => {
    const x = 30 + i * 102;
    chips +=
      R(x, 604, 94, 74, 16, '#f3f5f8') +
      ring(x + 26, 632, 12, tint(c, 0.7), 5) +
      S(`M${x + 26} 620A12 12 0 ${v > 0.5 ? 1 : 0} 1 ${r1(x + 26 + 12 * Math.sin(v * 6.283))} ${r1(632 - 12 * Math.cos(v * 6.283))}`, c, 5) +
      R(x + 46, 626, 36, 8, 4, INK, op(0.75)) +
      R(x + 14, 656, 62, 7, 3.5, '#b3bac6');
  });
  const trail = 'M96 420C120 360 170 380 190 330S250 250 232 200';
  const body =
    R(0, 0, 360, 720, 54, '#141821') +
    R(6, 6, 348, 708, 48, '#2a303b') +
    `<g clip-path="url(#${id})">` +
    mapArt(16, 16, 328, 688, seed) +
    C(214, 290, 118, TEAL, op(0.1)) +
    ring(214, 290, 118, TEAL, 3, ' stroke-dasharray="10 8"') +
    trailPath(trail, 6) +
    C(96, 420, 9, '#ffffff', stk(CORAL, 4)) +
    pin(232, 204, 1.35, CORAL) +
    R(30, 70, 300, 48, 24, '#ffffff', op(0.96)) +
    C(58, 94, 10, 'none', stk('#9aa3b2', 3)) +
    R(80, 89, 130, 10, 5, '#c7cdd6') +
    C(304, 94, 13, CREAM) +
    paw(304, 95, 0.45, CORAL) +
    R(16, 494, 328, 240, 28, '#ffffff') +
    R(160, 506, 40, 5, 2.5, '#d5d9e0') +
    C(62, 556, 26, '#f3e4d3') +
    paw(62, 558, 0.9, DOG_D) +
    R(100, 540, 120, 12, 6, INK) +
    R(100, 562, 86, 9, 4.5, '#aeb5c1') +
    R(270, 545, 44, 20, 5, 'none', stk('#9aa3b2', 3)) +
    R(274, 549, 28, 12, 2, LED) +
    R(315, 551, 4, 8, 1.5, '#9aa3b2') +
    chips +
    R(130, 692, 100, 5, 2.5, '#c9ced6') +
    '</g>' +
    R(136, 26, 88, 24, 12, '#141821') +
    R(16, 16, 328, 688, 40, 'none', stk('#ffffff', 1) + op(0.15));
  return { defs, body };
}

// The wordmark "Pawtrail" as outlines: Liberation Sans Bold (SIL Open Font License) at 21 units,
// letter spacing -0.3, baseline at y 28 from x 42. Set as <text>, the logo took whichever of
// Helvetica Neue, Helvetica or Arial the viewer had, and the browser looked those fonts up inside
// the logo's own SVG document before the page's first paint, which then held only the header
// (docs/performance.md, "What the first paint waits for").
const WORDMARK_PAW =
  'M55.3 18.1Q55.3 19.1 55 19.9Q54.7 20.8 54 21.5Q53.4 22.1 52.4 22.5Q51.4 22.9 50 22.9L46.4 22.9L46.4 28L43.4 28L43.4 13.6L49.9 13.6Q51.3 13.6 52.3 13.9Q53.3 14.2 54 14.8Q54.6 15.4 55 16.3Q55.3 17.1 55.3 18.1M52.2 18.2Q52.2 17.1 51.6 16.5Q50.9 15.9 49.6 15.9L46.4 15.9L46.4 20.6L49.6 20.6Q50.3 20.6 50.8 20.4Q51.3 20.2 51.6 19.9Q51.9 19.6 52.1 19.2Q52.2 18.7 52.2 18.2M59.7 28.2Q58.9 28.2 58.3 28Q57.7 27.8 57.2 27.3Q56.8 26.9 56.6 26.3Q56.3 25.7 56.3 24.9Q56.3 23.9 56.7 23.2Q57 22.5 57.6 22.1Q58.2 21.7 59 21.5Q59.8 21.3 60.7 21.3L63.1 21.3L63.1 20.7Q63.1 20.1 63 19.7Q62.9 19.3 62.7 19Q62.5 18.8 62.2 18.7Q61.9 18.6 61.5 18.6Q61.1 18.6 60.8 18.6Q60.5 18.7 60.3 18.9Q60.1 19.1 60 19.4Q59.9 19.7 59.8 20.1L56.8 20Q56.9 19.3 57.3 18.7Q57.6 18.1 58.2 17.6Q58.8 17.2 59.6 16.9Q60.5 16.7 61.6 16.7Q62.6 16.7 63.4 17Q64.2 17.2 64.8 17.7Q65.4 18.2 65.7 19Q66 19.7 66 20.7L66 24.7Q66 25.1 66 25.4Q66 25.7 66.1 25.9Q66.2 26.1 66.4 26.3Q66.6 26.4 66.9 26.4Q67.2 26.4 67.5 26.3L67.5 27.9Q67.3 27.9 67.1 28Q66.9 28 66.6 28.1Q66.4 28.1 66.2 28.1Q66 28.1 65.7 28.1Q64.6 28.1 64.1 27.6Q63.6 27.1 63.4 26L63.4 26Q62.8 27.1 61.9 27.6Q61 28.2 59.7 28.2M63.1 23.4L63.1 22.9L61.6 22.9Q61.2 22.9 60.7 23Q60.3 23 60 23.2Q59.7 23.4 59.5 23.7Q59.3 24.1 59.3 24.6Q59.3 25.4 59.7 25.8Q60.1 26.2 60.7 26.2Q61.2 26.2 61.7 26Q62.1 25.7 62.4 25.3Q62.7 25 62.9 24.5Q63.1 23.9 63.1 23.4M69.7 16.9L71.6 25.4L73.7 16.9L76.8 16.9L78.9 25.4L80.8 16.9L83.5 16.9L80.5 28L77.5 28L75.3 19L72.9 28L69.9 28L67 16.9';
const WORDMARK_TRAIL =
  'M87.4 28.2Q86.2 28.2 85.5 27.5Q84.8 26.8 84.8 25.4L84.8 18.9L83.4 18.9L83.4 16.9L84.9 16.9L85.8 14.3L87.6 14.3L87.6 16.9L89.7 16.9L89.7 18.9L87.6 18.9L87.6 24.6Q87.6 25.4 87.9 25.8Q88.2 26.2 88.9 26.2Q89.2 26.2 89.4 26.2Q89.6 26.1 89.9 26.1L89.9 27.8Q89.3 28 88.7 28.1Q88.1 28.2 87.4 28.2M94.2 28L91.3 28L91.3 19.5Q91.3 19.2 91.3 18.8Q91.3 18.4 91.3 18Q91.2 17.6 91.2 17.3Q91.2 17 91.2 16.9L93.9 16.9Q94 17 94 17.3Q94 17.6 94 18Q94 18.4 94.1 18.7Q94.1 19.1 94.1 19.3L94.1 19.3Q94.3 18.7 94.6 18.2Q94.8 17.7 95.1 17.4Q95.4 17 95.8 16.9Q96.2 16.7 96.8 16.7Q97 16.7 97.3 16.7Q97.5 16.8 97.7 16.8L97.7 19.3Q97.4 19.2 97.1 19.1Q96.8 19.1 96.4 19.1Q95.4 19.1 94.8 20Q94.2 20.8 94.2 22.6M101.7 28.2Q100.9 28.2 100.3 28Q99.7 27.8 99.2 27.3Q98.8 26.9 98.5 26.3Q98.3 25.7 98.3 24.9Q98.3 23.9 98.6 23.2Q99 22.5 99.6 22.1Q100.2 21.7 101 21.5Q101.8 21.3 102.7 21.3L105.1 21.3L105.1 20.7Q105.1 20.1 105 19.7Q104.9 19.3 104.6 19Q104.4 18.8 104.1 18.7Q103.8 18.6 103.4 18.6Q103.1 18.6 102.8 18.6Q102.5 18.7 102.3 18.9Q102.1 19.1 102 19.4Q101.9 19.7 101.8 20.1L98.8 20Q98.9 19.3 99.3 18.7Q99.6 18.1 100.2 17.6Q100.7 17.2 101.6 16.9Q102.4 16.7 103.6 16.7Q104.6 16.7 105.4 17Q106.2 17.2 106.8 17.7Q107.4 18.2 107.7 19Q108 19.7 108 20.7L108 24.7Q108 25.1 108 25.4Q108 25.7 108.1 25.9Q108.2 26.1 108.4 26.3Q108.6 26.4 108.9 26.4Q109.2 26.4 109.5 26.3L109.5 27.9Q109.2 27.9 109 28Q108.8 28 108.6 28.1Q108.4 28.1 108.2 28.1Q108 28.1 107.7 28.1Q106.6 28.1 106 27.6Q105.5 27.1 105.4 26L105.4 26Q104.8 27.1 103.9 27.6Q103 28.2 101.7 28.2M105.1 23.4L105.1 22.9L103.6 22.9Q103.1 22.9 102.7 23Q102.3 23 102 23.2Q101.7 23.4 101.5 23.7Q101.3 24.1 101.3 24.6Q101.3 25.4 101.7 25.8Q102 26.2 102.6 26.2Q103.2 26.2 103.6 26Q104.1 25.7 104.4 25.3Q104.7 25 104.9 24.5Q105.1 23.9 105.1 23.4M113.4 14.9L110.5 14.9L110.5 12.8L113.4 12.8L113.4 14.9M113.4 28L110.5 28L110.5 16.9L113.4 16.9M118.9 28L116.1 28L116.1 12.8L118.9 12.8';

export function logoBody({ ink = INK, accent = CORAL, text = true } = {}) {
  const mark = paw(18, 16, 0.66, accent) + S('M6 34Q18 40 31 31', ink, 2.6, ' stroke-dasharray="0.1 5"' + op(0.8));
  if (!text) return mark;
  return mark + P(WORDMARK_PAW, ink) + P(WORDMARK_TRAIL, accent);
}
export function logoSvg(opts) {
  return svgDoc(160, 40, logoBody(opts));
}

export function person(x, y, s, body, head = '#e6b48f', hair = '#3b2f2a') {
  return (
    R(x - 15 * s, y - 40 * s, 12 * s, 40 * s, 6 * s, shade(body, 0.35)) +
    R(x + 3 * s, y - 40 * s, 12 * s, 40 * s, 6 * s, shade(body, 0.35)) +
    R(x - 25 * s, y - 100 * s, 50 * s, 70 * s, 22 * s, body) +
    C(x, y - 118 * s, 17 * s, head) +
    P(
      `M${r1(x - 17 * s)} ${r1(y - 120 * s)}A${r1(17 * s)} ${r1(17 * s)} 0 0 1 ${r1(x + 17 * s)} ${r1(y - 120 * s)}Q${r1(x)} ${r1(y - 130 * s)} ${r1(x - 17 * s)} ${r1(y - 120 * s)}Z`,
      hair,
    )
  );
}
export function building(x, y, w, h, color, win = '#ffffff') {
  let o = R(x, y, w, h, 6, color);
  const cols = Math.max(2, Math.round(w / 38)),
    rows = Math.max(2, Math.round(h / 44));
  const cw = w / cols,
    rh = (h - 30) / rows;
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) o += R(x + i * cw + cw * 0.22, y + 14 + j * rh + rh * 0.2, cw * 0.56, rh * 0.5, 3, win, op(0.55));
  return o;
}
export function tree(x, y, s, c = SAGE) {
  return R(x - 4 * s, y - 30 * s, 8 * s, 30 * s, 3 * s, '#8a6a4c') + C(x, y - 50 * s, 26 * s, c);
}
export function box(x, y, w, h, c = '#d9b48a') {
  return R(x, y, w, h, 6, c) + R(x, y, w, h * 0.22, 6, shade(c, 0.08)) + R(x + w * 0.42, y, w * 0.16, h, 0, tint(c, 0.25), op(0.8));
}
export function blobs(w, h, seed, colors) {
  const rnd = rng(seed);
  let o = '';
  for (let i = 0; i < 3; i++) o += C(rnd() * w, rnd() * h, (0.18 + rnd() * 0.22) * Math.max(w, h), colors[i % colors.length], op(0.16));
  return o;
}
export function starPath(cx, cy, r, n = 5, inner = 0.45, rot = -Math.PI / 2) {
  let d = '';
  for (let i = 0; i < n * 2; i++) {
    const a = rot + (i * Math.PI) / n,
      rr = i % 2 ? r * inner : r;
    d += `${i ? 'L' : 'M'}${r1(cx + rr * Math.cos(a))} ${r1(cy + rr * Math.sin(a))}`;
  }
  return d + 'Z';
}
export function arcPath(cx, cy, r, a0, a1) {
  const x0 = cx + r * Math.cos(a0),
    y0 = cy + r * Math.sin(a0),
    x1 = cx + r * Math.cos(a1),
    y1 = cy + r * Math.sin(a1);
  return `M${r1(x0)} ${r1(y0)}A${r1(r)} ${r1(r)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${r1(x1)} ${r1(y1)}`;
}
export function pieSlice(cx, cy, r, a0, a1, fill) {
  const x0 = cx + r * Math.cos(a0),
    y0 = cy + r * Math.sin(a0),
    x1 = cx + r * Math.cos(a1),
    y1 = cy + r * Math.sin(a1);
  return P(`M${cx} ${cy}L${r1(x0)} ${r1(y0)}A${r} ${r} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${r1(x1)} ${r1(y1)}Z`, fill);
}
export function bars(x, y, w, h, values, colors, gap = 0.35) {
  const bw = w / values.length;
  let o = '';
  values.forEach((v, i) => {
    const bh = h * v;
    o += R(x + i * bw + (bw * gap) / 2, y + h - bh, bw * (1 - gap), bh, Math.min(8, bw * 0.2), colors[i % colors.length]);
  });
  return o;
}
export function card(x, y, w, h, fill = '#ffffff', ex = '') {
  return R(x + 4, y + 8, w, h, 18, INK, op(0.07)) + R(x, y, w, h, 18, fill, ex);
}
export function textLines(x, y, widths, color = '#c7cdd6', hgt = 10, gap = 20) {
  return widths.map((w, i) => R(x, y + i * gap, w, hgt, hgt / 2, color)).join('');
}
export function laurel(cx, cy, s, color) {
  let o = '';
  for (const dir of [-1, 1]) {
    o += S(`M${cx + dir * 6 * s} ${cy + 40 * s}Q${cx + dir * 44 * s} ${cy + 20 * s} ${cx + dir * 40 * s} ${cy - 34 * s}`, color, 3 * s);
    for (let i = 0; i < 5; i++) {
      const t = i / 5,
        lx = cx + dir * (14 + 30 * Math.sin(t * 2)) * s,
        ly = cy + (34 - t * 66) * s;
      o += E(lx, ly, 5 * s, 11 * s, color, ` transform="rotate(${dir * (50 - t * 40)} ${r1(lx)} ${r1(ly)})"`);
    }
  }
  return o;
}
export function trophy(x, y, s, c = AMBER) {
  return (
    P(
      `M${x - 40 * s} ${y - 150 * s}L${x + 40 * s} ${y - 150 * s}Q${x + 40 * s} ${y - 80 * s} ${x} ${y - 70 * s}Q${x - 40 * s} ${y - 80 * s} ${x - 40 * s} ${y - 150 * s}Z`,
      c,
    ) +
    S(`M${x - 40 * s} ${y - 138 * s}Q${x - 66 * s} ${y - 136 * s} ${x - 50 * s} ${y - 106 * s}`, c, 7 * s) +
    S(`M${x + 40 * s} ${y - 138 * s}Q${x + 66 * s} ${y - 136 * s} ${x + 50 * s} ${y - 106 * s}`, c, 7 * s) +
    R(x - 7 * s, y - 72 * s, 14 * s, 40 * s, 3 * s, shade(c, 0.15)) +
    R(x - 34 * s, y - 34 * s, 68 * s, 34 * s, 6 * s, INK) +
    R(x - 24 * s, y - 22 * s, 48 * s, 8 * s, 4 * s, '#ffffff', op(0.35)) +
    R(x - 26 * s, y - 140 * s, 10 * s, 46 * s, 5 * s, '#ffffff', op(0.3))
  );
}
