#!/usr/bin/env node
// Pawtrail media generator.
//
//   node scripts/generate-assets.mjs
//
// Reads scripts/seed-data/base.json (and en.json for document texts, if present) and
// generates every media / download file referenced there, plus a few fixed assets
// (logo, app phone, C4 highlight illustrations). Output goes ONLY to public/media,
// public/downloads and public/brand.
//
// Deterministic and idempotent: no clocks, no randomness (seeded PRNG only), files are
// rewritten only when their bytes change. Uses Node built-ins, the `qrcode` package and
// /usr/bin/ffmpeg (override with FFMPEG=/path/to/ffmpeg).

import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');
const SEED_DIR = path.join(ROOT, 'scripts', 'seed-data');
const FFMPEG = process.env.FFMPEG || '/usr/bin/ffmpeg';
const ALLOWED_TOP = new Set(['media', 'downloads', 'brand']);

const base = JSON.parse(fs.readFileSync(path.join(SEED_DIR, 'base.json'), 'utf8'));
let en = {};
try { en = JSON.parse(fs.readFileSync(path.join(SEED_DIR, 'en.json'), 'utf8')); } catch { en = {}; }
const settings = base.settings || {};

// ---------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------
const stats = { written: 0, unchanged: 0, files: 0 };
const generated = new Map(); // web path -> Buffer

function absFor(webPath) {
  const rel = String(webPath).replace(/^\/+/, '');
  const norm = path.posix.normalize(rel);
  if (norm.startsWith('..') || !ALLOWED_TOP.has(norm.split('/')[0])) {
    throw new Error(`refusing to write outside public/{media,downloads,brand}: ${webPath}`);
  }
  return path.join(PUBLIC, norm);
}

function out(webPath, data) {
  const abs = absFor(webPath);
  const buf = Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8');
  generated.set(webPath, buf);
  stats.files++;
  if (fs.existsSync(abs) && fs.readFileSync(abs).equals(buf)) { stats.unchanged++; return abs; }
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  const tmp = `${abs}.tmp-${process.pid}`;
  fs.writeFileSync(tmp, buf);
  fs.renameSync(tmp, abs);
  stats.written++;
  return abs;
}

// ---------------------------------------------------------------------------------------
// Small helpers: numbers, hashing, PRNG, colours
// ---------------------------------------------------------------------------------------
const r1 = (v) => Math.round(v * 10) / 10;
function hash(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 16777619); }
  return h >>> 0;
}
function rng(seed) {
  let s = (seed >>> 0) || 0x9e3779b9;
  return () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
}
function hexToRgb(h) {
  let s = String(h || '#888888').replace('#', '').trim();
  if (s.length === 3) s = s.split('').map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(s)) s = '888888';
  return [0, 2, 4].map((i) => parseInt(s.slice(i, i + 2), 16));
}
const rgbToHex = (c) => '#' + c.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');
function mix(a, b, t) { const A = hexToRgb(a), B = hexToRgb(b); return rgbToHex(A.map((v, i) => v + (B[i] - v) * t)); }
const shade = (h, t) => mix(h, '#000000', t);
const tint = (h, t) => mix(h, '#ffffff', t);
function lum(h) {
  const [r, g, b] = hexToRgb(h).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// Brand palette (matches the product colours used in base.json)
const INK = '#1f2a44', CORAL = '#e8664f', SAGE = '#7c9a7e', TEAL = '#2a9d8f', AMBER = '#f2a93b';
const CREAM = '#f7f3ec', SKY = '#8fbcdb', BLUSH = '#e9b5b0';
const LED = '#3ddc97', METAL = '#c3c9d2', METAL_D = '#8e96a3', GLASS = '#1d222b', WATER = '#9bd3ee';
const DOG = '#c99a6b', DOG_D = '#a57850', CAT = '#9a8f88', CAT_D = '#7b716b', KIBBLE = '#c4884f';

function pal(hex) {
  const L = lum(hex);
  const light = L > 0.55;
  const p = { c: hex, d: shade(hex, 0.18), dd: shade(hex, 0.38), hi: tint(hex, 0.3), hh: tint(hex, 0.6), light, L };
  if (light) { p.d = shade(hex, 0.1); p.dd = shade(hex, 0.24); }
  p.line = shade(hex, light ? 0.32 : 0.3);
  p.bg1 = light ? '#eaeef2' : mix(tint(hex, 0.9), '#f7f4ef', 0.45);
  p.bg2 = light ? '#d7dfe7' : mix(tint(hex, 0.76), '#ece6dd', 0.35);
  p.st = light ? ` stroke="${p.line}" stroke-width="3"` : '';
  return p;
}

// ---------------------------------------------------------------------------------------
// SVG primitives
// ---------------------------------------------------------------------------------------
const R = (x, y, w, h, rx, fill, ex = '') => `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${rx ? ` rx="${r1(rx)}"` : ''} fill="${fill}"${ex}/>`;
const C = (cx, cy, r, fill, ex = '') => `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${ex}/>`;
const E = (cx, cy, rx, ry, fill, ex = '') => `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${ex}/>`;
const P = (d, fill, ex = '') => `<path d="${d}" fill="${fill}"${ex}/>`;
const S = (d, stroke, w, ex = '', cap = 'round') => `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${r1(w)}" stroke-linecap="${cap}" stroke-linejoin="round"${ex}/>`;
const G = (tr, body, ex = '') => `<g transform="${tr}"${ex}>${body}</g>`;
const op = (v) => ` opacity="${v}"`;
const stk = (c, w) => ` stroke="${c}" stroke-width="${w}"`;
const ring = (cx, cy, r, stroke, w, ex = '') => C(cx, cy, r, 'none', stk(stroke, w) + ex);

function svgDoc(w, h, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
}
function lin(id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a != null ? ` stop-opacity="${a}"` : ''}/>`).join('')}</linearGradient>`;
}

// Paw print, ~34 units wide at s=1, centred on (x, y)
function paw(x, y, s, fill, ex = '') {
  return G(`translate(${r1(x)} ${r1(y)}) scale(${s})`,
    E(0, 6, 10.5, 8.5, fill) + E(-12.5, -5, 4.4, 5.6, fill) + E(-4.6, -13, 4.6, 5.9, fill) + E(4.6, -13, 4.6, 5.9, fill) + E(12.5, -5, 4.4, 5.6, fill), ex);
}
// Pulse arcs opening to the right (GPS / Bluetooth signal), centred on (x, y)
function waves(x, y, s, color, n = 3, dir = 1) {
  let o = '';
  for (let i = 1; i <= n; i++) {
    const r = 18 * i * s, a = 0.55;
    const x1 = x + dir * r * Math.cos(a), y1 = y - r * Math.sin(a), y2 = y + r * Math.sin(a);
    o += S(`M${r1(x1)} ${r1(y1)}A${r1(r)} ${r1(r)} 0 0 ${dir > 0 ? 1 : 0} ${r1(x1)} ${r1(y2)}`, color, 5 * s, op((1.1 - i * 0.22).toFixed(2)));
  }
  return o;
}
function sparkle(x, y, s, fill, ex = '') {
  return P(`M${r1(x)} ${r1(y - 12 * s)}Q${r1(x + 2 * s)} ${r1(y - 2 * s)} ${r1(x + 12 * s)} ${r1(y)}Q${r1(x + 2 * s)} ${r1(y + 2 * s)} ${r1(x)} ${r1(y + 12 * s)}Q${r1(x - 2 * s)} ${r1(y + 2 * s)} ${r1(x - 12 * s)} ${r1(y)}Q${r1(x - 2 * s)} ${r1(y - 2 * s)} ${r1(x)} ${r1(y - 12 * s)}Z`, fill, ex);
}
// Round play badge (news thumbnails of video items)
function playButton(cx, cy, r) {
  return C(cx, cy, r, '#ffffff', op(0.92)) + P(`M${r1(cx - r * 0.28)} ${r1(cy - r * 0.42)}L${r1(cx + r * 0.45)} ${r1(cy)}L${r1(cx - r * 0.28)} ${r1(cy + r * 0.42)}Z`, INK);
}

// ---------------------------------------------------------------------------------------
// Animals (flat silhouettes, local coordinates: ground at y = 650)
// ---------------------------------------------------------------------------------------
function dog(extra = '', col = DOG, dk = DOG_D) {
  return S('M238 432Q176 404 190 322', col, 26) +
    R(286, 470, 44, 180, 20, dk) + R(512, 470, 44, 180, 20, dk) +
    E(384, 452, 172, 84, col) +
    R(236, 482, 50, 168, 22, col) + R(462, 482, 50, 168, 22, col) +
    P('M468 424L522 298L624 300L592 476Z', col) +
    C(586, 286, 68, col) + E(652, 314, 58, 34, col) +
    P('M546 238Q518 262 530 352Q566 342 586 262Z', dk) +
    C(707, 302, 12, '#2b2622') + C(612, 270, 8, '#2b2622') +
    extra;
}
// Collar band around the dog's neck (local dog coords); returns shapes
function dogCollar(fill, ex = '') {
  return G('rotate(24 548 384)', R(482, 368, 134, 32, 12, fill, ex));
}
function dogHead(col = DOG, dk = DOG_D) {
  return P('M468 424L522 298L624 300L592 476Z', col) +
    C(586, 286, 68, col) + E(652, 314, 58, 34, col) +
    P('M546 238Q518 262 530 352Q566 342 586 262Z', dk) +
    C(707, 302, 12, '#2b2622') + C(612, 270, 8, '#2b2622');
}
function dogLying(col = DOG, dk = DOG_D) {
  return S('M236 474Q196 540 300 548', col, 24) +
    E(402, 480, 176, 66, col) + E(300, 516, 70, 34, dk) +
    R(520, 508, 130, 30, 15, dk) +
    C(560, 432, 58, col) + E(614, 458, 48, 28, col) +
    P('M522 392Q498 416 512 486Q544 476 560 406Z', dk) +
    C(655, 450, 10, '#2b2622') + P('M574 426q9 -6 18 0', 'none', stk('#2b2622', 4) + ' stroke-linecap="round"');
}
function cat(col = CAT, dk = CAT_D) {
  return S('M646 636Q730 646 716 566Q708 520 744 496', col, 22) +
    E(606, 548, 94, 108, col) +
    R(528, 560, 36, 90, 16, dk) + R(572, 566, 36, 84, 16, col) +
    P('M508 356L514 280L562 324Z', col) + P('M568 320L614 282L622 358Z', col) +
    C(566, 380, 64, col) +
    P('M520 338L522 306L544 326Z', dk) + P('M588 326L606 310L608 340Z', dk) +
    C(544, 378, 6, '#2b2622') + C(588, 378, 6, '#2b2622') + P('M560 396l12 0l-6 8z', '#6b4b45');
}

// ---------------------------------------------------------------------------------------
// Product drawings (800 x 800 coordinate system). view: 1 front, 2 angled/side, 3 detail/in use
// ---------------------------------------------------------------------------------------
function productType(p) {
  const id = String(p.id || '').toLowerCase();
  if (p.category === 'shampoo' || /shampoo|conditioner|wash|soap/.test(id)) return 'shampoo';
  if (/^c\d/.test(id)) return /mini/.test(id) ? 'collar-mini' : 'collar';
  if (/fountain|water/.test(id)) return 'fountain';
  if (/feeder/.test(id)) return 'feeder';
  if (/cam/.test(id)) return 'camera';
  if (/clip|tracker/.test(id)) return 'clip';
  if (/leash|lead/.test(id)) return 'leash';
  if (/harness/.test(id)) return 'harness';
  if (/bed|mat|cushion/.test(id)) return 'bed';
  if (/bowl/.test(id)) return 'bowl';
  if (/tag/.test(id)) return 'tag';
  if (/collar|gps/.test(id)) return /mini/.test(id) ? 'collar-mini' : 'collar';
  return 'tag';
}
const shadow = (cx, cy, rx, ry = 20) => E(cx, cy, rx, ry, '#1f2a44', op(0.13));

function collarModule(p, cx, cy, mw, mh, thick = 8) {
  const rx = mh * 0.28;
  return R(cx - mw / 2, cy - mh / 2 + thick, mw, mh, rx, p.dd) +
    R(cx - mw / 2, cy - mh / 2, mw, mh, rx, p.c, p.st) +
    R(cx - mw / 2 + mh * 0.12, cy - mh / 2 + mh * 0.12, mw - mh * 0.24, mh * 0.76, rx * 0.75, GLASS) +
    R(cx - mw * 0.22, cy + mh * 0.2, mw * 0.44, mh * 0.085, mh * 0.04, LED) +
    paw(cx, cy - mh * 0.06, mh / 95, '#ffffff', op(0.28)) +
    R(cx - mw / 2 + mh * 0.2, cy - mh / 2 + mh * 0.17, mw * 0.45, mh * 0.07, mh * 0.035, '#ffffff', op(0.12));
}

function drawCollar(p, view, mini) {
  const sw = mini ? 34 : 46, mw = mini ? 128 : 170, mh = mini ? 88 : 112;
  if (view === 1) {
    const k = sw / 2 - 8;
    return shadow(400, 612, 250) +
      S('M170 380A230 118 0 0 1 630 380', p.dd, sw, '', 'butt') +
      S('M170 380A230 118 0 0 0 630 380', p.c, sw, p.light ? '' : '', 'butt') +
      S(`M${170 + k} 380A${230 - k} ${118 - k} 0 0 0 ${630 - k} 380`, p.hh, 2.5, ' stroke-dasharray="8 9"' + op(0.7)) +
      S(`M${170 - k} 380A${230 + k} ${118 + k} 0 0 0 ${630 + k} 380`, p.hh, 2.5, ' stroke-dasharray="8 9"' + op(0.7)) +
      R(140, 350, 60, 64, 14, 'none', stk(METAL, 10)) + S('M170 354L170 410', METAL_D, 6) +
      R(196, 356, 14, 56, 5, p.d) +
      collarModule(p, 400, 500, mw, mh);
  }
  if (view === 2) {
    const y = 420;
    let holes = '';
    for (let i = 0; i < 5; i++) holes += C(548 + i * 28, y, 5.5, p.dd);
    return shadow(400, 600, 300, 18) + G('rotate(-9 400 420)',
      R(108, y - sw / 2 + 9, 590, sw, sw / 2, p.dd) +
      R(108, y - sw / 2, 590, sw, sw / 2, p.c, p.st) +
      S(`M150 ${y - sw / 2 + 7}L670 ${y - sw / 2 + 7}`, p.hh, 2.5, ' stroke-dasharray="8 9"' + op(0.7)) +
      S(`M150 ${y + sw / 2 - 7}L670 ${y + sw / 2 - 7}`, p.hh, 2.5, ' stroke-dasharray="8 9"' + op(0.7)) +
      holes +
      R(96, y - sw / 2 - 14, 66, sw + 28, 14, 'none', stk(METAL, 10)) + S(`M112 ${y}L182 ${y}`, METAL_D, 7) +
      R(186, y - sw / 2 - 6, 22, sw + 12, 6, p.d) +
      collarModule(p, 400, y, mw, mh, 16));
  }
  const s = mini ? 0.8 : 1;
  const collar = dogCollar(p.c, p.st) +
    G('rotate(24 600 412)', collarModule(p, 600, 420, 64 * s, 46 * s, 5));
  return shadow(400, 652, 270) + dog(collar) + waves(642, 430, 1.6, CORAL, 3);
}

function drawTag(p, view) {
  if (view === 1) {
    return shadow(400, 640, 160) +
      C(400, 438, 150, p.dd) + R(368, 250, 64, 74, 24, p.c, p.st) + C(400, 430, 150, p.c, p.st) +
      ring(400, 430, 122, p.d, 3, op(0.6)) + C(400, 282, 12, p.bg2) +
      ring(400, 236, 44, METAL, 11) +
      paw(400, 426, 2.6, p.light ? p.dd : p.hi, op(0.5)) + C(400, 520, 7, LED) +
      E(336, 350, 60, 26, '#ffffff', op(0.16) + ' transform="rotate(-38 336 350)"');
  }
  if (view === 2) {
    return shadow(400, 640, 100) + G('rotate(-14 400 430)',
      E(424, 432, 72, 150, p.dd) + R(382, 252, 40, 74, 16, p.d) + E(400, 430, 72, 150, p.c, p.st) +
      E(400, 430, 56, 122, 'none', stk(p.d, 3) + op(0.6)) + E(400, 236, 20, 44, 'none', stk(METAL, 11)) +
      G('translate(200 0) scale(.5 1)', paw(400, 426, 2.4, p.light ? p.dd : p.hi, op(0.5))) + E(400, 520, 4, 7, LED));
  }
  const tag = ring(600, 424, 12, METAL, 5) + C(604, 466, 32, p.c, p.st) + ring(604, 466, 25, p.d, 2) + C(604, 482, 3.5, LED);
  return shadow(400, 652, 270) + dog(dogCollar('#3d4b63') + tag) + waves(650, 466, 1.4, TEAL, 3);
}

function kibble(x0, y0, w, h, n, seed) {
  const rnd = rng(seed); let o = '';
  for (let i = 0; i < n; i++) {
    const x = x0 + rnd() * w, y = y0 + h - Math.pow(rnd(), 0.7) * h;
    o += C(x, y, 6 + rnd() * 4, i % 3 ? KIBBLE : '#a96f3c');
  }
  return o;
}

function drawFeeder(p, view) {
  if (view === 1) {
    return shadow(400, 648, 190) +
      R(286, 150, 228, 220, 34, '#ffffff', op(0.6) + stk(p.line, 3)) + kibble(300, 250, 200, 110, 30, 7) +
      R(288, 176, 16, 150, 8, '#ffffff', op(0.7)) +
      R(272, 132, 256, 42, 20, p.c, p.st) + R(370, 120, 60, 16, 8, p.d) +
      R(256, 350, 288, 298, 48, p.c, p.st) + R(268, 344, 264, 20, 10, p.d) +
      R(346, 392, 108, 40, 20, GLASS) + C(370, 412, 6, LED) + R(386, 408, 48, 8, 4, '#5a6473') +
      R(362, 524, 76, 40, 14, p.dd) +
      E(400, 602, 122, 34, METAL_D) + E(400, 594, 122, 30, METAL) + E(400, 592, 98, 20, '#e3e7ec') + kibble(340, 578, 120, 14, 7, 3);
  }
  if (view === 2) {
    return shadow(420, 648, 190) +
      R(318, 150, 164, 220, 30, '#ffffff', op(0.6) + stk(p.line, 3)) + kibble(330, 250, 140, 110, 20, 11) +
      R(304, 132, 192, 42, 20, p.c, p.st) +
      P('M440 520L540 548L540 580L440 580Z', p.dd) +
      P('M470 566L606 566Q616 566 612 578L594 630Q590 642 578 642L482 642Z', METAL) + E(540, 568, 68, 10, '#e3e7ec') +
      R(300, 350, 200, 298, 40, p.c, p.st) + R(312, 344, 176, 20, 10, p.d) +
      C(334, 420, 10, p.d) + R(300, 600, 200, 48, 24, p.d, op(0.5));
  }
  return shadow(300, 652, 150) + shadow(600, 656, 120, 16) +
    G('translate(-26 182) scale(.72)', drawFeeder(p, 1).replace(/^<ellipse[^>]*>/, '')) +
    G('translate(24 0)', cat());
}

function drawFountain(p, view) {
  const water = (cx, cy, rx, ry) => E(cx, cy, rx, ry, WATER) +
    E(cx, cy, rx * 0.72, ry * 0.72, 'none', stk('#ffffff', 3) + op(0.55)) + E(cx, cy, rx * 0.45, ry * 0.45, 'none', stk('#ffffff', 3) + op(0.55));
  if (view === 1) {
    return shadow(400, 650, 190) +
      P('M240 440L560 440L530 630Q526 652 504 652L296 652Q274 652 270 630Z', p.c, p.st) +
      P('M260 560L540 560L530 630Q526 652 504 652L296 652Q274 652 270 630Z', p.d) +
      R(382, 470, 36, 74, 18, '#ffffff', op(0.6)) + R(388, 504, 24, 34, 12, WATER) +
      C(400, 604, 7, LED) +
      E(400, 440, 162, 46, p.dd) + E(400, 436, 154, 40, p.c, p.st) + water(400, 438, 136, 30) +
      E(400, 426, 46, 18, '#ffffff', op(0.9)) +
      S('M400 410Q372 376 346 430', WATER, 8) + S('M400 410Q428 376 454 430', WATER, 8) + C(400, 404, 10, WATER);
  }
  if (view === 2) {
    let petals = '';
    for (let i = 0; i < 5; i++) petals += E(400, 404, 22, 40, p.c, p.st + ` transform="rotate(${i * 72} 400 430)"`);
    return shadow(400, 650, 190) +
      P('M240 430L560 430L530 630Q526 652 504 652L296 652Q274 652 270 630Z', p.c, p.st) +
      P('M258 580L542 580L530 630Q526 652 504 652L296 652Q274 652 270 630Z', p.d) + C(400, 612, 7, LED) +
      E(400, 430, 162, 82, p.dd) + E(400, 426, 154, 74, p.c, p.st) + water(400, 428, 138, 62) +
      G('scale(1 .55) translate(0 352)', petals) + C(400, 429, 14, '#ffffff') + C(400, 429, 6, WATER);
  }
  return shadow(300, 652, 150) + shadow(600, 656, 120, 16) +
    G('translate(-10 182) scale(.72)', drawFountain(p, 1).replace(/^<ellipse[^>]*>/, '')) +
    G('translate(24 0)', cat());
}

function drawCamera(p, view) {
  const chute = p.light ? p.dd : shade(p.c, 0.45);
  if (view === 1) {
    let grille = '';
    for (let i = -3; i <= 3; i++) grille += C(400 + i * 16, 572, 4, p.dd);
    return shadow(400, 648, 160) + E(400, 630, 130, 24, p.d) +
      R(284, 196, 232, 434, 104, p.c, p.st) +
      R(312, 236, 176, 176, 88, GLASS) + C(400, 324, 52, '#2c323d') + C(400, 324, 34, '#0b0e13') +
      C(388, 312, 10, '#ffffff', op(0.45)) + C(414, 338, 4, '#6d8fc9', op(0.8)) +
      C(338, 324, 5, '#4a2b30') + C(462, 324, 5, '#4a2b30') + C(400, 262, 4, '#3e4552') +
      C(400, 436, 6, LED) + R(344, 468, 112, 58, 29, chute) + R(356, 480, 88, 34, 17, '#1a1d24') + grille +
      R(300, 260, 14, 180, 7, '#ffffff', op(0.18));
  }
  if (view === 2) {
    return shadow(400, 648, 140) + E(400, 630, 100, 22, p.d) +
      R(318, 196, 168, 434, 84, p.c, p.st) +
      P('M440 236Q512 236 512 324Q512 412 440 412Z', GLASS) + E(488, 324, 18, 38, '#0b0e13') + E(484, 314, 5, 10, '#ffffff', op(0.4)) +
      P('M460 468L522 474Q534 476 534 488L534 512Q534 524 522 526L460 530Z', chute) +
      C(470, 436, 5, LED) + R(336, 260, 12, 200, 6, '#ffffff', op(0.18)) + R(330, 560, 140, 10, 5, p.dd, op(0.5));
  }
  let treat = '';
  for (let i = 1; i < 8; i++) {
    const t = i / 9, u = 1 - t;
    treat += C(u * u * 290 + 2 * u * t * 360 + t * t * 440, u * u * 462 + 2 * u * t * 290 + t * t * 404, 4, AMBER, op(0.75));
  }
  return shadow(220, 656, 170, 14) + shadow(600, 656, 190) + R(70, 560, 300, 22, 8, '#b08a63') + R(90, 582, 20, 70, 6, '#96744f') + R(330, 582, 20, 70, 6, '#96744f') +
    G('translate(-20 167.6) scale(.6)', drawCamera(p, 1).replace(/^<ellipse[^>]*>/, '')) +
    waves(300, 250, 1.4, TEAL, 3, 1) +
    G('translate(900 221) scale(-.66 .66)', dog()) +
    treat + P('M436 392l18 -6l5 11l-18 6z', AMBER);
}

function drawClip(p, view) {
  const face = mix(p.c, GLASS, p.light ? 0.1 : 0.25);
  if (view === 1) {
    return shadow(400, 646, 170) +
      S('M334 336L334 300Q334 240 400 240Q466 240 466 300L466 336', p.dd, 30) +
      R(262, 322, 276, 270, 84, p.dd) + R(262, 312, 276, 270, 84, p.c, p.st) +
      R(294, 344, 212, 206, 64, face, op(0.9)) +
      ring(400, 447, 52, LED, 9, op(0.9)) + paw(400, 447, 1.3, p.light ? p.dd : p.hi, op(0.8)) +
      R(292, 340, 120, 14, 7, '#ffffff', op(0.18));
  }
  if (view === 2) {
    return shadow(380, 646, 130) +
      S('M366 318Q296 318 296 372L296 568', p.dd, 20) + C(366, 318, 12, p.d) +
      R(342, 312, 98, 276, 40, p.c, p.st) + R(424, 350, 16, 200, 8, face) +
      C(432, 450, 6, LED) + R(354, 330, 12, 230, 6, '#ffffff', op(0.2));
  }
  const dev = G('rotate(24 548 384)', R(514, 350, 70, 70, 20, p.c, p.st) + ring(549, 385, 18, LED, 4) + C(549, 385, 6, p.light ? p.dd : p.hi));
  let lines = '';
  for (let i = 0; i < 3; i++) lines += S(`M${92 + i * 18} ${400 + i * 60}L${170 + i * 12} ${400 + i * 60}`, INK, 8, op(0.25));
  return shadow(400, 652, 270) + lines + dog(dogCollar('#3d4b63') + dev);
}

function drawLeash(p, view) {
  const refl = (d, w) => S(d, '#ffffff', w, ' stroke-dasharray="14 10"' + op(0.85));
  const hook = (x, y) => ring(x, y, 14, METAL, 8) + S(`M${x - 14} ${y + 18}L${x - 12} ${y + 76}Q${x - 10} ${y + 100} ${x + 8} ${y + 96}Q${x + 20} ${y + 92} ${x + 16} ${y + 72}`, METAL, 12) + S(`M${x + 14} ${y + 24}L${x + 16} ${y + 60}`, METAL_D, 6);
  if (view === 1) {
    const d = 'M400 284C400 380 296 420 326 500S430 560 420 604';
    return shadow(400, 710, 130, 16) +
      E(400, 190, 64, 94, 'none', stk(p.c, 30)) + S('M346 150A64 94 0 0 1 454 150', p.dd, 12, op(0.6)) +
      S(d, p.c, 30) + refl(d, 4) + R(382, 266, 36, 40, 8, p.d) + R(406, 596, 28, 20, 6, p.d) + hook(420, 620);
  }
  if (view === 2) {
    const loops = [[400, 460, 210, 120], [410, 448, 180, 100], [392, 470, 240, 138]];
    let o = shadow(400, 620, 250, 18);
    for (const [x, y, rx, ry] of loops) o += E(x, y, rx, ry, 'none', stk(p.d, 26) + ' transform="rotate(-8 400 460)"');
    o += E(392, 470, 240, 138, 'none', stk(p.c, 26) + ' transform="rotate(-8 400 460)"');
    o += E(392, 470, 240, 138, 'none', stk('#ffffff', 4) + ' stroke-dasharray="14 10"' + op(0.85) + ' transform="rotate(-8 400 460)"');
    o += E(230, 250, 56, 80, 'none', stk(p.c, 28) + ' transform="rotate(-30 230 250)"') + S('M262 318Q290 350 230 380', p.c, 26) + hook(600, 300);
    return o;
  }
  const d = 'M552 372Q470 180 396 26';
  return shadow(400, 652, 270) + dog(dogCollar('#3d4b63') + ring(552, 372, 10, METAL, 5)) + S(d, p.c, 16) + refl(d, 3);
}

function drawHarness(p, view) {
  const refl = (d) => S(d, '#ffffff', 3, ' stroke-dasharray="12 9"' + op(0.8));
  if (view === 1) {
    const vest = 'M296 292Q400 258 504 292L534 470Q400 566 266 470Z';
    return shadow(400, 650, 230) +
      E(400, 236, 112, 62, 'none', stk(p.d, 26)) +
      S('M284 452L176 528', p.d, 28) + S('M516 452L624 528', p.d, 28) +
      R(150, 514, 46, 30, 8, INK, ' transform="rotate(-35 173 529)"') + R(604, 514, 46, 30, 8, INK, ' transform="rotate(35 627 529)"') +
      P(vest, p.c, p.st) + P('M318 314Q400 290 482 314L506 456Q400 532 294 456Z', p.hi, op(0.3)) + refl('M318 314Q400 290 482 314L506 456Q400 532 294 456Z') +
      ring(400, 290, 18, METAL, 8) + ring(400, 480, 13, METAL, 7);
  }
  if (view === 2) {
    return shadow(420, 650, 240) +
      E(280, 384, 62, 124, 'none', stk(p.d, 28) + ' transform="rotate(-22 280 384)"') +
      E(514, 430, 74, 160, 'none', stk(p.dd, 30)) +
      S('M452 438A74 160 0 0 0 588 438', p.c, 30) +
      P('M280 262Q400 224 530 266L540 330Q400 300 300 336Z', p.c, p.st) + refl('M296 290Q400 258 524 292') +
      R(496, 578, 44, 28, 8, INK) + ring(426, 246, 16, METAL, 7);
  }
  return shadow(400, 652, 270) + dog(
    G('rotate(24 548 384)', R(482, 368, 134, 28, 12, p.c, p.st)) +
    P('M440 368Q470 360 500 372L502 544Q470 552 440 544Z', p.c, p.st) +
    P('M470 380Q520 360 560 384L572 470Q540 500 500 492Z', p.c, p.st) + refl('M446 380L448 536') +
    ring(468, 360, 12, METAL, 6));
}

function drawBed(p, view) {
  const foam = (x, y, w, h) => {
    let o = R(x, y, w, h, 14, '#f4ead2');
    const rnd = rng(x * 7 + y);
    for (let i = 0; i < Math.round(w * h / 500); i++) o += C(x + 8 + rnd() * (w - 16), y + 8 + rnd() * (h - 16), 2 + rnd() * 3, '#e2d3b2');
    return o;
  };
  if (view === 1) {
    return shadow(400, 612, 280, 18) +
      R(150, 330, 500, 130, 62, p.d, p.st) + R(128, 366, 118, 200, 56, p.c, p.st) + R(554, 366, 118, 200, 56, p.c, p.st) +
      R(206, 414, 388, 96, 32, p.hi, p.st) + R(140, 494, 520, 106, 32, p.c, p.st) +
      foam(186, 516, 150, 62) + R(150, 592, 500, 16, 8, '#3b3b3b') +
      S('M190 356L610 356', p.hh, 2.5, ' stroke-dasharray="8 9"' + op(0.7));
  }
  if (view === 2) {
    return shadow(400, 620, 300, 18) +
      R(124, 370, 170, 230, 80, p.d, p.st) + R(200, 470, 480, 130, 32, p.c, p.st) +
      foam(228, 494, 424, 74) + R(208, 588, 466, 16, 8, '#3b3b3b') + R(140, 392, 24, 180, 12, '#ffffff', op(0.18));
  }
  return G('translate(0 40)', drawBed(p, 1)) + G('translate(40 -30) scale(.92)', dogLying());
}

function drawBowl(p, view) {
  const carabiner = (x, y) => S(`M${x + 30} ${y}Q${x - 6} ${y} ${x - 6} ${y + 36}L${x - 6} ${y + 80}Q${x - 6} ${y + 112} ${x + 24} ${y + 112}`, METAL, 10);
  if (view === 1) {
    return shadow(400, 630, 190) +
      P('M290 560L510 560L498 616Q496 626 486 626L314 626Q304 626 302 616Z', p.d) +
      P('M262 500L538 500L510 560L290 560Z', p.c, p.st) +
      P('M232 432L568 432L538 500L262 500Z', p.d) +
      E(400, 432, 172, 46, p.c, p.st) + E(400, 434, 150, 36, p.dd) + E(400, 442, 128, 24, WATER, op(0.9)) +
      E(370, 438, 40, 6, '#ffffff', op(0.5)) + carabiner(180, 420);
  }
  if (view === 2) {
    return shadow(400, 600, 250, 18) +
      E(400, 520, 236, 64, p.dd) + E(400, 506, 236, 64, p.c, p.st) +
      E(400, 506, 186, 48, 'none', stk(p.d, 6)) + E(400, 506, 136, 34, 'none', stk(p.d, 6)) + E(400, 506, 86, 20, p.d) +
      carabiner(136, 420);
  }
  return shadow(400, 652, 270) + dog() + G('translate(430 330) scale(.52)', drawBowl(p, 1));
}

function bottleIcon(kind, x, y, color) {
  if (kind === 'oat') {
    let o = S(`M${x} ${y + 34}L${x} ${y - 30}`, color, 4);
    for (let i = 0; i < 4; i++) {
      o += E(x - 10, y - 20 + i * 14, 6, 10, color, ` transform="rotate(-30 ${x - 10} ${y - 20 + i * 14})"`);
      o += E(x + 10, y - 20 + i * 14, 6, 10, color, ` transform="rotate(30 ${x + 10} ${y - 20 + i * 14})"`);
    }
    return o;
  }
  if (kind === 'leaf') return P(`M${x - 26} ${y + 26}Q${x - 30} ${y - 30} ${x + 28} ${y - 30}Q${x + 30} ${y + 28} ${x - 26} ${y + 26}Z`, color) + S(`M${x - 26} ${y + 26}L${x + 10} ${y - 10}`, '#ffffff', 3, op(0.7));
  if (kind === 'coconut') return C(x, y, 30, color) + C(x, y, 20, '#fbf6ea') + C(x + 6, y - 6, 5, color, op(0.5));
  return P(`M${x} ${y + 26}C${x - 44} ${y - 2} ${x - 26} ${y - 40} ${x} ${y - 18}C${x + 26} ${y - 40} ${x + 44} ${y - 2} ${x} ${y + 26}Z`, color);
}
function shampooMeta(id) {
  if (/oat/.test(id)) return { accent: '#b8893e', icon: 'oat' };
  if (/sensitive|hypo|aloe/.test(id)) return { accent: '#4e9a78', icon: 'leaf' };
  if (/coconut/.test(id)) return { accent: '#7a5236', icon: 'coconut' };
  if (/puppy|kitten/.test(id)) return { accent: '#e07a93', icon: 'heart' };
  return { accent: TEAL, icon: 'leaf' };
}
function bottle(p, meta, cx, big, side = false) {
  const k = big ? 1 : 0.84;
  const bw = (side ? 120 : 210) * k, bh = 330 * k, top = 650 - bh;
  const a = meta.accent, ad = shade(a, 0.2);
  const nozzle = side ? R(cx - 14, top - 116 * k, 28, 24, 8, a) + R(cx - 8, top - 128 * k, 16, 16, 6, ad) :
    R(cx + 30, top - 112 * k, 56 * k, 16, 8, a);
  let o = R(cx - 12, top - 104 * k, 24, 60 * k, 6, ad) + R(cx - 52 * k, top - 118 * k, 104 * k, 28, 12, a) + nozzle +
    R(cx - 50 * k, top - 54, 100 * k, 40, 12, a) + R(cx - 38 * k, top - 24, 76 * k, 34, 10, p.d) +
    R(cx - bw / 2, top, bw, bh, 50 * k, p.c, p.st);
  const lw = bw - (side ? 28 : 48) * k, lh = bh * 0.46, ly = top + bh * 0.3;
  o += R(cx - lw / 2, ly, lw, lh, 22 * k, '#ffffff', op(0.82)) + bottleIcon(meta.icon, cx, ly + lh * 0.38, a) +
    R(cx - lw * 0.32, ly + lh * 0.72, lw * 0.64, 9, 4.5, a, op(0.45)) + R(cx - lw * 0.22, ly + lh * 0.84, lw * 0.44, 7, 3.5, a, op(0.3)) +
    R(cx - bw / 2 + 18 * k, top + 30, 16, bh - 90, 8, '#ffffff', op(0.3));
  return o;
}
function bubbles(list, color = '#ffffff') {
  return list.map(([x, y, r]) => C(x, y, r, color, op(0.55) + stk('#ffffff', 3))).join('');
}

function drawShampoo(p, view, prod, colorId) {
  const meta = shampooMeta(String(prod.id));
  const big = /500|large|l$/i.test(String(colorId));
  if (view === 1) {
    return shadow(400, 652, 150) + bottle(p, meta, 400, big) + bubbles([[560, 300, 22], [600, 250, 12], [540, 230, 9], [240, 420, 14]], meta.accent);
  }
  if (view === 2) {
    return shadow(400, 652, 100) + bottle(p, meta, 400, big, true) + bubbles([[520, 330, 18], [560, 290, 10], [270, 380, 12]], meta.accent);
  }
  const bub = [];
  const rnd = rng(hash(prod.id + colorId));
  for (let i = 0; i < 14; i++) { const x = 130 + rnd() * 460; bub.push([x, 420 - rnd() * (x > 250 && x < 470 ? 18 : 90), 12 + rnd() * 22]); }
  return shadow(360, 652, 260) +
    G('translate(-236 36)', dogHead()) +
    bubbles(bub, tint(meta.accent, 0.5)) +
    R(100, 420, 520, 170, 60, '#ffffff', stk('#c9d3de', 4)) + R(100, 420, 520, 34, 17, '#e9eef3', stk('#c9d3de', 4)) +
    R(150, 584, 24, 50, 10, METAL_D) + R(546, 584, 24, 50, 10, METAL_D) +
    G('translate(478 300) scale(.5)', bottle(p, meta, 400, big));
}

function productArt(prod, color, view) {
  const p = pal(color.hex);
  switch (productType(prod)) {
    case 'collar': return drawCollar(p, view, false);
    case 'collar-mini': return drawCollar(p, view, true);
    case 'tag': return drawTag(p, view);
    case 'feeder': return drawFeeder(p, view);
    case 'fountain': return drawFountain(p, view);
    case 'camera': return drawCamera(p, view);
    case 'clip': return drawClip(p, view);
    case 'leash': return drawLeash(p, view);
    case 'harness': return drawHarness(p, view);
    case 'bed': return drawBed(p, view);
    case 'bowl': return drawBowl(p, view);
    case 'shampoo': return drawShampoo(p, view, prod, color.id);
    default: return drawTag(p, view);
  }
}

function productSvg(prod, color, view) {
  const p = pal(color.hex);
  const defs = lin('b', [[0, p.bg1], [1, p.bg2]]);
  const body = R(0, 0, 800, 800, 0, 'url(#b)') + C(400, 390, 300, '#ffffff', op(0.42)) +
    productArt(prod, color, view) + paw(758, 760, 0.55, shade(p.bg2, 0.35), op(0.45));
  return svgDoc(800, 800, body, defs);
}

// ---------------------------------------------------------------------------------------
// Shared scene pieces: map, pin, phone, logo, people, buildings
// ---------------------------------------------------------------------------------------
function mapArt(x, y, w, h, seed) {
  const rnd = rng(seed);
  const u = Math.min(w, h);
  let o = R(x, y, w, h, 0, '#eef0e8');
  o += R(x + w * 0.06, y + h * 0.1, w * 0.34, h * 0.22, u * 0.04, '#d3e8c8') + R(x + w * 0.56, y + h * 0.56, w * 0.38, h * 0.24, u * 0.04, '#d3e8c8');
  o += S(`M${r1(x - 10)} ${r1(y + h * 0.84)}Q${r1(x + w * 0.3)} ${r1(y + h * 0.7)} ${r1(x + w * 0.5)} ${r1(y + h * 0.88)}T${r1(x + w + 10)} ${r1(y + h * 0.86)}`, '#bfe0ef', u * 0.07);
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
function pin(x, y, s, color, inner = '#ffffff') {
  const t = (v) => r1(v);
  return P(`M${t(x)} ${t(y)}C${t(x - 8 * s)} ${t(y - 12 * s)} ${t(x - 22 * s)} ${t(y - 20 * s)} ${t(x - 22 * s)} ${t(y - 32 * s)}A${t(22 * s)} ${t(22 * s)} 0 1 1 ${t(x + 22 * s)} ${t(y - 32 * s)}C${t(x + 22 * s)} ${t(y - 20 * s)} ${t(x + 8 * s)} ${t(y - 12 * s)} ${t(x)} ${t(y)}Z`, color) +
    C(x, y - 32 * s, 14 * s, inner) + paw(x, y - 31 * s, 0.5 * s, color);
}
function trailPath(d, w = 6) { return S(d, CORAL, w, ' stroke-dasharray="2 14"') + S(d, CORAL, w * 0.45, op(0.35)); }

// Phone with the Pawtrail app (360 x 720 local coordinates)
function phoneArt(id, seed = 7) {
  const defs = `<clipPath id="${id}"><rect x="16" y="16" width="328" height="688" rx="40"/></clipPath>`;
  let chips = '';
  [[TEAL, 0.7], [CORAL, 0.45], [AMBER, 0.85]].forEach(([c, v], i) => {
    const x = 30 + i * 102;
    chips += R(x, 604, 94, 74, 16, '#f3f5f8') + ring(x + 26, 632, 12, tint(c, 0.7), 5) +
      S(`M${x + 26} 620A12 12 0 ${v > 0.5 ? 1 : 0} 1 ${r1(x + 26 + 12 * Math.sin(v * 6.283))} ${r1(632 - 12 * Math.cos(v * 6.283))}`, c, 5) +
      R(x + 46, 626, 36, 8, 4, INK, op(0.75)) + R(x + 14, 656, 62, 7, 3.5, '#b3bac6');
  });
  const trail = 'M96 420C120 360 170 380 190 330S250 250 232 200';
  const body = R(0, 0, 360, 720, 54, '#141821') + R(6, 6, 348, 708, 48, '#2a303b') +
    `<g clip-path="url(#${id})">` + mapArt(16, 16, 328, 688, seed) +
    C(214, 290, 118, TEAL, op(0.1)) + ring(214, 290, 118, TEAL, 3, ' stroke-dasharray="10 8"') +
    trailPath(trail, 6) + C(96, 420, 9, '#ffffff', stk(CORAL, 4)) + pin(232, 204, 1.35, CORAL) +
    R(30, 70, 300, 48, 24, '#ffffff', op(0.96)) + C(58, 94, 10, 'none', stk('#9aa3b2', 3)) + R(80, 89, 130, 10, 5, '#c7cdd6') + C(304, 94, 13, CREAM) + paw(304, 95, 0.45, CORAL) +
    R(16, 494, 328, 240, 28, '#ffffff') + R(160, 506, 40, 5, 2.5, '#d5d9e0') +
    C(62, 556, 26, '#f3e4d3') + paw(62, 558, 0.9, DOG_D) + R(100, 540, 120, 12, 6, INK) + R(100, 562, 86, 9, 4.5, '#aeb5c1') +
    R(270, 545, 44, 20, 5, 'none', stk('#9aa3b2', 3)) + R(274, 549, 28, 12, 2, LED) + R(315, 551, 4, 8, 1.5, '#9aa3b2') +
    chips + R(130, 692, 100, 5, 2.5, '#c9ced6') + '</g>' +
    R(136, 26, 88, 24, 12, '#141821') + R(16, 16, 328, 688, 40, 'none', stk('#ffffff', 1) + op(0.15));
  return { defs, body };
}

function logoBody({ ink = INK, accent = CORAL, text = true } = {}) {
  const mark = paw(18, 16, 0.66, accent) + S('M6 34Q18 40 31 31', ink, 2.6, ' stroke-dasharray="0.1 5"' + op(0.8));
  if (!text) return mark;
  return mark + `<text x="42" y="28" font-family="'Helvetica Neue',Helvetica,Arial,sans-serif" font-size="21" font-weight="700" letter-spacing="-0.3" fill="${ink}">Paw<tspan fill="${accent}">trail</tspan></text>`;
}
function logoSvg(opts) { return svgDoc(160, 40, logoBody(opts)); }

function person(x, y, s, body, head = '#e6b48f', hair = '#3b2f2a') {
  return R(x - 15 * s, y - 40 * s, 12 * s, 40 * s, 6 * s, shade(body, 0.35)) + R(x + 3 * s, y - 40 * s, 12 * s, 40 * s, 6 * s, shade(body, 0.35)) +
    R(x - 25 * s, y - 100 * s, 50 * s, 70 * s, 22 * s, body) + C(x, y - 118 * s, 17 * s, head) + P(`M${r1(x - 17 * s)} ${r1(y - 120 * s)}A${r1(17 * s)} ${r1(17 * s)} 0 0 1 ${r1(x + 17 * s)} ${r1(y - 120 * s)}Q${r1(x)} ${r1(y - 130 * s)} ${r1(x - 17 * s)} ${r1(y - 120 * s)}Z`, hair);
}
function building(x, y, w, h, color, win = '#ffffff') {
  let o = R(x, y, w, h, 6, color);
  const cols = Math.max(2, Math.round(w / 38)), rows = Math.max(2, Math.round(h / 44));
  const cw = w / cols, rh = (h - 30) / rows;
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) o += R(x + i * cw + cw * 0.22, y + 14 + j * rh + rh * 0.2, cw * 0.56, rh * 0.5, 3, win, op(0.55));
  return o;
}
function tree(x, y, s, c = SAGE) { return R(x - 4 * s, y - 30 * s, 8 * s, 30 * s, 3 * s, '#8a6a4c') + C(x, y - 50 * s, 26 * s, c); }
function box(x, y, w, h, c = '#d9b48a') { return R(x, y, w, h, 6, c) + R(x, y, w, h * 0.22, 6, shade(c, 0.08)) + R(x + w * 0.42, y, w * 0.16, h, 0, tint(c, 0.25), op(0.8)); }
function blobs(w, h, seed, colors) {
  const rnd = rng(seed); let o = '';
  for (let i = 0; i < 3; i++) o += C(rnd() * w, rnd() * h, (0.18 + rnd() * 0.22) * Math.max(w, h), colors[i % colors.length], op(0.16));
  return o;
}
function starPath(cx, cy, r, n = 5, inner = 0.45, rot = -Math.PI / 2) {
  let d = '';
  for (let i = 0; i < n * 2; i++) {
    const a = rot + (i * Math.PI) / n, rr = i % 2 ? r * inner : r;
    d += `${i ? 'L' : 'M'}${r1(cx + rr * Math.cos(a))} ${r1(cy + rr * Math.sin(a))}`;
  }
  return d + 'Z';
}
function arcPath(cx, cy, r, a0, a1) {
  const x0 = cx + r * Math.cos(a0), y0 = cy + r * Math.sin(a0), x1 = cx + r * Math.cos(a1), y1 = cy + r * Math.sin(a1);
  return `M${r1(x0)} ${r1(y0)}A${r1(r)} ${r1(r)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${r1(x1)} ${r1(y1)}`;
}
function pieSlice(cx, cy, r, a0, a1, fill) {
  const x0 = cx + r * Math.cos(a0), y0 = cy + r * Math.sin(a0), x1 = cx + r * Math.cos(a1), y1 = cy + r * Math.sin(a1);
  return P(`M${cx} ${cy}L${r1(x0)} ${r1(y0)}A${r} ${r} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${r1(x1)} ${r1(y1)}Z`, fill);
}
function bars(x, y, w, h, values, colors, gap = 0.35) {
  const bw = w / values.length; let o = '';
  values.forEach((v, i) => { const bh = h * v; o += R(x + i * bw + bw * gap / 2, y + h - bh, bw * (1 - gap), bh, Math.min(8, bw * 0.2), colors[i % colors.length]); });
  return o;
}
function card(x, y, w, h, fill = '#ffffff', ex = '') { return R(x + 4, y + 8, w, h, 18, INK, op(0.07)) + R(x, y, w, h, 18, fill, ex); }
function textLines(x, y, widths, color = '#c7cdd6', hgt = 10, gap = 20) {
  return widths.map((w, i) => R(x, y + i * gap, w, hgt, hgt / 2, color)).join('');
}
function laurel(cx, cy, s, color) {
  let o = '';
  for (const dir of [-1, 1]) {
    o += S(`M${cx + dir * 6 * s} ${cy + 40 * s}Q${cx + dir * 44 * s} ${cy + 20 * s} ${cx + dir * 40 * s} ${cy - 34 * s}`, color, 3 * s);
    for (let i = 0; i < 5; i++) {
      const t = i / 5, lx = cx + dir * (14 + 30 * Math.sin(t * 2)) * s, ly = cy + (34 - t * 66) * s;
      o += E(lx, ly, 5 * s, 11 * s, color, ` transform="rotate(${dir * (50 - t * 40)} ${r1(lx)} ${r1(ly)})"`);
    }
  }
  return o;
}
function trophy(x, y, s, c = AMBER) {
  return P(`M${x - 40 * s} ${y - 150 * s}L${x + 40 * s} ${y - 150 * s}Q${x + 40 * s} ${y - 80 * s} ${x} ${y - 70 * s}Q${x - 40 * s} ${y - 80 * s} ${x - 40 * s} ${y - 150 * s}Z`, c) +
    S(`M${x - 40 * s} ${y - 138 * s}Q${x - 66 * s} ${y - 136 * s} ${x - 50 * s} ${y - 106 * s}`, c, 7 * s) + S(`M${x + 40 * s} ${y - 138 * s}Q${x + 66 * s} ${y - 136 * s} ${x + 50 * s} ${y - 106 * s}`, c, 7 * s) +
    R(x - 7 * s, y - 72 * s, 14 * s, 40 * s, 3 * s, shade(c, 0.15)) + R(x - 34 * s, y - 34 * s, 68 * s, 34 * s, 6 * s, INK) + R(x - 24 * s, y - 22 * s, 48 * s, 8 * s, 4 * s, '#ffffff', op(0.35)) +
    R(x - 26 * s, y - 140 * s, 10 * s, 46 * s, 5 * s, '#ffffff', op(0.3));
}
function productByNeedle(text) {
  const list = [...(base.products || [])].sort((a, b) => b.id.length - a.id.length);
  return list.find((p) => String(text).startsWith(p.id + '-') || String(text) === p.id) ||
    list.find((p) => String(text).includes(p.id)) || null;
}
const productPlaced = (prod, colorIdx, view, tr) => {
  if (!prod) return '';
  const color = prod.colors[Math.min(colorIdx, prod.colors.length - 1)];
  return G(tr, productArt(prod, color, view));
};
const prodById = (id) => (base.products || []).find((p) => p.id === id) || null;

// ---------------------------------------------------------------------------------------
// C4 highlight illustrations (480 x 360)
// ---------------------------------------------------------------------------------------
const C4P = pal('#1f2a44');
function highlightSvg(name) {
  const hues = { 'app-control': TEAL, 'virtual-fence': SAGE, positioning: SKY, 'activity-report': CORAL, 'sleep-report': '#6f7fb8', goals: AMBER, 'rgb-light': '#b07cc6', waterproof: SKY, 'wireless-charging': TEAL, battery: LED, 'latest-location': CORAL, 'activity-states': SAGE };
  const hue = hues[name] || TEAL;
  const defs = lin('b', [[0, mix(tint(hue, 0.88), '#f7f4ef', 0.4)], [1, mix(tint(hue, 0.74), '#efe9e1', 0.3)]], 0, 0, 1, 1);
  let b = R(0, 0, 480, 360, 0, 'url(#b)') + C(240, 180, 150, '#ffffff', op(0.4));
  let extraDefs = '';
  switch (name) {
    case 'app-control': {
      const ph = phoneArt('hp', 11); extraDefs = ph.defs;
      b += G('translate(70 40) scale(.39)', ph.body);
      [[TEAL, 1], [AMBER, 1], [CORAL, 0]].forEach(([c, on], i) => {
        const y = 76 + i * 76;
        b += card(230, y, 200, 56) + C(258, y + 28, 14, tint(c, 0.75)) + C(258, y + 28, 6, c) + R(282, y + 18, 70, 9, 4.5, INK, op(0.7)) + R(282, y + 33, 48, 7, 3.5, '#b3bac6') +
          R(370, y + 16, 44, 24, 12, on ? c : '#d5d9e0') + C(on ? 402 : 382, y + 28, 9, '#ffffff');
      });
      break;
    }
    case 'virtual-fence': {
      extraDefs = '<clipPath id="m"><rect x="50" y="36" width="380" height="288" rx="24"/></clipPath>';
      const fence = 'M150 110L330 92L372 232L214 276L120 214Z';
      b += `<g clip-path="url(#m)">${mapArt(50, 36, 380, 288, 3)}</g>` + P(fence, SAGE, op(0.18)) + S(fence, shade(SAGE, 0.2), 4, ' stroke-dasharray="12 9"') +
        [[150, 110], [330, 92], [372, 232], [214, 276], [120, 214]].map(([x, y]) => C(x, y, 8, '#ffffff', stk(shade(SAGE, 0.2), 4))).join('') +
        P('M218 190L244 168L270 190L270 214L218 214Z', INK, op(0.8)) + pin(300, 196, 1.1, CORAL);
      break;
    }
    case 'positioning': {
      b += C(240, 250, 96, '#dbe9f3') + S('M150 250A90 34 0 0 0 330 250', '#ffffff', 4) + S('M240 154A34 96 0 0 0 240 346', '#ffffff', 4, op(0.8)) +
        pin(240, 262, 1.5, CORAL) +
        G('rotate(-30 110 80)', R(92, 66, 36, 28, 6, INK) + R(44, 72, 44, 16, 3, '#4d6fa8') + R(132, 72, 44, 16, 3, '#4d6fa8')) +
        S('M132 104L200 176', INK, 3, ' stroke-dasharray="4 8"') +
        S('M380 60L360 160M380 60L400 160M368 120L392 120', INK, 5) + C(380, 56, 6, CORAL) + S('M346 196L276 206', INK, 3, ' stroke-dasharray="4 8"') +
        waves(74, 220, 1.2, TEAL, 3, 1) + C(74, 220, 6, TEAL) + S('M118 222L180 226', INK, 3, ' stroke-dasharray="4 8"');
      break;
    }
    case 'activity-report': {
      b += card(70, 50, 340, 260) + C(106, 86, 16, tint(CORAL, 0.7)) + paw(106, 87, 0.55, CORAL) + R(132, 78, 110, 10, 5, INK, op(0.75)) + R(132, 94, 70, 7, 3.5, '#b3bac6') +
        bars(96, 130, 290, 140, [0.45, 0.7, 0.55, 0.9, 0.65, 0.8, 0.5], [CORAL, tint(CORAL, 0.35)]) +
        S('M110 200L152 170L194 186L236 130L278 160L320 142L362 176', INK, 3, op(0.6)) + S('M96 274L386 274', '#e0e4ea', 2);
      break;
    }
    case 'sleep-report': {
      const segs = [[0, 0.3, 2], [0.3, 0.18, 1], [0.48, 0.22, 0], [0.7, 0.12, 1], [0.82, 0.18, 2]];
      b += card(70, 50, 340, 260, INK) + P('M128 76A26 26 0 1 0 152 116A20 20 0 1 1 128 76Z', '#f5d78e') +
        sparkle(178, 82, 0.6, '#ffffff') + sparkle(200, 110, 0.4, '#ffffff') + R(250, 84, 120, 10, 5, '#ffffff', op(0.7)) + R(250, 100, 80, 7, 3.5, '#ffffff', op(0.35));
      segs.forEach(([s0, w, lvl]) => { b += R(100 + s0 * 280, 170 + lvl * 34, w * 280 - 4, 30, 8, ['#8fa6e8', '#6f7fb8', '#b07cc6'][lvl]); });
      b += S('M100 280L380 280', '#ffffff', 2, op(0.2));
      break;
    }
    case 'goals': {
      b += ring(240, 180, 96, tint(AMBER, 0.6), 22) + S(arcPath(240, 180, 96, -Math.PI / 2, Math.PI), AMBER, 22) +
        C(240, 180, 64, '#ffffff') + paw(240, 182, 1.7, AMBER) +
        S('M366 110L366 60', INK, 5) + P('M366 60L404 72L366 86Z', CORAL) +
        ring(96, 260, 26, tint(SAGE, 0.6), 8) + S(arcPath(96, 260, 26, -Math.PI / 2, Math.PI * 0.6), SAGE, 8) +
        ring(390, 262, 26, tint(TEAL, 0.6), 8) + S(arcPath(390, 262, 26, -Math.PI / 2, Math.PI * 1.2), TEAL, 8);
      break;
    }
    case 'rgb-light': {
      b += C(190, 170, 120, '#ff5a5a', op(0.12)) + C(290, 170, 120, '#3ddc97', op(0.12)) + C(240, 250, 120, '#5a8cff', op(0.12)) +
        S('M60 190A180 70 0 0 0 420 190', INK, 30, '', 'butt') + collarModule(C4P, 240, 246, 150, 98) +
        R(196, 262, 88, 9, 4.5, '#ffffff') +
        C(120, 300, 14, '#ff5a5a') + ring(240, 318, 12, '#3ddc97', 5) + C(240, 318, 5, '#3ddc97') + C(360, 300, 14, '#5a8cff', op(0.5)) + ring(360, 300, 20, '#5a8cff', 3, op(0.4));
      break;
    }
    case 'waterproof': {
      const drop = (x, y, s, c) => P(`M${x} ${y - 30 * s}C${x + 20 * s} ${y - 6 * s} ${x + 20 * s} ${y + 18 * s} ${x} ${y + 18 * s}C${x - 20 * s} ${y + 18 * s} ${x - 20 * s} ${y - 6 * s} ${x} ${y - 30 * s}Z`, c);
      b += P('M0 250Q60 230 120 250T240 250T360 250T480 250L480 360L0 360Z', SKY, op(0.55)) + P('M0 280Q60 262 120 280T240 280T360 280T480 280L480 360L0 360Z', SKY, op(0.8)) +
        collarModule(C4P, 240, 210, 170, 112) + drop(120, 110, 1.3, SKY) + drop(360, 90, 1, SKY) + drop(392, 170, 0.7, SKY) + drop(96, 190, 0.6, SKY) +
        C(200, 300, 6, '#ffffff', op(0.7)) + C(286, 318, 9, '#ffffff', op(0.6)) + C(240, 336, 4, '#ffffff', op(0.7));
      break;
    }
    case 'wireless-charging': {
      b += E(240, 262, 150, 40, shade(TEAL, 0.3)) + E(240, 254, 150, 40, '#f3f5f8') +
        E(240, 254, 110, 28, 'none', stk(TEAL, 3) + op(0.6)) + E(240, 254, 70, 18, 'none', stk(TEAL, 3) + op(0.9)) +
        collarModule(C4P, 240, 200, 160, 104) +
        P('M376 60L344 116L368 116L352 164L396 100L370 100L388 60Z', AMBER) + waves(110, 120, 1.2, TEAL, 3, -1);
      break;
    }
    case 'battery': {
      b += R(110, 120, 240, 120, 24, '#ffffff', stk(INK, 10)) + R(354, 156, 18, 48, 6, INK) +
        [0, 1, 2].map((i) => R(128 + i * 54, 138, 44, 84, 10, LED)).join('') + R(290, 138, 44, 84, 10, tint(LED, 0.7)) +
        P('M246 92L222 140L242 140L230 176L266 124L246 124L260 92Z', AMBER) +
        [...Array(7)].map((_, i) => R(110 + i * 36, 272, 26, 26, 6, i < 6 ? tint(LED, 0.3) : '#dfe3e8')).join('');
      break;
    }
    case 'latest-location': {
      extraDefs = '<clipPath id="m"><rect x="50" y="36" width="380" height="288" rx="24"/></clipPath>';
      b += `<g clip-path="url(#m)">${mapArt(50, 36, 380, 288, 9)}</g>` + C(220, 200, 70, CORAL, op(0.12)) + C(220, 200, 40, CORAL, op(0.16)) +
        trailPath('M90 290C130 250 150 270 180 240S210 210 220 200', 5) + pin(220, 200, 1.4, CORAL) +
        C(352, 104, 40, '#ffffff', stk(INK, 6)) + S('M352 80L352 104L370 116', INK, 6);
      break;
    }
    case 'activity-states':
    default: {
      const st = [[SAGE, 2], [CORAL, 3], [AMBER, 1], ['#6f7fb8', 0]];
      st.forEach(([c, lines], i) => {
        const x = 78 + i * 108, y = 180;
        b += C(x, y, 44, tint(c, 0.75)) + C(x, y, 44, 'none', stk(c, 4));
        if (lines === 0) b += P(`M${x - 6} ${y - 22}A22 22 0 1 0 ${x + 16} ${y + 10}A16 16 0 1 1 ${x - 6} ${y - 22}Z`, c) + S(`M${x + 14} ${y - 30}L${x + 26} ${y - 30}L${x + 14} ${y - 18}L${x + 26} ${y - 18}`, c, 3);
        else {
          b += paw(x + 6, y + 2, 0.95, c);
          for (let k = 0; k < lines; k++) b += S(`M${x - 34} ${y - 12 + k * 12}L${x - 20} ${y - 12 + k * 12}`, c, 4);
        }
        b += R(x - 30, y + 66, 60, 9, 4.5, INK, op(0.55)) + R(x - 20, y + 82, 40, 7, 3.5, '#b3bac6');
      });
    }
  }
  return svgDoc(480, 360, b + paw(458, 340, 0.4, INK, op(0.25)), defs + extraDefs);
}
const HIGHLIGHTS = ['app-control', 'virtual-fence', 'positioning', 'activity-report', 'sleep-report', 'goals', 'rgb-light', 'waterproof', 'wireless-charging', 'battery', 'latest-location', 'activity-states'];

// ---------------------------------------------------------------------------------------
// Wide scenes (news 1200x675, video posters 1280x720 = same scene scaled)
// ---------------------------------------------------------------------------------------
const CAT_THEME = {
  corporate: [INK, '#34476f'], realtime: [TEAL, '#5fb8ae'], exhibition: ['#6c5b9e', '#9a86c8'], video: [CORAL, '#f29a7f'],
};
function sceneBg(w, h, c1, c2, seed, dark = false) {
  const defs = lin('b', [[0, c1], [1, c2]], 0, 0, 1, 1);
  return { defs, body: R(0, 0, w, h, 0, 'url(#b)') + blobs(w, h, seed, dark ? ['#ffffff', CORAL, TEAL] : ['#ffffff', '#ffffff', CORAL]) };
}

function wideScene(id, category) {
  const W = 1200, H = 675, seed = hash(id);
  const prod = productByNeedle(id);
  const light = (c) => mix(tint(c, 0.86), '#f7f4ef', 0.4);
  let bg, b = '', defs = '';
  const kind =
    /unbox/.test(id) ? 'unbox' : /fence/.test(id) ? 'fence' : /bath|groom/.test(id) ? 'bath' :
    /firmware|update|ota/.test(id) ? 'firmware' : /launch/.test(id) ? 'launch' : /pre-?order/.test(id) ? 'preorder' :
    /funding|series|invest/.test(id) ? 'funding' : /warehouse|logistic|facility|factory|office/.test(id) ? 'warehouse' :
    /report|results|earning/.test(id) ? 'report' : /(^|-)app(-|$)/.test(id) ? 'app' : /shampoo|conditioner/.test(id) ? 'shampoo' :
    /expo|interzoo|fair|show|exhibit/.test(id) || category === 'exhibition' ? 'expo' : prod ? 'product' : 'trail';
  switch (kind) {
    case 'launch': {
      bg = sceneBg(W, H, INK, '#34476f', seed, true);
      const rnd = rng(seed);
      b += P('M520 0L680 0L900 600L300 600Z', '#ffffff', op(0.07)) + E(600, 600, 300, 50, '#ffffff', op(0.1)) + E(600, 590, 240, 36, '#2a3858');
      for (let i = 0; i < 26; i++) {
        const x = r1(80 + rnd() * 1040), y = r1(40 + rnd() * 520), a = Math.round(rnd() * 180);
        b += R(x, y, 10, 18, 3, [CORAL, AMBER, SAGE, SKY][i % 4], op(0.85) + ` transform="rotate(${a} ${x + 5} ${y + 9})"`);
      }
      b += productPlaced(prod || prodById('c4'), 1, 1, 'translate(270 90) scale(.82)') + sparkle(860, 170, 1.8, '#ffffff') + sparkle(330, 220, 1.2, AMBER);
      break;
    }
    case 'funding': {
      bg = sceneBg(W, H, light(SAGE), light(TEAL), seed);
      b += card(200, 130, 560, 420) + bars(250, 200, 460, 300, [0.25, 0.38, 0.5, 0.7, 0.95], [tint(SAGE, 0.3), SAGE, TEAL, shade(TEAL, 0.15), INK]) +
        S('M280 460L380 420L470 380L560 300L660 190', CORAL, 8) + P('M640 170L690 176L664 218Z', CORAL) +
        [0, 1, 2, 3, 4].map((i) => E(900, 520 - i * 22, 70, 20, shade(AMBER, 0.15)) + E(900, 514 - i * 22, 70, 20, AMBER)).join('') +
        [0, 1, 2].map((i) => E(1010, 540 - i * 22, 60, 17, shade(AMBER, 0.15)) + E(1010, 534 - i * 22, 60, 17, AMBER)).join('') + sparkle(960, 330, 1.5, AMBER);
      break;
    }
    case 'warehouse': {
      bg = sceneBg(W, H, '#e8f0f6', '#cfdfea', seed);
      b += R(0, 520, W, 155, 0, '#c4cdd6') + P('M230 300L600 190L970 300L970 520L230 520Z', '#ffffff') + P('M210 306L600 180L990 306L990 284L600 158L210 284Z', INK) +
        [0, 1, 2].map((i) => R(300 + i * 220, 370, 160, 150, 8, '#d7dde4') + [0, 1, 2, 3].map((k) => R(300 + i * 220, 382 + k * 34, 160, 4, 0, '#bcc5cf')).join('')).join('') +
        paw(600, 262, 1.6, CORAL) + box(1010, 430, 90, 90) + box(1060, 350, 80, 80) + box(1110, 450, 70, 70) +
        R(60, 430, 150, 90, 12, CORAL) + R(20, 460, 50, 60, 10, shade(CORAL, 0.15)) + C(60, 528, 18, INK) + C(170, 528, 18, INK) +
        tree(1150, 520, 1.2) + tree(40, 380, 0.9);
      break;
    }
    case 'report': {
      bg = sceneBg(W, H, '#f7f3ec', '#ece3d6', seed);
      b += G('rotate(-6 420 340)', card(250, 90, 360, 480) + R(290, 130, 200, 16, 8, INK) + textLines(290, 170, [280, 250, 270, 200], '#d5d9e0') +
        bars(290, 290, 280, 170, [0.4, 0.55, 0.5, 0.75, 0.9], [tint(TEAL, 0.4), TEAL]) + textLines(290, 490, [280, 220], '#d5d9e0')) +
        card(700, 150, 300, 300) + pieSlice(850, 300, 100, -1.57, 1.2, TEAL) + pieSlice(850, 300, 100, 1.2, 3.1, CORAL) + pieSlice(850, 300, 100, 3.1, 4.713, AMBER) + C(850, 300, 44, '#ffffff') +
        G('rotate(35 980 520)', R(960, 420, 26, 200, 8, INK) + P('M960 620L986 620L973 650Z', AMBER));
      break;
    }
    case 'app': {
      bg = sceneBg(W, H, light(TEAL), light(SKY), seed);
      const ph = phoneArt('ap', seed % 97); defs += ph.defs;
      b += C(600, 340, 250, '#ffffff', op(0.35)) + G('translate(480 40) scale(.82)', ph.body) +
        card(200, 200, 230, 90) + C(240, 245, 20, tint(CORAL, 0.7)) + paw(240, 246, 0.6, CORAL) + textLines(274, 230, [120, 80], '#c7cdd6', 10, 22) +
        card(790, 330, 220, 110) + ring(840, 385, 26, tint(TEAL, 0.6), 9) + S(arcPath(840, 385, 26, -1.57, 2.6), TEAL, 9) + textLines(884, 366, [100, 70], '#c7cdd6', 10, 22) +
        sparkle(900, 180, 1.6, AMBER) + sparkle(330, 470, 1.2, TEAL);
      break;
    }
    case 'shampoo': {
      bg = sceneBg(W, H, '#fbf1ec', '#f1e4d8', seed);
      const list = (base.products || []).filter((p) => productType(p) === 'shampoo').slice(0, 3);
      list.forEach((p, i) => { b += G(`translate(${[68, 288, 508][i] + 60} ${110 - (i === 1 ? 20 : 0)}) scale(.78)`, drawShampoo(pal(p.colors[0].hex), 1, p, p.colors[p.colors.length - 1].id)); });
      b += P('M130 560Q120 470 210 430Q220 520 130 560Z', SAGE) + P('M1060 560Q1080 470 990 430Q976 520 1060 560Z', SAGE) + bubbles([[170, 200, 26], [1040, 240, 34], [990, 160, 14], [230, 300, 12]], tint(TEAL, 0.6));
      break;
    }
    case 'firmware': {
      bg = sceneBg(W, H, INK, '#2d3f62', seed, true);
      for (let i = 0; i < 8; i++) b += S(`M${i % 2 ? 1200 : 0} ${120 + i * 60}L${i % 2 ? 900 : 300} ${120 + i * 60}L${i % 2 ? 860 : 340} ${160 + i * 40}`, TEAL, 3, op(0.25)) + C(i % 2 ? 860 : 340, 160 + i * 40, 6, TEAL, op(0.5));
      b += ring(600, 330, 200, '#ffffff', 14, op(0.12)) + S(arcPath(600, 330, 200, -1.57, 2.9), LED, 14) +
        G('translate(600 330) scale(1.6) translate(-600 -330)', collarModule(pal((prod || prodById('c4') || { colors: [{ hex: INK }] }).colors[0].hex === INK ? '#34476f' : INK), 600, 330, 170, 112)) +
        S('M600 470L600 560M570 530L600 560L630 530', '#ffffff', 10, op(0.85));
      break;
    }
    case 'preorder': {
      const p = prod || prodById('c4-mini');
      const hue = p ? p.colors[Math.min(2, p.colors.length - 1)].hex : SKY;
      bg = sceneBg(W, H, light(hue), light(BLUSH), seed);
      b += p ? productPlaced(p, 2, 1, 'translate(150 60) scale(.78)') : '';
      b += card(760, 150, 260, 260) + R(760, 150, 260, 64, 18, CORAL) + R(760, 190, 260, 24, 0, CORAL) + ring(820, 150, 10, INK, 6) + ring(960, 150, 10, INK, 6);
      for (let i = 0; i < 12; i++) b += R(786 + (i % 4) * 56, 236 + Math.floor(i / 4) * 52, 40, 36, 8, i === 6 ? CORAL : '#eef1f5');
      b += P('M820 450L1000 450L980 600L840 600Z', INK) + S('M870 450Q870 400 910 400Q950 400 950 450', INK, 10) + paw(910, 525, 1.4, '#ffffff', op(0.85));
      break;
    }
    case 'expo': {
      const rnd = rng(seed);
      const c = [CORAL, TEAL, '#6c5b9e', AMBER][seed % 4];
      bg = sceneBg(W, H, '#f3f0fa', '#dcd6ee', seed);
      b += R(0, 470, W, 205, 0, '#c9c3dc') + R(0, 0, W, 70, 0, '#ffffff', op(0.5));
      for (let i = 0; i < 6; i++) b += R(60 + i * 200, 0, 8, 70, 0, '#bdb5d6');
      b += R(280, 120, 640, 330, 16, '#ffffff') + R(280, 120, 640, 90, 16, c) + R(280, 180, 640, 30, 0, c) + paw(600, 165, 1.8, '#ffffff') +
        R(300, 230, 180, 220, 12, tint(c, 0.8)) + R(720, 230, 180, 220, 12, tint(c, 0.8)) +
        R(520, 380, 160, 90, 10, INK) + E(600, 380, 80, 14, '#3a4a6b');
      const p1 = prodById('c4'), p2 = prodById('f1-feeder');
      if (p1) b += productPlaced(p1, seed % p1.colors.length, 1, 'translate(510 250) scale(.22)');
      if (p2) b += productPlaced(p2, 0, 1, 'translate(330 220) scale(.28)');
      const p3 = prodById('p1-cam'); if (p3) b += productPlaced(p3, 1, 1, 'translate(750 225) scale(.28)');
      const shirts = [CORAL, TEAL, INK, AMBER, SAGE, '#6c5b9e'];
      for (let i = 0; i < 7; i++) { const x = 80 + i * 165 + rnd() * 40; b += person(x, 560 + rnd() * 60, 1.05 + rnd() * 0.2, shirts[i % shirts.length]); }
      break;
    }
    case 'unbox': {
      bg = sceneBg(W, H, '#f7f0e6', '#ecdcc8', seed);
      b += E(600, 600, 330, 30, INK, op(0.12)) + P('M340 340L860 340L820 590L380 590Z', '#c99a6b') + P('M340 340L860 340L900 300L300 300Z', '#e0b98f') +
        P('M300 300L420 180L520 260L340 340Z', '#d8ad80') + P('M900 300L800 180L700 260L860 340Z', '#d8ad80') + paw(600, 470, 2.4, '#ffffff', op(0.7)) +
        productPlaced(prod || prodById('c4'), 0, 1, 'translate(350 -60) scale(.62)') + sparkle(300, 150, 1.6, AMBER) + sparkle(920, 120, 1.3, CORAL) + sparkle(980, 420, 1, AMBER);
      break;
    }
    case 'fence': {
      bg = { defs: '', body: mapArt(0, 0, W, H, seed) };
      const fence = 'M330 140L820 110L930 400L520 560L260 420Z';
      b += P(fence, SAGE, op(0.16)) + S(fence, shade(SAGE, 0.25), 6, ' stroke-dasharray="18 12"') +
        [[330, 140], [820, 110], [930, 400], [520, 560], [260, 420]].map(([x, y]) => C(x, y, 12, '#ffffff', stk(shade(SAGE, 0.25), 6))).join('') +
        P('M560 300L610 260L660 300L660 350L560 350Z', INK) + R(598, 318, 24, 32, 4, '#ffffff', op(0.6)) +
        trailPath('M640 380C700 420 800 430 900 470S1040 520 1080 560', 7) + pin(1080, 560, 1.8, CORAL) + waves(1120, 500, 1.6, CORAL, 3);
      break;
    }
    case 'bath': {
      bg = sceneBg(W, H, '#e6f3f8', '#cfe6ef', seed);
      for (let i = 1; i < 8; i++) b += S(`M${i * 150} 0L${i * 150} 470`, '#ffffff', 3, op(0.6));
      for (let i = 1; i < 4; i++) b += S(`M0 ${i * 118}L1200 ${i * 118}`, '#ffffff', 3, op(0.6));
      const sp = prodById('shampoo-puppy') || (base.products || []).find((p) => productType(p) === 'shampoo');
      const rnd = rng(seed); const bub = [];
      for (let i = 0; i < 22; i++) { const x = 260 + rnd() * 640; bub.push([x, 424 - rnd() * (x > 400 && x < 760 ? 14 : 120), 14 + rnd() * 30]); }
      b += R(0, 560, W, 115, 0, '#b9d3de') + G('translate(-190 14)', dogHead()) + bubbles(bub, tint(TEAL, 0.6)) +
        R(230, 420, 720, 200, 80, '#ffffff', stk('#c9d3de', 5)) + R(230, 420, 720, 40, 20, '#eef3f7', stk('#c9d3de', 5)) +
        R(290, 610, 30, 50, 12, METAL_D) + R(860, 610, 30, 50, 12, METAL_D) +
        (sp ? G('translate(800 250) scale(.55)', drawShampoo(pal(sp.colors[0].hex), 1, sp, sp.colors[0].id)) : '');
      break;
    }
    case 'product': {
      const hue = prod.colors[0].hex;
      bg = sceneBg(W, H, light(hue), mix(light(hue), '#ffffff', 0.3), seed);
      b += C(600, 340, 280, '#ffffff', op(0.4)) + productPlaced(prod, 0, 1, 'translate(300 -40) scale(.75)');
      break;
    }
    default: {
      const [c1] = CAT_THEME[category] || [TEAL];
      bg = sceneBg(W, H, light(c1), '#f7f4ef', seed);
      b += P('M0 520Q300 420 600 500T1200 460L1200 675L0 675Z', tint(SAGE, 0.5)) + P('M0 580Q320 520 620 580T1200 560L1200 675L0 675Z', tint(SAGE, 0.25));
      for (let i = 0; i < 7; i++) b += G(`rotate(${60 + i * 5} ${180 + i * 140} ${r1(470 - Math.sin(i * 0.9) * 60 - i * 20)})`, paw(180 + i * 140, 470 - Math.sin(i * 0.9) * 60 - i * 20, 1.2, CORAL));
    }
  }
  return { defs: bg.defs + defs, body: bg.body + b };
}
function newsSvg(item) {
  const s = wideScene(item.id, item.category);
  const play = item.category === 'video' || item.video ? playButton(600, 338, 56) : '';
  return svgDoc(1200, 675, s.body + play + paw(1168, 648, 0.6, '#ffffff', op(0.5)), s.defs);
}
function posterSvg(key, category, prod) {
  // Same composition as the news visual, scaled to 1280x720 (identical 16:9 aspect)
  const s = prod && key === prod.id ? (() => {
    const hue = prod.colors[0].hex;
    const defs = lin('b', [[0, mix(tint(hue, 0.86), '#f7f4ef', 0.4)], [1, mix(tint(hue, 0.7), '#ece6dd', 0.3)]], 0, 0, 1, 1);
    let body = R(0, 0, 1200, 675, 0, 'url(#b)') + blobs(1200, 675, hash(key), ['#ffffff', '#ffffff', CORAL]);
    body += P('M0 540Q300 500 600 530T1200 520L1200 675L0 675Z', '#ffffff', op(0.35));
    body += G('translate(120 20) scale(.8)', productArt(prod, prod.colors[0], 3)) + G('translate(700 90) scale(.55)', productArt(prod, prod.colors[Math.min(1, prod.colors.length - 1)], 1));
    return { defs, body };
  })() : wideScene(key, category);
  return svgDoc(1280, 720, G('scale(1.0667)', s.body), s.defs);
}

// ---------------------------------------------------------------------------------------
// Hero slides (1600 x 700, LCP: keep them light)
// ---------------------------------------------------------------------------------------
function slideSvg(slide) {
  const id = String(slide.id);
  const W = 1600, H = 700;
  let defs, b;
  if (/app/.test(id)) {
    defs = lin('b', [[0, '#eef6f4'], [1, '#cfe7e2']], 0, 0, 1, 1);
    const ph = phoneArt('sp', 5); defs += ph.defs;
    b = R(0, 0, W, H, 0, 'url(#b)') + C(1220, 350, 330, '#ffffff', op(0.45)) + C(1460, 80, 140, TEAL, op(0.1)) +
      G('translate(1070 40) scale(.86)', ph.body) +
      card(860, 170, 220, 84) + C(900, 212, 20, tint(CORAL, 0.7)) + paw(900, 213, 0.6, CORAL) + textLines(934, 196, [120, 80], '#c7cdd6', 10, 22) +
      card(1390, 400, 180, 100) + ring(1432, 450, 24, tint(TEAL, 0.6), 8) + S(arcPath(1432, 450, 24, -1.57, 2.6), TEAL, 8) + textLines(1468, 436, [80, 56], '#c7cdd6', 10, 22) +
      sparkle(960, 470, 1.4, AMBER);
  } else if (/shampoo|care|conditioner/.test(id)) {
    defs = lin('b', [[0, '#fbf4ec'], [1, '#f0e2d2']], 0, 0, 1, 1);
    const pick = (re) => (base.products || []).find((p) => re.test(p.id));
    const list = [pick(/oat/), pick(/coconut|conditioner/), pick(/sensitive/)].filter(Boolean);
    b = R(0, 0, W, H, 0, 'url(#b)') + C(1200, 360, 320, '#ffffff', op(0.45)) + E(1200, 640, 380, 26, INK, op(0.08));
    list.forEach((p, i) => { b += G(`translate(${[820, 1050, 1270][i] - 400 * 0.8} 95) scale(.8)`, bottle(pal(p.colors[p.colors.length - 1].hex), shampooMeta(p.id), 400, i !== 2)); });
    b += G('translate(690 560) scale(1.6) rotate(-12)', bottleIcon('oat', 0, 0, '#c9a15a')) + G('translate(735 575) scale(1.3) rotate(14)', bottleIcon('oat', 0, 0, '#b8893e')) +
      C(1530, 598, 44, '#7a5236') + C(1520, 580, 5, '#4e3322') + C(1538, 580, 5, '#4e3322') + C(1529, 594, 5, '#4e3322') +
      P('M1370 622A52 44 0 0 0 1474 622Z', '#7a5236') + E(1422, 622, 52, 14, '#fbf6ea', stk('#7a5236', 5)) +
      P('M1560 330Q1590 240 1500 200Q1480 300 1560 330Z', SAGE) + bubbles([[800, 180, 22], [1560, 140, 16], [1040, 90, 12]], tint(TEAL, 0.6));
  } else {
    const prod = productByNeedle(id) || prodById('c4');
    const color = prod.colors[0];
    const p = pal(color.hex);
    defs = lin('b', [[0, '#f7f3ec'], [1, p.light ? '#dfe6ee' : mix(tint(color.hex, 0.82), '#efe6da', 0.5)]], 0, 0, 1, 1);
    b = R(0, 0, W, H, 0, 'url(#b)') + C(1180, 380, 330, '#ffffff', op(0.45)) + C(1500, 90, 150, CORAL, op(0.08)) +
      trailPath('M720 650C820 600 860 640 940 600', 6);
    const t = productType(prod);
    if (t === 'collar' || t === 'collar-mini' || t === 'tag' || t === 'clip' || t === 'leash' || t === 'harness') b += G('translate(640 -140) scale(1.2)', productArt(prod, color, 3));
    else b += G('translate(780 -40) scale(.9)', productArt(prod, color, 1));
  }
  return svgDoc(W, H, b, defs);
}

// ---------------------------------------------------------------------------------------
// Brand section images (1200 x 800)
// ---------------------------------------------------------------------------------------
function brandSvg(section) {
  const id = String(section.id), W = 1200, H = 800, seed = hash(id);
  let defs = lin('b', [[0, '#f7f3ec'], [1, '#e9e1d4']], 0, 0, 1, 1);
  let b = R(0, 0, W, H, 0, 'url(#b)') + blobs(W, H, seed, ['#ffffff', TEAL, CORAL]);
  const ground = (c = tint(SAGE, 0.45)) => P('M0 620Q300 580 600 610T1200 600L1200 800L0 800Z', c);
  if (/intro|about|company/.test(id)) {
    defs = lin('b', [[0, '#e7f1f6'], [1, '#f7f3ec']]);
    b = R(0, 0, W, H, 0, 'url(#b)') + C(980, 150, 70, AMBER, op(0.5)) + ground() +
      building(330, 220, 260, 400, INK, '#bfe0ef') + building(590, 320, 300, 300, '#34476f', '#bfe0ef') + building(200, 380, 130, 240, TEAL) +
      R(440, 150, 40, 70, 4, INK) + C(460, 140, 30, CORAL) + paw(460, 141, 1, '#ffffff') +
      tree(150, 622, 1.4) + tree(960, 622, 1.6) + tree(1050, 630, 1.1, '#6b8a6d') + person(700, 680, 0.9, CORAL) + G('translate(620 548) scale(.25)', dog());
  } else if (/(^|-)story|journey/.test(id) && !/history/.test(id)) {
    b += C(960, 170, 80, AMBER, op(0.6)) + P('M0 560Q240 430 520 520T1200 470L1200 800L0 800Z', tint(SAGE, 0.5)) + P('M0 650Q320 580 640 650T1200 620L1200 800L0 800Z', tint(SAGE, 0.25)) +
      S('M80 760C300 700 260 620 480 600S760 560 900 470', '#e8dccb', 40) +
      [...Array(7)].map((_, i) => { const t = i / 6; const x = 120 + t * 760, y = 740 - t * 260 - Math.sin(t * 3.1) * 30; return paw(x, y, 0.9, CORAL); }).join('') +
      P('M880 470L960 400L1040 470L1040 560L880 560Z', '#ffffff') + P('M866 476L960 392L1054 476', 'none', stk(CORAL, 14)) + R(944, 500, 32, 60, 4, INK) +
      G('translate(960 430) scale(.22)', dog());
  } else if (/chairman|ceo|founder|message/.test(id)) {
    defs = lin('b', [[0, '#eef1f5'], [1, '#dfe5ec']], 0, 0, 1, 1);
    b = R(0, 0, W, H, 0, 'url(#b)') + R(760, 120, 360, 480, 12, '#ffffff', op(0.6)) +
      [0, 1, 2].map((i) => R(790, 170 + i * 150, 300, 10, 4, '#c9b79c') + [...Array(6)].map((_, k) => R(800 + k * 44, 110 + i * 150, 32, 60 - (k % 3) * 10, 4, [TEAL, CORAL, INK, AMBER, SAGE, SKY][(k + i) % 6], op(0.75))).join('')).join('') +
      C(480, 400, 300, '#ffffff', op(0.5)) +
      P('M260 800Q260 560 480 540Q700 560 700 800Z', INK) + P('M430 548L480 640L530 548Z', '#ffffff') + P('M470 570L490 570L500 700L480 730L460 700Z', CORAL) +
      R(445, 470, 70, 90, 30, '#e6b48f') + C(480, 380, 96, '#e6b48f') + P('M384 380Q384 270 480 270Q580 270 576 370Q540 320 470 330Q420 336 384 380Z', '#4a4038') +
      E(392, 390, 14, 22, '#d9a47e') + E(568, 390, 14, 22, '#d9a47e') + R(160, 660, 60, 140, 10, '#b08a63') + P('M150 660Q190 560 230 660Z', SAGE);
  } else if (/culture|team|people|value/.test(id)) {
    b += ground(tint(TEAL, 0.55)) + P('M470 160C420 110 340 150 370 220C390 260 470 300 470 300C470 300 550 260 570 220C600 150 520 110 470 160Z', CORAL) +
      card(640, 140, 200, 90) + textLines(668, 168, [140, 100], '#c7cdd6', 10, 24) + card(120, 200, 180, 80) + textLines(146, 226, [120, 80], '#c7cdd6', 10, 24);
    const shirts = [TEAL, CORAL, INK, AMBER, SAGE];
    shirts.forEach((c, i) => { b += person(280 + i * 160, 660 - (i % 2) * 20, 1.5, c, ['#e6b48f', '#c98d66', '#f0c8a6', '#8d5b3c', '#e0a982'][i], ['#3b2f2a', '#1f1a17', '#a0522d', '#2b2622', '#5a4535'][i]); });
    b += G('translate(930 540) scale(.28)', dog());
  } else if (/history|timeline|milestone/.test(id)) {
    b += S('M80 520L1120 520', INK, 8);
    const icons = [
      (x, y) => P(`M${x - 40} ${y}L${x} ${y - 36}L${x + 40} ${y}L${x + 40} ${y + 40}L${x - 40} ${y + 40}Z`, CORAL),
      (x, y) => R(x - 36, y - 30, 72, 72, 10, INK) + R(x - 20, y - 14, 40, 40, 6, TEAL) + [...Array(4)].map((_, k) => S(`M${x - 28 + k * 18} ${y - 40}L${x - 28 + k * 18} ${y - 30}M${x - 28 + k * 18} ${y + 42}L${x - 28 + k * 18} ${y + 52}`, INK, 4)).join(''),
      (x, y) => C(x, y + 6, 44, SKY) + S(`M${x - 44} ${y + 6}L${x + 44} ${y + 6}M${x} ${y - 38}L${x} ${y + 50}`, '#ffffff', 4) + E(x, y + 6, 20, 44, 'none', stk('#ffffff', 4)),
      (x, y) => collarModule(C4P, x, y + 8, 96, 64),
      (x, y) => trophy(x, y + 60, 0.6),
    ];
    icons.forEach((ic, i) => {
      const x = 160 + i * 220;
      b += C(x, 320, 92, '#ffffff', op(0.6)) + S(`M${x} 420L${x} 520`, INK, 3, op(0.4)) + C(x, 520, 22, '#ffffff', stk(i === 4 ? CORAL : INK, 8)) +
        G(`translate(${x} 320) scale(1.5) translate(${-x} -320)`, ic(x, 314)) + R(x - 60, 576, 120, 16, 8, INK, op(0.7)) + R(x - 44, 606, 88, 11, 5.5, '#b3bac6');
    });
  } else if (/profile|overview|facts/.test(id)) {
    b += ground(tint(SAGE, 0.5)) + building(120, 260, 240, 360, INK, '#bfe0ef') + building(360, 360, 180, 260, TEAL) + tree(580, 622, 1.3) +
      card(680, 120, 400, 200) + bars(710, 160, 340, 130, [0.4, 0.55, 0.7, 0.85, 1], [tint(CORAL, 0.4), CORAL]) +
      card(680, 360, 190, 190) + pieSlice(775, 455, 70, -1.57, 2.4, TEAL) + pieSlice(775, 455, 70, 2.4, 4.713, AMBER) + C(775, 455, 30, '#ffffff') +
      card(890, 360, 190, 190) + pin(985, 500, 2.2, CORAL);
  } else if (/philosoph|mission|vision|belief/.test(id)) {
    b += P('M600 300C540 200 380 230 400 370C420 480 600 600 600 600C600 600 780 480 800 370C820 230 660 200 600 300Z', CORAL) + paw(600, 400, 3.4, '#ffffff') +
      P('M280 560Q240 400 400 340Q420 500 280 560Z', SAGE) + S('M284 556L380 380', '#ffffff', 4, op(0.6)) +
      P('M920 560Q960 400 800 340Q780 500 920 560Z', TEAL) + S('M916 556L820 380', '#ffffff', 4, op(0.6)) +
      sparkle(380, 220, 1.6, AMBER) + sparkle(840, 200, 1.2, AMBER) + E(600, 680, 300, 24, INK, op(0.08));
  } else if (/honou?r|award|prize/.test(id)) {
    b += R(180, 560, 840, 30, 8, '#b08a63') + R(200, 590, 800, 120, 10, '#c99a6b') +
      trophy(600, 560, 1.5) + trophy(360, 560, 1.05, '#cfd5dd') + trophy(840, 560, 1.05, '#d89b6a') +
      laurel(600, 190, 2, SAGE) + C(600, 190, 40, AMBER) + P(starPath(600, 190, 26), '#ffffff') +
      sparkle(220, 200, 1.5, AMBER) + sparkle(1000, 240, 1.2, AMBER) + sparkle(960, 120, 0.8, AMBER);
  } else {
    b += ground() + trailPath('M100 700C400 600 700 700 1100 560', 8) + pin(1100, 560, 2.4, CORAL);
  }
  return svgDoc(W, H, b, defs);
}

// ---------------------------------------------------------------------------------------
// Certificates (600 x 800): framed certificate with a seal, no text
// ---------------------------------------------------------------------------------------
function certSvg(cert) {
  const id = String(cert.id), seed = hash(id);
  const theme = /14001|rohs|green|env/.test(id) ? ['#2f6f4f', SAGE] : /award|design|prize/.test(id) ? ['#7a5236', AMBER] :
    /fcc|ce/.test(id) ? ['#1f2a44', '#4d6fa8'] : ['#1f3f6b', TEAL];
  const [dark, accent] = theme;
  const emblem = /14001|rohs|env/.test(id) ? P('M300 648Q270 610 300 566Q330 610 300 648Z', '#ffffff') :
    /award|design/.test(id) ? P(starPath(300, 610, 22), '#ffffff') :
    /fcc|ce/.test(id) ? P('M300 584L322 594L322 614Q322 632 300 642Q278 632 278 614L278 594Z', '#ffffff') :
    S('M284 610L296 622L318 598', '#ffffff', 7);
  let seal = '';
  seal += P(starPath(300, 610, 64, 24, 0.86), AMBER) + ring(300, 610, 48, '#ffffff', 3, op(0.7)) + C(300, 610, 40, shade(AMBER, 0.15)) + emblem;
  const ribbons = P('M268 660L250 740L276 726L290 748L300 668Z', accent) + P('M332 660L350 740L324 726L310 748L300 668Z', shade(accent, 0.15));
  const rnd = rng(seed);
  const lines = [...Array(5)].map((_, i) => R(300 - (160 + rnd() * 60) / 2, 330 + i * 34, 160 + rnd() * 60, 10, 5, '#c9cfd8')).join('');
  const defs = lin('b', [[0, '#fffdf8'], [1, '#f6f0e4']]);
  const body = R(0, 0, 600, 800, 0, '#e9e3d8') + R(30, 30, 540, 740, 6, dark) + R(46, 46, 508, 708, 4, 'url(#b)') +
    R(64, 64, 472, 672, 2, 'none', stk(accent, 3)) + R(74, 74, 452, 652, 2, 'none', stk(accent, 1) + op(0.6)) +
    [[64, 64], [536, 64], [64, 736], [536, 736]].map(([x, y]) => P(starPath(x, y, 14, 4, 0.4, 0), accent)).join('') +
    laurel(300, 150, 0.9, accent) + C(300, 150, 26, dark) + paw(300, 151, 0.8, '#ffffff') +
    R(170, 226, 260, 20, 10, dark) + R(210, 262, 180, 10, 5, accent, op(0.7)) + lines +
    S('M110 600L220 600', '#9aa3b2', 2) + S('M380 600L490 600', '#9aa3b2', 2) + S('M120 586Q140 560 160 584T200 580', INK, 2) +
    ribbons + seal;
  return svgDoc(600, 800, body, defs);
}

// ---------------------------------------------------------------------------------------
// Generic fallback SVG (for media paths of an unknown kind)
// ---------------------------------------------------------------------------------------
function genericSvg(webPath, w = 1200, h = 675) {
  const key = path.posix.basename(webPath).replace(/\.[a-z0-9]+$/i, '');
  const s = wideScene(key, '');
  return svgDoc(w, h, G(`scale(${r1(w / 1200 * 1000) / 1000} ${r1(h / 675 * 1000) / 1000})`, s.body), s.defs);
}

// ---------------------------------------------------------------------------------------
// PDF writer (PDF 1.4, standard Helvetica fonts, WinAnsiEncoding, uncompressed streams)
// ---------------------------------------------------------------------------------------
const HELV_W = [278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584];
const HELVB_W = [278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584];
const WINANSI_EXTRA = { '\u20ac': 0x80, '\u201a': 0x82, '\u0192': 0x83, '\u201e': 0x84, '\u2026': 0x85, '\u2020': 0x86, '\u2021': 0x87, '\u2030': 0x89, '\u2018': 0x91, '\u2019': 0x92, '\u201c': 0x93, '\u201d': 0x94, '\u2022': 0x95, '\u2013': 0x96, '\u2014': 0x97, '\u2122': 0x99 };
function winAnsi(str) {
  let o = '';
  for (const ch of String(str)) {
    const cp = ch.codePointAt(0);
    if (cp >= 32 && cp < 127) o += ch;
    else if (WINANSI_EXTRA[ch]) o += String.fromCharCode(WINANSI_EXTRA[ch]);
    else if (cp >= 0xa0 && cp <= 0xff) o += ch;
    else if (cp === 0x2212) o += '-';
    else o += '?';
  }
  return o;
}
function textWidth(str, size, bold) {
  const tbl = bold ? HELVB_W : HELV_W; let w = 0;
  for (const ch of winAnsi(str)) { const c = ch.charCodeAt(0); w += c >= 32 && c <= 126 ? tbl[c - 32] : c === 0x95 ? 350 : c === 0x96 ? 556 : c === 0x97 ? 1000 : 556; }
  return (w * size) / 1000;
}
function wrapText(str, maxW, size, bold) {
  const words = String(str).split(/\s+/).filter(Boolean); const lines = []; let line = '';
  for (const w of words) {
    const t = line ? line + ' ' + w : w;
    if (textWidth(t, size, bold) <= maxW || !line) line = t; else { lines.push(line); line = w; }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}
const pdfStr = (s) => '(' + winAnsi(s).replace(/[\\()]/g, (m) => '\\' + m) + ')';
const pdfRgb = (hex) => hexToRgb(hex).map((v) => (v / 255).toFixed(3)).join(' ');
const fmt = (v) => (Math.round(v * 100) / 100).toString();

class PdfDoc {
  constructor({ title, subtitle = '', date = '2026-01-01', accent = CORAL }) {
    this.title = title; this.subtitle = subtitle; this.date = date; this.accent = accent;
    this.W = 612; this.H = 792; this.M = 56; this.pages = []; this.newPage(true);
  }
  newPage(first = false) {
    this.ops = []; this.pages.push(this.ops);
    if (first) {
      this.rect(0, 0, this.W, 118, INK);
      this.rect(0, 118, this.W, 5, this.accent);
      this.pawMark(this.M + 10, 40, 1, this.accent);
      this.text(this.M + 30, 46, 'Pawtrail', { size: 13, bold: true, color: '#ffffff' });
      let y = 78;
      for (const l of wrapText(this.title, this.W - 2 * this.M, 22, true).slice(0, 2)) { this.text(this.M, y, l, { size: 22, bold: true, color: '#ffffff' }); y += 26; }
      if (this.subtitle) this.text(this.W - this.M - textWidth(this.subtitle, 10), 46, this.subtitle, { size: 10, color: '#c9d2e3' });
      this.y = 158;
    } else {
      this.text(this.M, 46, 'Pawtrail', { size: 11, bold: true, color: INK });
      this.text(this.M + 56, 46, this.title, { size: 10, color: '#6b7383' });
      this.line(this.M, 58, this.W - this.M, 58, 0.8, '#d5d9e0');
      this.y = 90;
    }
  }
  // coordinates: x from left, y from top
  rect(x, y, w, h, color) { this.ops.push(`${pdfRgb(color)} rg ${fmt(x)} ${fmt(this.H - y - h)} ${fmt(w)} ${fmt(h)} re f`); }
  line(x1, y1, x2, y2, w, color) { this.ops.push(`${pdfRgb(color)} RG ${fmt(w)} w ${fmt(x1)} ${fmt(this.H - y1)} m ${fmt(x2)} ${fmt(this.H - y2)} l S`); }
  circle(cx, cy, r, color) {
    const k = 0.5523 * r, y = this.H - cy;
    this.ops.push(`${pdfRgb(color)} rg ${fmt(cx + r)} ${fmt(y)} m ${fmt(cx + r)} ${fmt(y + k)} ${fmt(cx + k)} ${fmt(y + r)} ${fmt(cx)} ${fmt(y + r)} c ${fmt(cx - k)} ${fmt(y + r)} ${fmt(cx - r)} ${fmt(y + k)} ${fmt(cx - r)} ${fmt(y)} c ${fmt(cx - r)} ${fmt(y - k)} ${fmt(cx - k)} ${fmt(y - r)} ${fmt(cx)} ${fmt(y - r)} c ${fmt(cx + k)} ${fmt(y - r)} ${fmt(cx + r)} ${fmt(y - k)} ${fmt(cx + r)} ${fmt(y)} c f`);
  }
  pawMark(x, y, s, color) {
    this.circle(x, y + 3 * s, 6 * s, color);
    [[-7, -4, 2.6], [-2.6, -9, 2.8], [2.6, -9, 2.8], [7, -4, 2.6]].forEach(([dx, dy, r]) => this.circle(x + dx * s, y + dy * s, r * s, color));
  }
  text(x, y, str, { size = 10, bold = false, color = '#2b3240' } = {}) {
    this.ops.push(`BT ${pdfRgb(color)} rg /${bold ? 'F2' : 'F1'} ${fmt(size)} Tf 1 0 0 1 ${fmt(x)} ${fmt(this.H - y)} Tm ${pdfStr(str)} Tj ET`);
  }
  ensure(h) { if (this.y + h > this.H - 70) this.newPage(); }
  h2(str, keep = 60) { this.ensure(30 + Math.min(keep, this.H - 260)); this.y += 10; this.rect(this.M, this.y - 11, 4, 14, this.accent); this.text(this.M + 12, this.y, str, { size: 13, bold: true, color: INK }); this.y += 20; }
  p(str, { size = 10, color = '#2b3240', bold = false, indent = 0 } = {}) {
    for (const l of wrapText(str, this.W - 2 * this.M - indent, size, bold)) { this.ensure(size + 4); this.text(this.M + indent, this.y, l, { size, bold, color }); this.y += size * 1.45; }
    this.y += 4;
  }
  bullets(items, numbered = false) {
    items.forEach((it, i) => {
      const lines = wrapText(it, this.W - 2 * this.M - 22, 10, false);
      this.ensure(lines.length * 14.5);
      if (numbered) { this.circle(this.M + 7, this.y - 3.5, 7, this.accent); this.text(this.M + 7 - textWidth(String(i + 1), 8, true) / 2, this.y - 0.6, String(i + 1), { size: 8, bold: true, color: '#ffffff' }); }
      else this.circle(this.M + 6, this.y - 3.5, 2.2, this.accent);
      lines.forEach((l) => { this.text(this.M + 22, this.y, l); this.y += 14.5; });
      this.y += numbered ? 3 : 1;
    });
    this.y += 4;
  }
  table(header, rows, widths, align = []) {
    const x0 = this.M, size = 9;
    const total = widths.reduce((a, b) => a + b, 0);
    const drawRow = (cells, bold, fill) => {
      const wrapped = cells.map((c, i) => wrapText(c, widths[i] - 12, size, bold));
      const h = Math.max(...wrapped.map((l) => l.length)) * 12 + 10;
      this.ensure(h);
      if (fill) this.rect(x0, this.y - 2, total, h, fill);
      let x = x0;
      wrapped.forEach((ls, i) => {
        ls.forEach((l, k) => {
          const tx = align[i] === 'r' ? x + widths[i] - 6 - textWidth(l, size, bold) : x + 6;
          this.text(tx, this.y + 11 + k * 12, l, { size, bold, color: bold && fill === INK ? '#ffffff' : '#2b3240' });
        });
        x += widths[i];
      });
      this.y += h;
      this.line(x0, this.y - 2, x0 + total, this.y - 2, 0.5, '#d5d9e0');
    };
    // keep short tables on one page
    const est = (rows.length + 1) * 24;
    if (est < this.H - 160 && this.y + est > this.H - 70) this.newPage();
    drawRow(header, true, INK);
    rows.forEach((r, i) => drawRow(r, false, i % 2 ? '#f4f6f9' : null));
    this.y += 12;
  }
  barChart(labels, values, { height = 120, color = TEAL, unit = '' } = {}) {
    this.ensure(height + 40);
    const x0 = this.M + 10, w = this.W - 2 * this.M - 20, max = Math.max(...values) * 1.1;
    const bw = w / values.length;
    const top = this.y;
    this.line(x0, top + height, x0 + w, top + height, 0.8, '#9aa3b2');
    values.forEach((v, i) => {
      const h = (v / max) * height, x = x0 + i * bw + bw * 0.25;
      this.rect(x, top + height - h, bw * 0.5, h, i === values.length - 1 ? this.accent : color);
      const lbl = v.toLocaleString('en-US') + unit;
      this.text(x + bw * 0.25 - textWidth(lbl, 8, true) / 2, top + height - h - 5, lbl, { size: 8, bold: true });
      this.text(x + bw * 0.25 - textWidth(labels[i], 8) / 2, top + height + 13, labels[i], { size: 8, color: '#6b7383' });
    });
    this.y = top + height + 32;
  }
  qr(text, x, y, size, label) {
    const require = createRequire(import.meta.url);
    const QR = require('qrcode');
    const q = QR.create(text, { errorCorrectionLevel: 'M' });
    const n = q.modules.size, cell = size / (n + 8);
    this.rect(x, y, size, size, '#ffffff');
    for (let r = 0; r < n; r++) {
      let c = 0;
      while (c < n) {
        if (q.modules.get(r, c)) { let e = c; while (e < n && q.modules.get(r, e)) e++; this.rect(x + (c + 4) * cell, y + (r + 4) * cell, (e - c) * cell, cell, '#000000'); c = e; } else c++;
      }
    }
    if (label) this.text(x + size / 2 - textWidth(label, 9, true) / 2, y + size + 14, label, { size: 9, bold: true, color: INK });
  }
  build() {
    const objs = [];
    const add = (s) => { objs.push(s); return objs.length; };
    const catalog = add(null), pagesId = add(null);
    const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    const d = String(this.date).replace(/[^0-9]/g, '').slice(0, 8).padEnd(8, '0');
    const company = (en.settings && en.settings.companyName) || 'Pawtrail';
    const info = add(`<< /Title ${pdfStr(this.title)} /Author ${pdfStr(company)} /Creator (Pawtrail) /Producer (Pawtrail asset generator) /CreationDate (D:${d}000000Z) /ModDate (D:${d}000000Z) >>`);
    const kids = [];
    const N = this.pages.length;
    this.pages.forEach((ops, i) => {
      const foot = [
        `${pdfRgb('#d5d9e0')} RG 0.8 w ${this.M} 50 m ${this.W - this.M} 50 l S`,
        `BT ${pdfRgb('#6b7383')} rg /F1 8 Tf 1 0 0 1 ${this.M} 36 Tm ${pdfStr(`${company}  |  ${settings.email || ''}  |  ${settings.hotline || ''}`)} Tj ET`,
        `BT ${pdfRgb('#6b7383')} rg /F1 8 Tf 1 0 0 1 ${fmt(this.W - this.M - textWidth(`Page ${i + 1} of ${N}`, 8))} 36 Tm ${pdfStr(`Page ${i + 1} of ${N}`)} Tj ET`,
      ];
      const stream = Buffer.from([...ops, ...foot].join('\n') + '\n', 'latin1');
      const content = add(`<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}endstream`);
      kids.push(add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${this.W} ${this.H}] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${content} 0 R >>`));
    });
    objs[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
    objs[pagesId - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets = [];
    objs.forEach((o, i) => { offsets.push(Buffer.byteLength(body, 'latin1')); body += `${i + 1} 0 obj\n${o}\nendobj\n`; });
    const xref = Buffer.byteLength(body, 'latin1');
    const idHex = (hash(body).toString(16).padStart(8, '0') + hash(body + '1').toString(16).padStart(8, '0')).repeat(2);
    body += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n` + offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
    body += `trailer\n<< /Size ${objs.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R /ID [<${idHex}> <${idHex}>] >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  }
}

const money = (cents) => '$' + (cents / 100).toFixed(2);
const tr = (group, id) => (en[group] && en[group][id]) || {};
const supportLines = () => [
  `Hotline: ${settings.hotline || ''} (${settings.hotlineTel || ''}), ${String(settings.hoursDays || 'mon-sat').replace('mon-sat', 'Monday to Saturday').replace('mon-fri', 'Monday to Friday')}, ${settings.hoursOpen || ''}-${settings.hoursClose || ''}`,
  `Email: ${settings.email || ''}    Phone: ${settings.phone || ''}`,
  `${(en.settings && en.settings.address) || ''}`,
];

const MANUAL_TEXT = {
  collar: {
    box: ['Smart collar with GPS module', 'Wireless charging pad', 'USB-C cable', 'Quick start card'],
    steps: ['Place the module on the wireless charging pad. The light turns solid green when fully charged (about 2 hours).', 'Install the free Pawtrail app for iOS or Android and create an account.', 'Tap Add device and scan the QR code on the back of the module.', 'Fit the collar: you should be able to slide two fingers between the strap and your pet\'s neck.', 'Draw a virtual fence around your home and choose a light mode: constant, flashing or breathing.'],
    care: ['Rinse the collar with fresh water after swimming in salt water or mud, and let it dry before charging.', 'Do not attach a leash to the module. Use the collar ring or a harness for walks.', 'Check the fit every week, especially while your pet is still growing.', 'Charge between 0 and 40 °C. Do not open the module: the battery is not user-replaceable.'],
  },
  feeder: {
    box: ['Feeder base with food hopper and lid', 'Stainless steel bowl', 'Desiccant bag', 'USB-C power adapter'],
    steps: ['Place the feeder on a flat, stable surface and fit the stainless steel bowl.', 'Fill the hopper with dry food (kibble from 2 to 12 mm) and close the lid until it clicks.', 'Connect the power adapter. Optionally insert 3 x D backup batteries for power cuts.', 'In the Pawtrail app, tap Add device and connect the feeder to 2.4 GHz Wi-Fi.', 'Create a meal plan: up to 10 meals a day, in 10 g steps.'],
    care: ['Use dry food only. Wet or freeze-dried food can block the dispenser.', 'Wash the hopper and bowl every week. The bowl is dishwasher safe; never immerse the base.', 'Replace the desiccant bag every month to keep food fresh.'],
  },
  fountain: {
    box: ['Fountain base and 2.5 L water tank', 'Pump', '4-layer filter', 'Flower top', 'USB-C power adapter'],
    steps: ['Rinse the filter under running water for 30 seconds.', 'Fit the pump in the base, then the filter and the flower top.', 'Fill the tank with fresh water up to the MAX mark.', 'Connect the power adapter. The water starts to flow within a few seconds.', 'In the Pawtrail app, tap Add device to follow water level and filter life.'],
    care: ['Replace the filter every 4 weeks and clean the pump every 2 weeks.', 'Change the water every 2 to 3 days.', 'Never run the pump dry. The fountain stops automatically when the water level is low.'],
  },
  default: {
    box: ['Product', 'Quick start card'],
    steps: ['Unpack the product and check the contents.', 'Install the free Pawtrail app for iOS or Android.', 'Follow the in-app instructions to add your device.'],
    care: ['Keep away from heat sources and clean with a soft, damp cloth.'],
  },
};

function pdfFor(dl) {
  const file = String(dl.file), id = String(dl.id);
  const key = `${id} ${path.posix.basename(file)}`;
  const t = tr('downloads', id);
  const title = t.title || path.posix.basename(file).replace(/\.[a-z]+$/, '').replace(/-/g, ' ');
  const date = dl.publishedAt || '2026-01-01';
  const year = String(date).slice(0, 4);
  const company = (en.settings && en.settings.companyName) || 'Pawtrail';
  if (/manual|guide-user|instructions/.test(key) && !/dealer/.test(key)) {
    const base1 = path.posix.basename(file).replace(/\.[a-z]+$/, '');
    const prod = productByNeedle(base1) || productByNeedle(id) || (base.products || []).find((p) => p.id.split('-')[0] === id.split('-')[0]);
    const pt = prod ? tr('products', prod.id) : {};
    const type = prod ? productType(prod) : 'default';
    const txt = MANUAL_TEXT[type.startsWith('collar') ? 'collar' : type] || MANUAL_TEXT.default;
    const L = prod ? lum(prod.colors[0].hex) : 0;
    const doc = new PdfDoc({ title, subtitle: `User manual  |  ${year}`, date, accent: !prod || L < 0.08 ? CORAL : L > 0.55 ? TEAL : prod.colors[0].hex });
    if (pt.name) doc.p(`${pt.name}${pt.tagline ? ' - ' + pt.tagline : ''}`, { size: 12, bold: true, color: INK });
    if (pt.summary || t.description) doc.p(pt.summary || t.description);
    doc.h2('In the box'); doc.bullets(txt.box);
    doc.h2('Getting started'); doc.bullets(txt.steps, true);
    doc.h2('Care and safety'); doc.bullets(txt.care);
    if (pt.specs && pt.specs.length) { doc.h2('Specifications', (pt.specs.length + 1) * 24); doc.table(['Item', 'Value'], pt.specs.map((s) => [s.label, s.value]), [180, 320]); }
    if (prod && prod.colors) doc.p(`Available colours: ${prod.colors.map((c) => (pt.colors && pt.colors[c.id]) || c.id).join(', ')}.`, { color: '#6b7383' });
    doc.h2('Support'); supportLines().forEach((l) => doc.p(l));
    doc.p(`Warranty: 12 months from the date of purchase. Keep your receipt. (c) ${year} ${company}.`, { size: 8, color: '#6b7383' });
    return doc.build();
  }
  if (/catalog/.test(key)) {
    const doc = new PdfDoc({ title, subtitle: `Catalogue  |  ${year}`, date, accent: TEAL });
    doc.p(t.description || 'Our full range.', { size: 11 });
    doc.p(`Recommended retail prices in ${(settings.shipping && settings.shipping.currency) || 'USD'}, including all colours and sizes. Free shipping on orders over ${money((settings.shipping && settings.shipping.freeThresholdCents) || 9900)}.`, { color: '#6b7383' });
    const cats = [...(base.productCategories || [])].sort((a, b) => (a.order || 0) - (b.order || 0));
    for (const c of cats) {
      const list = (base.products || []).filter((p) => p.category === c.id).sort((a, b) => (a.order || 0) - (b.order || 0));
      if (!list.length) continue;
      doc.h2(tr('productCategories', c.id).name || c.id, (list.length + 1) * 30);
      doc.table(['Product', 'Highlights', 'Colours / sizes', 'Price'], list.map((p) => {
        const pt = tr('products', p.id);
        return [pt.name || p.id, pt.tagline || '', p.colors.map((x) => (pt.colors && pt.colors[x.id]) || x.id).join(', '), (p.comingSoon ? 'Coming soon' : money(p.priceCents || 0))];
      }), [140, 170, 120, 70], ['', '', '', 'r']);
    }
    doc.h2('Ordering'); doc.p(`Order online, by phone on ${settings.hotline || ''} or by email at ${settings.email || ''}.`);
    return doc.build();
  }
  if (/dealer|reseller|partner/.test(key)) {
    const doc = new PdfDoc({ title, subtitle: `For retail partners  |  ${year}`, date, accent: SAGE });
    doc.p(t.description || '', { size: 11 });
    doc.h2('Why sell Pawtrail');
    doc.bullets(['Connected pet products with a free companion app and no mandatory subscription.', 'A complete range: smart devices, everyday accessories and gentle shampoos.', 'Marketing kit with product images, logos, shelf displays and staff training.', `Dedicated dealer support by email at ${settings.staffEmail || settings.email || ''}.`]);
    doc.h2('Becoming a dealer');
    doc.bullets(['Send us your company details, shop locations and expected annual volume.', 'Our team reviews your application within 5 working days.', 'Sign the dealer agreement and place your first order (minimum order USD 1,500).', 'Receive your display kit and book a free online training session.'], true);
    doc.h2('Pricing and terms', 4 * 24);
    doc.table(['Tier', 'Annual purchases', 'Discount off retail', 'Payment terms'], [['Authorised dealer', 'from USD 5,000', '30%', 'Prepaid'], ['Silver partner', 'from USD 25,000', '35%', 'Net 30 days'], ['Gold partner', 'from USD 75,000', '40%', 'Net 45 days']], [140, 130, 120, 110], ['', '', 'r', '']);
    doc.h2('Recommended retail prices', 8 * 24);
    doc.table(['Product', 'Retail price'], (base.products || []).filter((p) => p.category === 'smart').map((p) => [tr('products', p.id).name || p.id, money(p.priceCents || 0)]), [360, 140], ['', 'r']);
    doc.h2('Ordering, delivery and returns');
    doc.bullets(['Orders placed before 14:00 ship the same working day from our warehouses.', 'Defective units are replaced within the 12-month warranty period.', 'Displays and demo units are available at cost for Silver and Gold partners.']);
    doc.h2('Contact'); supportLines().forEach((l) => doc.p(l));
    return doc.build();
  }
  if (/app|quick-?start/.test(key)) {
    const doc = new PdfDoc({ title, subtitle: 'Pawtrail app  |  iOS and Android', date, accent: TEAL });
    doc.p(t.description || '', { size: 11 });
    doc.h2('Get started in five steps');
    doc.bullets(['Scan a QR code below to download the free Pawtrail app.', 'Create an account with your email address and confirm the code we send you.', 'Add your pet: name, breed, birthday and weight, so goals and reports fit your pet.', 'Tap Add device and scan the QR code on your collar, tag, feeder, fountain or camera.', 'Turn on notifications to receive out-of-fence, low battery and feeding alerts.'], true);
    doc.h2('Download the app');
    const y = doc.y + 4;
    doc.qr((settings.appStore && settings.appStore.ios) || 'https://apps.apple.com/', doc.M + 40, y, 140, 'App Store (iOS)');
    doc.qr((settings.appStore && settings.appStore.android) || 'https://play.google.com/', doc.M + 280, y, 140, 'Google Play (Android)');
    doc.y = y + 180;
    doc.h2('Need help?'); supportLines().slice(0, 2).forEach((l) => doc.p(l));
    return doc.build();
  }
  if (/report|results|investor|annual|interim/.test(key)) {
    const interim = /interim|half|h1|quarter/.test(key);
    const doc = new PdfDoc({ title, subtitle: `${interim ? 'Interim report' : 'Annual report'}  |  ${year}`, date, accent: CORAL });
    doc.p(t.description || '', { size: 11 });
    if (!interim) {
      doc.h2('Letter from the chairman');
      const ch = tr('brandSections', 'chairman').body;
      (ch && ch.length ? ch : ['Thank you for your continued trust in Pawtrail.']).forEach((l) => doc.p(l));
      doc.h2('Highlights of the year');
      doc.bullets(['Revenue grew 24% to USD 58.3 million, driven by the C4 Smart GPS Collar and the F1 Smart Feeder.', 'Gross margin improved to 43.1% thanks to a better product mix and lower component costs.', 'Devices shipped rose to 341,000 units; the Pawtrail app passed 1 million registered pets.', 'Investment in research and development increased to USD 6.1 million.']);
      doc.newPage();
      doc.h2('Key figures', 9 * 24);
      doc.table(['USD thousands', '2023', '2024', '2025'], [
        ['Revenue', '38,400', '46,900', '58,300'], ['Gross profit', '15,900', '19,800', '25,100'], ['Gross margin', '41.4%', '42.2%', '43.1%'],
        ['Operating income', '2,300', '3,600', '5,200'], ['Net income', '1,700', '2,800', '4,100'], ['Research and development', '3,900', '4,800', '6,100'],
        ['Devices shipped (thousand units)', '212', '268', '341'], ['Employees at year end', '310', '352', '398'],
      ], [230, 90, 90, 90], ['', 'r', 'r', 'r']);
      doc.h2('Revenue by year (USD thousands)', 160);
      doc.barChart(['2021', '2022', '2023', '2024', '2025'], [26800, 31900, 38400, 46900, 58300], { color: INK });
      doc.h2('Revenue by category, 2025', 4 * 24);
      doc.table(['Category', 'Revenue', 'Share'], [['Smart products', '41,200', '70.7%'], ['Pet accessories', '10,300', '17.7%'], ['Shampoo and care', '6,800', '11.6%']], [250, 125, 125], ['', 'r', 'r']);
      doc.p('All amounts in USD thousands unless stated otherwise. Percentages are rounded.', { size: 8, color: '#6b7383' });
    } else {
      doc.h2('Highlights of the first half');
      doc.bullets(['Revenue up 22% year on year, with strong pre-orders for the C4 Mini Smart Collar.', 'The C4 Smart GPS Collar launched in March and became our best-selling product.', 'A new European warehouse shortens delivery times to two working days.']);
      doc.h2('Key figures, six months to 30 June', 7 * 24);
      doc.table(['USD thousands', 'H1 2025', 'H1 2026', 'Change'], [
        ['Revenue', '26,900', '32,800', '+21.9%'], ['Gross profit', '11,500', '14,300', '+24.3%'], ['Gross margin', '42.8%', '43.6%', '+0.8 pt'],
        ['Operating income', '2,200', '2,900', '+31.8%'], ['Net income', '1,700', '2,300', '+35.3%'], ['Devices shipped (thousand units)', '151', '188', '+24.5%'],
      ], [200, 100, 100, 100], ['', 'r', 'r', 'r']);
      doc.h2('Revenue by half year (USD thousands)', 160);
      doc.barChart(['H1 2024', 'H2 2024', 'H1 2025', 'H2 2025', 'H1 2026'], [21400, 25500, 26900, 31400, 32800], { color: INK });
      doc.p('All amounts in USD thousands unless stated otherwise. Interim figures have not been audited.', { size: 8, color: '#6b7383' });
    }
    return doc.build();
  }
  const doc = new PdfDoc({ title, subtitle: year, date });
  doc.p(t.description || title, { size: 11 });
  doc.h2('Contact'); supportLines().forEach((l) => doc.p(l));
  return doc.build();
}

// ---------------------------------------------------------------------------------------
// ZIP writer (store only)
// ---------------------------------------------------------------------------------------
const CRC_TABLE = (() => { const t = new Uint32Array(256); for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t[n] = c >>> 0; } return t; })();
function crc32(buf) { let c = 0xffffffff; for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; }
function zipStore(entries, date = '2026-01-01') {
  const [y, m, d] = String(date).split('-').map((v) => parseInt(v, 10));
  const dosDate = ((Math.max(1980, y || 2026) - 1980) << 9) | ((m || 1) << 5) | (d || 1), dosTime = 0;
  const locals = [], centrals = []; let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8'), data = Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data, 'utf8'), crc = crc32(data);
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0); lh.writeUInt16LE(10, 4); lh.writeUInt16LE(0x0800, 6); lh.writeUInt16LE(0, 8);
    lh.writeUInt16LE(dosTime, 10); lh.writeUInt16LE(dosDate, 12); lh.writeUInt32LE(crc, 14); lh.writeUInt32LE(data.length, 18); lh.writeUInt32LE(data.length, 22);
    lh.writeUInt16LE(name.length, 26); lh.writeUInt16LE(0, 28);
    const ch = Buffer.alloc(46);
    ch.writeUInt32LE(0x02014b50, 0); ch.writeUInt16LE(20, 4); ch.writeUInt16LE(10, 6); ch.writeUInt16LE(0x0800, 8); ch.writeUInt16LE(0, 10);
    ch.writeUInt16LE(dosTime, 12); ch.writeUInt16LE(dosDate, 14); ch.writeUInt32LE(crc, 16); ch.writeUInt32LE(data.length, 20); ch.writeUInt32LE(data.length, 24);
    ch.writeUInt16LE(name.length, 28); ch.writeUInt16LE(0, 30); ch.writeUInt16LE(0, 32); ch.writeUInt16LE(0, 34); ch.writeUInt16LE(0, 36); ch.writeUInt32LE(0, 38); ch.writeUInt32LE(offset, 42);
    locals.push(lh, name, data); centrals.push(ch, name);
    offset += lh.length + name.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(0, 4); end.writeUInt16LE(0, 6); end.writeUInt16LE(entries.length, 8); end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12); end.writeUInt32LE(offset, 16); end.writeUInt16LE(0, 20);
  return Buffer.concat([...locals, cd, end]);
}
const svgOf = (webPath) => generated.get(webPath) || (fs.existsSync(absFor(webPath)) ? fs.readFileSync(absFor(webPath)) : null);

function zipFor(dl) {
  const key = `${dl.id} ${path.posix.basename(String(dl.file))}`;
  const folder = path.posix.basename(String(dl.file)).replace(/\.zip$/i, '');
  const company = (en.settings && en.settings.companyName) || 'Pawtrail';
  const entries = [];
  if (/logo|brand/.test(key)) {
    entries.push({ name: `${folder}/pawtrail-logo.svg`, data: logoSvg() });
    entries.push({ name: `${folder}/pawtrail-logo-mono.svg`, data: logoSvg({ ink: INK, accent: INK }) });
    entries.push({ name: `${folder}/pawtrail-logo-white.svg`, data: logoSvg({ ink: '#ffffff', accent: '#ffffff' }) });
    entries.push({ name: `${folder}/pawtrail-mark.svg`, data: svgDoc(40, 40, logoBody({ text: false })) });
    entries.push({ name: `${folder}/README.txt`, data: [
      'Pawtrail brand logos', '', 'pawtrail-logo.svg        Full colour logo for light backgrounds',
      'pawtrail-logo-mono.svg   One-colour logo (midnight blue #1f2a44)', 'pawtrail-logo-white.svg  White logo for dark backgrounds and photos',
      'pawtrail-mark.svg        Paw and trail mark for small spaces (app icons, avatars)', '',
      'Usage guidelines', '- Keep clear space around the logo of at least the height of the paw mark.',
      '- Do not stretch, recolour, rotate or add effects to the logo.', '- Minimum width: 96 px on screen, 25 mm in print.',
      `- Brand colours: midnight ${INK}, coral ${CORAL}, sage ${SAGE}, teal ${TEAL}.`, '', `(c) ${String(dl.publishedAt || '2026').slice(0, 4)} ${company}`, '',
    ].join('\r\n') });
  } else {
    const lines = ['Pawtrail product image pack', '', 'Vector (SVG) product illustrations, front view of each product.', 'Free to use by Pawtrail dealers and press when presenting Pawtrail products.', ''];
    for (const p of base.products || []) {
      const c = p.colors && p.colors[0]; if (!c || !c.images || !c.images[0]) continue;
      const data = svgOf(c.images[0]); if (!data) continue;
      const name = `${p.id}-${c.id}-front.svg`;
      entries.push({ name: `${folder}/${name}`, data });
      lines.push(`${name.padEnd(40)} ${(tr('products', p.id).name || p.id)} (${(tr('products', p.id).colors || {})[c.id] || c.id})`);
    }
    lines.push('', `(c) ${String(dl.publishedAt || '2026').slice(0, 4)} ${company}`, '');
    entries.push({ name: `${folder}/README.txt`, data: lines.join('\r\n') });
  }
  return zipStore(entries, dl.publishedAt || '2026-01-01');
}

// ---------------------------------------------------------------------------------------
// Video: tiny anti-aliased SDF rasterizer -> raw RGB frames -> ffmpeg (H.264)
// ---------------------------------------------------------------------------------------
const VW = 640, VH = 360, FPS = 24, SECONDS = 5;
const clamp01 = (v) => (v < 0 ? 0 : v > 1 ? 1 : v);
const smooth = (v) => { v = clamp01(v); return v * v * (3 - 2 * v); };
const rgbCache = new Map();
const toRgb = (c) => { if (Array.isArray(c)) return c; if (!rgbCache.has(c)) rgbCache.set(c, hexToRgb(c)); return rgbCache.get(c); };

class Raster {
  constructor(w, h) { this.w = w; this.h = h; this.px = new Float32Array(w * h * 3); }
  gradient(c1, c2) {
    const A = toRgb(c1), B = toRgb(c2), { w, h, px } = this;
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
      const t = clamp01((x / w) * 0.35 + (y / h) * 0.65), i = (y * w + x) * 3;
      px[i] = A[0] + (B[0] - A[0]) * t; px[i + 1] = A[1] + (B[1] - A[1]) * t; px[i + 2] = A[2] + (B[2] - A[2]) * t;
    }
    return this;
  }
  copyFrom(o) { this.px.set(o.px); return this; }
  fill(x0, y0, x1, y1, sdf, col, alpha = 1) {
    if (alpha <= 0) return;
    const c = toRgb(col), { w, h, px } = this;
    const xa = Math.max(0, Math.floor(x0)), ya = Math.max(0, Math.floor(y0)), xb = Math.min(w - 1, Math.ceil(x1)), yb = Math.min(h - 1, Math.ceil(y1));
    for (let y = ya; y <= yb; y++) for (let x = xa; x <= xb; x++) {
      const d = sdf(x + 0.5, y + 0.5);
      if (d >= 0.5) continue;
      const a = (d <= -0.5 ? 1 : 0.5 - d) * alpha, i = (y * w + x) * 3;
      px[i] += (c[0] - px[i]) * a; px[i + 1] += (c[1] - px[i + 1]) * a; px[i + 2] += (c[2] - px[i + 2]) * a;
    }
  }
  circle(cx, cy, r, col, a = 1) { this.fill(cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1, (x, y) => Math.hypot(x - cx, y - cy) - r, col, a); }
  ring(cx, cy, r, t, col, a = 1) { const R2 = r + t; this.fill(cx - R2 - 1, cy - R2 - 1, cx + R2 + 1, cy + R2 + 1, (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) - t / 2, col, a); }
  arc(cx, cy, r, t, a0, a1, col, a = 1) {
    const mid = (a0 + a1) / 2, half = (a1 - a0) / 2, R2 = r + t;
    const e0 = [cx + r * Math.cos(a0), cy + r * Math.sin(a0)], e1 = [cx + r * Math.cos(a1), cy + r * Math.sin(a1)];
    this.fill(cx - R2 - 1, cy - R2 - 1, cx + R2 + 1, cy + R2 + 1, (x, y) => {
      let ang = Math.atan2(y - cy, x - cx) - mid; ang = Math.atan2(Math.sin(ang), Math.cos(ang));
      if (Math.abs(ang) <= half) return Math.abs(Math.hypot(x - cx, y - cy) - r) - t / 2;
      return Math.min(Math.hypot(x - e0[0], y - e0[1]), Math.hypot(x - e1[0], y - e1[1])) - t / 2;
    }, col, a);
  }
  rrect(cx, cy, w, h, rad, col, a = 1, rot = 0) {
    const hw = w / 2 - rad, hh = h / 2 - rad, cs = Math.cos(-rot), sn = Math.sin(-rot), ext = Math.hypot(w, h) / 2 + 1;
    this.fill(cx - ext, cy - ext, cx + ext, cy + ext, (x, y) => {
      const dx = x - cx, dy = y - cy, px = Math.abs(dx * cs - dy * sn) - hw, py = Math.abs(dx * sn + dy * cs) - hh;
      return Math.hypot(Math.max(px, 0), Math.max(py, 0)) + Math.min(Math.max(px, py), 0) - rad;
    }, col, a);
  }
  seg(x1, y1, x2, y2, t, col, a = 1) {
    const dx = x2 - x1, dy = y2 - y1, L2 = dx * dx + dy * dy || 1;
    this.fill(Math.min(x1, x2) - t, Math.min(y1, y2) - t, Math.max(x1, x2) + t, Math.max(y1, y2) + t, (x, y) => {
      const k = clamp01(((x - x1) * dx + (y - y1) * dy) / L2);
      return Math.hypot(x - x1 - k * dx, y - y1 - k * dy) - t / 2;
    }, col, a);
  }
  ellipse(cx, cy, rx, ry, col, a = 1, thick = 0) {
    const sdf = (x, y) => {
      const px = x - cx, py = y - cy, k0 = Math.hypot(px / rx, py / ry), k1 = Math.hypot(px / (rx * rx), py / (ry * ry));
      const d = k1 > 0 ? (k0 * (k0 - 1)) / k1 : -Math.min(rx, ry);
      return thick ? Math.abs(d) - thick / 2 : d;
    };
    this.fill(cx - rx - thick - 1, cy - ry - thick - 1, cx + rx + thick + 1, cy + ry + thick + 1, sdf, col, a);
  }
  paw(x, y, s, col, a = 1) {
    this.ellipse(x, y + 6 * s, 10.5 * s, 8.5 * s, col, a);
    [[-12.5, -5, 4.4, 5.6], [-4.6, -13, 4.6, 5.9], [4.6, -13, 4.6, 5.9], [12.5, -5, 4.4, 5.6]].forEach(([dx, dy, rx, ry]) => this.ellipse(x + dx * s, y + dy * s, rx * s, ry * s, col, a));
  }
  bytes() { return Buffer.from(new Uint8ClampedArray(this.px).buffer); }
}

function vModule(r, cx, cy, w, h, color, led) {
  r.rrect(cx, cy + 6, w, h, h * 0.28, shade(color, 0.38));
  r.rrect(cx, cy, w, h, h * 0.28, color);
  r.rrect(cx, cy, w - h * 0.24, h * 0.76, h * 0.21, GLASS);
  r.rrect(cx, cy + h * 0.26, w * 0.44, h * 0.085, h * 0.04, LED, led);
  r.paw(cx, cy - h * 0.06, h / 95, '#ffffff', 0.28);
}
function vMapBg(seed) {
  const r = new Raster(VW, VH).gradient('#eef0e8', '#e4e8df');
  const rnd = rng(seed);
  r.rrect(110, 80, 150, 90, 14, '#d3e8c8'); r.rrect(520, 270, 180, 110, 14, '#d3e8c8');
  for (const f of [0.2, 0.5, 0.8]) { const x = VW * f + (rnd() - 0.5) * 30; r.seg(x, -10, x + (rnd() - 0.5) * 60, VH + 10, 12, '#ffffff'); }
  for (const f of [0.3, 0.7]) { const y = VH * f + (rnd() - 0.5) * 20; r.seg(-10, y, VW + 10, y + (rnd() - 0.5) * 30, 12, '#ffffff'); }
  for (let i = 0; i < 4; i++) { const y = VH * (0.1 + rnd() * 0.8); r.seg(-10, y, VW + 10, y + (rnd() - 0.5) * 40, 5, '#ffffff', 0.9); }
  return r;
}

const VIDEO_SCENES = {
  // Product film: collar with GPS pulses and a trail being drawn
  collar(color) {
    const bg = new Raster(VW, VH).gradient(mix(tint(color, 0.9), '#f7f4ef', 0.4), mix(tint(color, 0.75), '#ece6dd', 0.35));
    for (let x = 40; x < VW; x += 80) bg.seg(x, 0, x, VH, 1.5, '#ffffff', 0.5);
    for (let y = 40; y < VH; y += 80) bg.seg(0, y, VW, y, 1.5, '#ffffff', 0.5);
    const pts = []; for (let i = 0; i <= 60; i++) { const u = i / 60; pts.push([40 + u * 560, 320 - Math.sin(u * Math.PI * 1.3) * 40 - u * 30]); }
    return (r, t) => {
      r.copyFrom(bg);
      const prog = smooth((t - 0.3) / 3.2), n = Math.floor(prog * pts.length);
      for (let i = 0; i < n; i += 2) r.circle(pts[i][0], pts[i][1], 3.2, CORAL, 0.85);
      if (t > 3.4) { const k = smooth((t - 3.4) / 0.5); const [px, py] = pts[pts.length - 1]; r.circle(px, py - 22 * k, 14 * k, CORAL); r.circle(px, py - 22 * k, 6 * k, '#ffffff'); }
      const s = 0.85 + 0.15 * smooth(t / 0.8), bob = Math.sin(t * 2.4) * 4, cx = 320, cy = 140 + bob;
      const mx = cx, my = cy + 78 * s;
      for (let k = 0; k < 3; k++) { const ph = (t * 0.6 + k / 3) % 1; if (t > 0.6) r.ring(mx, my, 40 + ph * 170, 3, CORAL, (1 - ph) * 0.45); }
      r.ellipse(cx, cy, 170 * s, 78 * s, shade(color, 0.38), 1, 28 * s);
      r.fill(cx - 200, cy - 10, cx + 200, cy + 110, (x, y) => {
        if (y < cy) return 1;
        const px = x - cx, py = y - cy, rx = 170 * s, ry = 78 * s, k0 = Math.hypot(px / rx, py / ry), k1 = Math.hypot(px / (rx * rx), py / (ry * ry));
        return Math.abs(k1 > 0 ? (k0 * (k0 - 1)) / k1 : 0) - 14 * s;
      }, color);
      vModule(r, mx, my, 120 * s, 80 * s, color, 0.45 + 0.55 * (Math.sin(t * 5) > 0 ? 1 : 0));
    };
  },
  unbox(color) {
    const bg = new Raster(VW, VH).gradient('#f7f0e6', '#ecdcc8');
    const rnd = rng(5), sp = [...Array(8)].map(() => [80 + rnd() * 480, 40 + rnd() * 140, rnd() * 6]);
    return (r, t) => {
      r.copyFrom(bg);
      r.ellipse(320, 318, 190, 18, INK, 0.12);
      r.rrect(320, 210, 280, 36, 8, '#8a6a4c');
      const rise = smooth((t - 1.3) / 1.8), cy = 250 - rise * 140 + (t > 3.1 ? Math.sin((t - 3.1) * 3) * 4 : 0);
      const s = 0.55 + 0.25 * rise;
      r.ellipse(320, cy, 150 * s, 66 * s, shade(color, 0.38), 1, 22 * s);
      r.fill(120, cy - 4, 520, cy + 100, (x, y) => {
        if (y < cy) return 1;
        const px = x - 320, py = y - cy, rx = 150 * s, ry = 66 * s, k0 = Math.hypot(px / rx, py / ry), k1 = Math.hypot(px / (rx * rx), py / (ry * ry));
        return Math.abs(k1 > 0 ? (k0 * (k0 - 1)) / k1 : 0) - 11 * s;
      }, color);
      vModule(r, 320, cy + 66 * s, 110 * s, 72 * s, color, 1);
      r.rrect(320, 265, 280, 110, 10, '#c99a6b');
      r.rrect(320, 265, 50, 110, 0, '#d8b189', 0.8);
      r.paw(320, 270, 1.8, '#ffffff', 0.6);
      const lift = smooth((t - 0.4) / 1.1);
      if (lift < 1) r.rrect(320 + lift * 420, 200 - lift * 300, 296, 34, 8, '#e0b98f', 1, -lift * 0.5);
      if (t > 3) for (const [x, y, ph] of sp) { const k = Math.max(0, Math.sin((t - 3) * 4 + ph)) * smooth((t - 3) / 0.5); r.rrect(x, y, 4, 22 * k, 2, AMBER, k); r.rrect(x, y, 22 * k, 4, 2, AMBER, k); }
    };
  },
  fence() {
    const bg = vMapBg(13);
    const cx = 280, cy = 190, R0 = 110;
    const path0 = (u) => [cx - 40 + u * 320, cy + 20 + Math.sin(u * 3) * 30 + u * 50];
    return (r, t) => {
      r.copyFrom(bg);
      const draw = smooth(t / 1.6);
      const [px, py] = path0(smooth((t - 1.8) / 2.4));
      const out = Math.hypot(px - cx, py - cy) > R0;
      const fc = out ? CORAL : TEAL;
      if (draw >= 1) r.circle(cx, cy, R0, fc, 0.12);
      r.arc(cx, cy, R0, 4, -Math.PI / 2, -Math.PI / 2 + draw * Math.PI * 2 - 0.0001, fc);
      r.rrect(cx, cy + 6, 34, 26, 4, INK); r.rrect(cx, cy - 10, 26, 26, 3, INK, 1, Math.PI / 4);
      if (t > 1.8) {
        for (let i = 0; i <= 30; i++) { const u = (i / 30) * smooth((t - 1.8) / 2.4); const [x, y] = path0(u); if (i % 2 === 0) r.circle(x, y, 2.5, CORAL, 0.7); }
        if (out) for (let k = 0; k < 2; k++) { const ph = ((t * 1.2) + k / 2) % 1; r.ring(px, py, 12 + ph * 40, 3, CORAL, (1 - ph) * 0.6); }
        r.circle(px, py, 11, '#ffffff'); r.circle(px, py, 8, CORAL);
      }
      if (t > 3.6) {
        const k = smooth((t - 3.6) / 0.5), y = -40 + k * 80;
        r.rrect(320, y + 3, 300, 52, 16, INK, 0.08); r.rrect(320, y, 300, 52, 16, '#ffffff');
        r.circle(196, y, 13, CORAL); r.rrect(270, y - 8, 110, 9, 4.5, INK, 0.75); r.rrect(250, y + 9, 70, 7, 3.5, '#b3bac6');
      }
    };
  },
  bath() {
    const bg = new Raster(VW, VH).gradient('#e6f3f8', '#cfe6ef');
    for (let x = 80; x < VW; x += 80) bg.seg(x, 0, x, 250, 2, '#ffffff', 0.6);
    for (let y = 62; y < 250; y += 62) bg.seg(0, y, VW, y, 2, '#ffffff', 0.6);
    bg.rrect(320, 320, 700, 90, 0, '#b9d3de');
    const rnd = rng(21), bub = [...Array(18)].map(() => ({ x: 150 + rnd() * 300, r: 6 + rnd() * 12, sp: 25 + rnd() * 35, ph: rnd() * 6, st: rnd() * 5 }));
    const pink = '#f6c9d3', pinkA = '#e07a93';
    return (r, t) => {
      r.copyFrom(bg);
      const bob = Math.sin(t * 2.2) * 5, hx = 300, hy = 170 + bob;
      r.circle(hx, hy, 44, DOG); r.ellipse(hx + 42, hy + 16, 38, 22, DOG); r.ellipse(hx - 26, hy + 10, 16, 34, DOG_D);
      r.circle(hx + 78, hy + 8, 8, '#2b2622'); r.circle(hx + 16, hy - 8, 5, '#2b2622');
      for (const b of bub) {
        const life = ((t + b.st) * b.sp) % 160, y = 220 - life, x = b.x + Math.sin(t * 2 + b.ph) * 8;
        const a = clamp01(1 - life / 160);
        r.circle(x, y, b.r, '#ffffff', 0.35 * a); r.ring(x, y, b.r, 2, '#ffffff', 0.9 * a);
      }
      r.rrect(300, 262, 380, 110, 40, '#c9d3de'); r.rrect(300, 262, 374, 104, 38, '#ffffff');
      r.rrect(300, 216, 380, 22, 11, '#eef3f7'); r.rrect(170, 322, 16, 30, 6, METAL_D); r.rrect(430, 322, 16, 30, 6, METAL_D);
      const press = Math.max(0, Math.sin(t * Math.PI * 0.8)) ** 6 * 8;
      r.rrect(540, 250, 80, 130, 24, pink); r.rrect(540, 250, 58, 62, 12, '#ffffff', 0.85); r.paw(540, 250, 0.8, pinkA);
      r.rrect(540, 178, 40, 16, 6, pinkA); r.rrect(540, 160 + press, 10, 28, 4, shade(pinkA, 0.2)); r.rrect(552, 146 + press, 50, 12, 6, pinkA);
    };
  },
};

function renderVideo(webPath, scene) {
  const frames = FPS * SECONDS, r = new Raster(VW, VH), chunks = [];
  for (let f = 0; f < frames; f++) { scene(r, f / FPS); chunks.push(r.bytes()); }
  const tmp = path.join(os.tmpdir(), `pawtrail-video-${process.pid}-${hash(webPath)}.mp4`);
  const args = ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${VW}x${VH}`, '-r', String(FPS), '-i', 'pipe:0',
    '-an', '-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-crf', '27', '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-level', '3.1',
    '-g', String(FPS * 2), '-threads', '1', '-x264-params', 'threads=1', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-movflags', '+faststart', tmp];
  const res = spawnSync(FFMPEG, args, { input: Buffer.concat(chunks), maxBuffer: 64 * 1024 * 1024 });
  if (res.status !== 0) throw new Error(`ffmpeg failed for ${webPath}: ${res.stderr && res.stderr.toString()}`);
  const buf = fs.readFileSync(tmp); fs.unlinkSync(tmp);
  out(webPath, buf);
}
function videoSceneFor(key, prod) {
  if (/unbox/.test(key)) return VIDEO_SCENES.unbox((prod || prodById('c4') || { colors: [{ hex: INK }] }).colors[0].hex);
  if (/fence|geo|location/.test(key)) return VIDEO_SCENES.fence();
  if (/bath|shampoo|groom|wash/.test(key)) return VIDEO_SCENES.bath();
  return VIDEO_SCENES.collar(prod ? prod.colors[0].hex : INK);
}

// Raster image fallback (.png/.jpg/.webp), encoded by ffmpeg from one rendered frame
function renderStill(webPath, w, h) {
  const r = new Raster(w, h).gradient('#f7f3ec', '#e9e1d4');
  r.circle(w / 2, h / 2, Math.min(w, h) * 0.3, '#ffffff', 0.5);
  r.paw(w / 2, h / 2, Math.min(w, h) / 90, CORAL);
  const tmp = path.join(os.tmpdir(), `pawtrail-still-${process.pid}-${hash(webPath)}${path.extname(webPath)}`);
  const res = spawnSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${w}x${h}`, '-i', 'pipe:0', '-frames:v', '1', '-fflags', '+bitexact', '-flags', '+bitexact', '-map_metadata', '-1', tmp], { input: r.bytes() });
  if (res.status !== 0) throw new Error(`ffmpeg failed for ${webPath}`);
  const buf = fs.readFileSync(tmp); fs.unlinkSync(tmp);
  out(webPath, buf);
}

// ---------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------
function main() {
  const t0 = Date.now();
  const referenced = new Set();
  const ref = (p) => { if (p) referenced.add(p); return p; };
  const done = new Set();
  const emit = (p, fn) => { if (!p || done.has(p)) return; done.add(p); fn(p); };
  const ext = (p) => path.posix.extname(String(p)).toLowerCase();
  const svgOr = (p, svgFn, w, h) => {
    const e = ext(p);
    if (e === '.svg') out(p, svgFn());
    else if (['.png', '.jpg', '.jpeg', '.webp'].includes(e)) renderStill(p, w, h);
    else if (['.mp4', '.webm', '.mov'].includes(e)) renderVideo(p, VIDEO_SCENES.collar(INK));
    else out(p, svgFn());
  };

  // Fixed assets
  out('/media/brand/logo.svg', logoSvg());
  { const ph = phoneArt('ph', 7); out('/media/app/phone.svg', svgDoc(360, 720, ph.body, ph.defs)); }
  for (const name of HIGHLIGHTS) out(`/media/c4/${name}.svg`, highlightSvg(name));

  // Products
  for (const prod of base.products || []) {
    for (const color of prod.colors || []) {
      (color.images || []).forEach((img, i) => emit(ref(img), (p) => svgOr(p, () => productSvg(prod, color, (i % 3) + 1), 800, 800)));
    }
    emit(ref(prod.videoPoster), (p) => svgOr(p, () => posterSvg(prod.id, null, prod), 1280, 720));
    emit(ref(prod.video), (p) => renderVideo(p, videoSceneFor(prod.id, prod)));
  }
  // News
  for (const n of base.news || []) {
    emit(ref(n.image), (p) => svgOr(p, () => newsSvg(n), 1200, 675));
    emit(ref(n.videoPoster), (p) => svgOr(p, () => posterSvg(n.id, n.category, null), 1280, 720));
    emit(ref(n.video), (p) => renderVideo(p, videoSceneFor(n.id, productByNeedle(n.id))));
  }
  for (const s of base.brandSections || []) emit(ref(s.image), (p) => svgOr(p, () => brandSvg(s), 1200, 800));
  for (const c of base.certificates || []) emit(ref(c.image), (p) => svgOr(p, () => certSvg(c), 600, 800));
  for (const s of base.slides || []) emit(ref(s.image), (p) => svgOr(p, () => slideSvg(s), 1600, 700));
  // Downloads last (zips bundle already generated SVGs)
  for (const d of base.downloads || []) {
    emit(ref(d.file), (p) => {
      const e = ext(p);
      if (e === '.pdf') out(p, pdfFor(d));
      else if (e === '.zip') out(p, zipFor(d));
      else if (e === '.svg') out(p, genericSvg(p));
      else if (['.png', '.jpg', '.jpeg', '.webp'].includes(e)) renderStill(p, 1200, 800);
      else if (['.mp4', '.webm'].includes(e)) renderVideo(p, videoSceneFor(d.id, null));
      else out(p, `${(tr('downloads', d.id).title) || d.id}\r\n\r\n${(tr('downloads', d.id).description) || ''}\r\n`);
    });
  }

  // Any other /media/ or /downloads/ path anywhere in base.json (future fields): generic asset by extension
  const walk = (v) => {
    if (typeof v === 'string') { if (/^\/(media|downloads)\//.test(v)) emit(ref(v), (p) => svgOr(p, () => genericSvg(p), 1200, 675)); }
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(base);

  const missing = [...referenced].filter((p) => !fs.existsSync(absFor(p)));
  console.log(`generate-assets: ${stats.files} files (${stats.written} written, ${stats.unchanged} unchanged), ${referenced.size} referenced in base.json, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (missing.length) { console.error('Missing files:\n' + missing.join('\n')); process.exit(1); }
}

main();
