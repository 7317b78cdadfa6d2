// Video and raster stills: an anti-aliased SDF rasterizer renders raw RGB frames that ffmpeg encodes (H.264, bit-exact flags).
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { FFMPEG, out } from './base.mjs';
import { AMBER, CORAL, DOG, DOG_D, GLASS, INK, LED, METAL_D, TEAL, hash, hexToRgb, mix, rng, shade, tint } from './draw.mjs';
import { prodById } from './products.mjs';

// ---------------------------------------------------------------------------------------
// Video: tiny anti-aliased SDF rasterizer -> raw RGB frames -> ffmpeg (H.264)
// ---------------------------------------------------------------------------------------
export const VW = 640,
  VH = 360,
  FPS = 24,
  SECONDS = 5;
export const clamp01 = (v) => (v < 0 ? 0 : v > 1 ? 1 : v);
export const smooth = (v) => {
  v = clamp01(v);
  return v * v * (3 - 2 * v);
};
export const rgbCache = new Map();
export const toRgb = (c) => {
  if (Array.isArray(c)) return c;
  if (!rgbCache.has(c)) rgbCache.set(c, hexToRgb(c));
  return rgbCache.get(c);
};

export class Raster {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.px = new Float32Array(w * h * 3);
  }
  gradient(c1, c2) {
    const A = toRgb(c1),
      B = toRgb(c2),
      { w, h, px } = this;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const t = clamp01((x / w) * 0.35 + (y / h) * 0.65),
          i = (y * w + x) * 3;
        px[i] = A[0] + (B[0] - A[0]) * t;
        px[i + 1] = A[1] + (B[1] - A[1]) * t;
        px[i + 2] = A[2] + (B[2] - A[2]) * t;
      }
    return this;
  }
  copyFrom(o) {
    this.px.set(o.px);
    return this;
  }
  fill(x0, y0, x1, y1, sdf, col, alpha = 1) {
    if (alpha <= 0) return;
    const c = toRgb(col),
      { w, h, px } = this;
    const xa = Math.max(0, Math.floor(x0)),
      ya = Math.max(0, Math.floor(y0)),
      xb = Math.min(w - 1, Math.ceil(x1)),
      yb = Math.min(h - 1, Math.ceil(y1));
    for (let y = ya; y <= yb; y++)
      for (let x = xa; x <= xb; x++) {
        const d = sdf(x + 0.5, y + 0.5);
        if (d >= 0.5) continue;
        const a = (d <= -0.5 ? 1 : 0.5 - d) * alpha,
          i = (y * w + x) * 3;
        px[i] += (c[0] - px[i]) * a;
        px[i + 1] += (c[1] - px[i + 1]) * a;
        px[i + 2] += (c[2] - px[i + 2]) * a;
      }
  }
  circle(cx, cy, r, col, a = 1) {
    this.fill(cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1, (x, y) => Math.hypot(x - cx, y - cy) - r, col, a);
  }
  ring(cx, cy, r, t, col, a = 1) {
    const R2 = r + t;
    this.fill(cx - R2 - 1, cy - R2 - 1, cx + R2 + 1, cy + R2 + 1, (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) - t / 2, col, a);
  }
  arc(cx, cy, r, t, a0, a1, col, a = 1) {
    const mid = (a0 + a1) / 2,
      half = (a1 - a0) / 2,
      R2 = r + t;
    const e0 = [cx + r * Math.cos(a0), cy + r * Math.sin(a0)],
      e1 = [cx + r * Math.cos(a1), cy + r * Math.sin(a1)];
    this.fill(
      cx - R2 - 1,
      cy - R2 - 1,
      cx + R2 + 1,
      cy + R2 + 1,
      (x, y) => {
        let ang = Math.atan2(y - cy, x - cx) - mid;
        ang = Math.atan2(Math.sin(ang), Math.cos(ang));
        if (Math.abs(ang) <= half) return Math.abs(Math.hypot(x - cx, y - cy) - r) - t / 2;
        return Math.min(Math.hypot(x - e0[0], y - e0[1]), Math.hypot(x - e1[0], y - e1[1])) - t / 2;
      },
      col,
      a,
    );
  }
  rrect(cx, cy, w, h, rad, col, a = 1, rot = 0) {
    const hw = w / 2 - rad,
      hh = h / 2 - rad,
      cs = Math.cos(-rot),
      sn = Math.sin(-rot),
      ext = Math.hypot(w, h) / 2 + 1;
    this.fill(
      cx - ext,
      cy - ext,
      cx + ext,
      cy + ext,
      (x, y) => {
        const dx = x - cx,
          dy = y - cy,
          px = Math.abs(dx * cs - dy * sn) - hw,
          py = Math.abs(dx * sn + dy * cs) - hh;
        return Math.hypot(Math.max(px, 0), Math.max(py, 0)) + Math.min(Math.max(px, py), 0) - rad;
      },
      col,
      a,
    );
  }
  seg(x1, y1, x2, y2, t, col, a = 1) {
    const dx = x2 - x1,
      dy = y2 - y1,
      L2 = dx * dx + dy * dy || 1;
    this.fill(
      Math.min(x1, x2) - t,
      Math.min(y1, y2) - t,
      Math.max(x1, x2) + t,
      Math.max(y1, y2) + t,
      (x, y) => {
        const k = clamp01(((x - x1) * dx + (y - y1) * dy) / L2);
        return Math.hypot(x - x1 - k * dx, y - y1 - k * dy) - t / 2;
      },
      col,
      a,
    );
  }
  ellipse(cx, cy, rx, ry, col, a = 1, thick = 0) {
    const sdf = (x, y) => {
      const px = x - cx,
        py = y - cy,
        k0 = Math.hypot(px / rx, py / ry),
        k1 = Math.hypot(px / (rx * rx), py / (ry * ry));
      const d = k1 > 0 ? (k0 * (k0 - 1)) / k1 : -Math.min(rx, ry);
      return thick ? Math.abs(d) - thick / 2 : d;
    };
    this.fill(cx - rx - thick - 1, cy - ry - thick - 1, cx + rx + thick + 1, cy + ry + thick + 1, sdf, col, a);
  }
  paw(x, y, s, col, a = 1) {
    this.ellipse(x, y + 6 * s, 10.5 * s, 8.5 * s, col, a);
    [
      [-12.5, -5, 4.4, 5.6],
      [-4.6, -13, 4.6, 5.9],
      [4.6, -13, 4.6, 5.9],
      [12.5, -5, 4.4, 5.6],
    ].forEach(([dx, dy, rx, ry]) => this.ellipse(x + dx * s, y + dy * s, rx * s, ry * s, col, a));
  }
  bytes() {
    return Buffer.from(new Uint8ClampedArray(this.px).buffer);
  }
}

export function vModule(r, cx, cy, w, h, color, led) {
  r.rrect(cx, cy + 6, w, h, h * 0.28, shade(color, 0.38));
  r.rrect(cx, cy, w, h, h * 0.28, color);
  r.rrect(cx, cy, w - h * 0.24, h * 0.76, h * 0.21, GLASS);
  r.rrect(cx, cy + h * 0.26, w * 0.44, h * 0.085, h * 0.04, LED, led);
  r.paw(cx, cy - h * 0.06, h / 95, '#ffffff', 0.28);
}
export function vMapBg(seed) {
  const r = new Raster(VW, VH).gradient('#eef0e8', '#e4e8df');
  const rnd = rng(seed);
  r.rrect(110, 80, 150, 90, 14, '#d3e8c8');
  r.rrect(520, 270, 180, 110, 14, '#d3e8c8');
  for (const f of [0.2, 0.5, 0.8]) {
    const x = VW * f + (rnd() - 0.5) * 30;
    r.seg(x, -10, x + (rnd() - 0.5) * 60, VH + 10, 12, '#ffffff');
  }
  for (const f of [0.3, 0.7]) {
    const y = VH * f + (rnd() - 0.5) * 20;
    r.seg(-10, y, VW + 10, y + (rnd() - 0.5) * 30, 12, '#ffffff');
  }
  for (let i = 0; i < 4; i++) {
    const y = VH * (0.1 + rnd() * 0.8);
    r.seg(-10, y, VW + 10, y + (rnd() - 0.5) * 40, 5, '#ffffff', 0.9);
  }
  return r;
}

export const VIDEO_SCENES = {
  // Product film: collar with GPS pulses and a trail being drawn
  collar(color) {
    const bg = new Raster(VW, VH).gradient(mix(tint(color, 0.9), '#f7f4ef', 0.4), mix(tint(color, 0.75), '#ece6dd', 0.35));
    for (let x = 40; x < VW; x += 80) bg.seg(x, 0, x, VH, 1.5, '#ffffff', 0.5);
    for (let y = 40; y < VH; y += 80) bg.seg(0, y, VW, y, 1.5, '#ffffff', 0.5);
    const pts = [];
    for (let i = 0; i <= 60; i++) {
      const u = i / 60;
      pts.push([40 + u * 560, 320 - Math.sin(u * Math.PI * 1.3) * 40 - u * 30]);
    }
    return (r, t) => {
      r.copyFrom(bg);
      const prog = smooth((t - 0.3) / 3.2),
        n = Math.floor(prog * pts.length);
      for (let i = 0; i < n; i += 2) r.circle(pts[i][0], pts[i][1], 3.2, CORAL, 0.85);
      if (t > 3.4) {
        const k = smooth((t - 3.4) / 0.5);
        const [px, py] = pts[pts.length - 1];
        r.circle(px, py - 22 * k, 14 * k, CORAL);
        r.circle(px, py - 22 * k, 6 * k, '#ffffff');
      }
      const s = 0.85 + 0.15 * smooth(t / 0.8),
        bob = Math.sin(t * 2.4) * 4,
        cx = 320,
        cy = 140 + bob;
      const mx = cx,
        my = cy + 78 * s;
      for (let k = 0; k < 3; k++) {
        const ph = (t * 0.6 + k / 3) % 1;
        if (t > 0.6) r.ring(mx, my, 40 + ph * 170, 3, CORAL, (1 - ph) * 0.45);
      }
      r.ellipse(cx, cy, 170 * s, 78 * s, shade(color, 0.38), 1, 28 * s);
      r.fill(
        cx - 200,
        cy - 10,
        cx + 200,
        cy + 110,
        (x, y) => {
          if (y < cy) return 1;
          const px = x - cx,
            py = y - cy,
            rx = 170 * s,
            ry = 78 * s,
            k0 = Math.hypot(px / rx, py / ry),
            k1 = Math.hypot(px / (rx * rx), py / (ry * ry));
          return Math.abs(k1 > 0 ? (k0 * (k0 - 1)) / k1 : 0) - 14 * s;
        },
        color,
      );
      vModule(r, mx, my, 120 * s, 80 * s, color, 0.45 + 0.55 * (Math.sin(t * 5) > 0 ? 1 : 0));
    };
  },
  unbox(color) {
    const bg = new Raster(VW, VH).gradient('#f7f0e6', '#ecdcc8');
    const rnd = rng(5),
      sp = [...Array(8)].map(() => [80 + rnd() * 480, 40 + rnd() * 140, rnd() * 6]);
    return (r, t) => {
      r.copyFrom(bg);
      r.ellipse(320, 318, 190, 18, INK, 0.12);
      r.rrect(320, 210, 280, 36, 8, '#8a6a4c');
      const rise = smooth((t - 1.3) / 1.8),
        cy = 250 - rise * 140 + (t > 3.1 ? Math.sin((t - 3.1) * 3) * 4 : 0);
      const s = 0.55 + 0.25 * rise;
      r.ellipse(320, cy, 150 * s, 66 * s, shade(color, 0.38), 1, 22 * s);
      r.fill(
        120,
        cy - 4,
        520,
        cy + 100,
        (x, y) => {
          if (y < cy) return 1;
          const px = x - 320,
            py = y - cy,
            rx = 150 * s,
            ry = 66 * s,
            k0 = Math.hypot(px / rx, py / ry),
            k1 = Math.hypot(px / (rx * rx), py / (ry * ry));
          return Math.abs(k1 > 0 ? (k0 * (k0 - 1)) / k1 : 0) - 11 * s;
        },
        color,
      );
      vModule(r, 320, cy + 66 * s, 110 * s, 72 * s, color, 1);
      r.rrect(320, 265, 280, 110, 10, '#c99a6b');
      r.rrect(320, 265, 50, 110, 0, '#d8b189', 0.8);
      r.paw(320, 270, 1.8, '#ffffff', 0.6);
      const lift = smooth((t - 0.4) / 1.1);
      if (lift < 1) r.rrect(320 + lift * 420, 200 - lift * 300, 296, 34, 8, '#e0b98f', 1, -lift * 0.5);
      if (t > 3)
        for (const [x, y, ph] of sp) {
          const k = Math.max(0, Math.sin((t - 3) * 4 + ph)) * smooth((t - 3) / 0.5);
          r.rrect(x, y, 4, 22 * k, 2, AMBER, k);
          r.rrect(x, y, 22 * k, 4, 2, AMBER, k);
        }
    };
  },
  fence() {
    const bg = vMapBg(13);
    const cx = 280,
      cy = 190,
      R0 = 110;
    const path0 = (u) => [cx - 40 + u * 320, cy + 20 + Math.sin(u * 3) * 30 + u * 50];
    return (r, t) => {
      r.copyFrom(bg);
      const draw = smooth(t / 1.6);
      const [px, py] = path0(smooth((t - 1.8) / 2.4));
      const out = Math.hypot(px - cx, py - cy) > R0;
      const fc = out ? CORAL : TEAL;
      if (draw >= 1) r.circle(cx, cy, R0, fc, 0.12);
      r.arc(cx, cy, R0, 4, -Math.PI / 2, -Math.PI / 2 + draw * Math.PI * 2 - 0.0001, fc);
      r.rrect(cx, cy + 6, 34, 26, 4, INK);
      r.rrect(cx, cy - 10, 26, 26, 3, INK, 1, Math.PI / 4);
      if (t > 1.8) {
        for (let i = 0; i <= 30; i++) {
          const u = (i / 30) * smooth((t - 1.8) / 2.4);
          const [x, y] = path0(u);
          if (i % 2 === 0) r.circle(x, y, 2.5, CORAL, 0.7);
        }
        if (out)
          for (let k = 0; k < 2; k++) {
            const ph = (t * 1.2 + k / 2) % 1;
            r.ring(px, py, 12 + ph * 40, 3, CORAL, (1 - ph) * 0.6);
          }
        r.circle(px, py, 11, '#ffffff');
        r.circle(px, py, 8, CORAL);
      }
      if (t > 3.6) {
        const k = smooth((t - 3.6) / 0.5),
          y = -40 + k * 80;
        r.rrect(320, y + 3, 300, 52, 16, INK, 0.08);
        r.rrect(320, y, 300, 52, 16, '#ffffff');
        r.circle(196, y, 13, CORAL);
        r.rrect(270, y - 8, 110, 9, 4.5, INK, 0.75);
        r.rrect(250, y + 9, 70, 7, 3.5, '#b3bac6');
      }
    };
  },
  bath() {
    const bg = new Raster(VW, VH).gradient('#e6f3f8', '#cfe6ef');
    for (let x = 80; x < VW; x += 80) bg.seg(x, 0, x, 250, 2, '#ffffff', 0.6);
    for (let y = 62; y < 250; y += 62) bg.seg(0, y, VW, y, 2, '#ffffff', 0.6);
    bg.rrect(320, 320, 700, 90, 0, '#b9d3de');
    const rnd = rng(21),
      bub = [...Array(18)].map(() => ({ x: 150 + rnd() * 300, r: 6 + rnd() * 12, sp: 25 + rnd() * 35, ph: rnd() * 6, st: rnd() * 5 }));
    const pink = '#f6c9d3',
      pinkA = '#e07a93';
    return (r, t) => {
      r.copyFrom(bg);
      const bob = Math.sin(t * 2.2) * 5,
        hx = 300,
        hy = 170 + bob;
      r.circle(hx, hy, 44, DOG);
      r.ellipse(hx + 42, hy + 16, 38, 22, DOG);
      r.ellipse(hx - 26, hy + 10, 16, 34, DOG_D);
      r.circle(hx + 78, hy + 8, 8, '#2b2622');
      r.circle(hx + 16, hy - 8, 5, '#2b2622');
      for (const b of bub) {
        const life = ((t + b.st) * b.sp) % 160,
          y = 220 - life,
          x = b.x + Math.sin(t * 2 + b.ph) * 8;
        const a = clamp01(1 - life / 160);
        r.circle(x, y, b.r, '#ffffff', 0.35 * a);
        r.ring(x, y, b.r, 2, '#ffffff', 0.9 * a);
      }
      r.rrect(300, 262, 380, 110, 40, '#c9d3de');
      r.rrect(300, 262, 374, 104, 38, '#ffffff');
      r.rrect(300, 216, 380, 22, 11, '#eef3f7');
      r.rrect(170, 322, 16, 30, 6, METAL_D);
      r.rrect(430, 322, 16, 30, 6, METAL_D);
      const press = Math.max(0, Math.sin(t * Math.PI * 0.8)) ** 6 * 8;
      r.rrect(540, 250, 80, 130, 24, pink);
      r.rrect(540, 250, 58, 62, 12, '#ffffff', 0.85);
      r.paw(540, 250, 0.8, pinkA);
      r.rrect(540, 178, 40, 16, 6, pinkA);
      r.rrect(540, 160 + press, 10, 28, 4, shade(pinkA, 0.2));
      r.rrect(552, 146 + press, 50, 12, 6, pinkA);
    };
  },
};

export function renderVideo(webPath, scene) {
  const frames = FPS * SECONDS,
    r = new Raster(VW, VH),
    chunks = [];
  for (let f = 0; f < frames; f++) {
    scene(r, f / FPS);
    chunks.push(r.bytes());
  }
  const tmp = path.join(os.tmpdir(), `pawtrail-video-${process.pid}-${hash(webPath)}.mp4`);
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${VW}x${VH}`,
    '-r',
    String(FPS),
    '-i',
    'pipe:0',
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-tune',
    'animation',
    '-crf',
    '27',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-level',
    '3.1',
    '-g',
    String(FPS * 2),
    '-threads',
    '1',
    '-x264-params',
    'threads=1',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-movflags',
    '+faststart',
    tmp,
  ];
  const res = spawnSync(FFMPEG, args, { input: Buffer.concat(chunks), maxBuffer: 64 * 1024 * 1024 });
  if (res.status !== 0) throw new Error(`ffmpeg failed for ${webPath}: ${res.stderr && res.stderr.toString()}`);
  const buf = fs.readFileSync(tmp);
  fs.unlinkSync(tmp);
  out(webPath, buf);
}
export function videoSceneFor(key, prod) {
  if (/unbox/.test(key)) return VIDEO_SCENES.unbox((prod || prodById('c4') || { colors: [{ hex: INK }] }).colors[0].hex);
  if (/fence|geo|location/.test(key)) return VIDEO_SCENES.fence();
  if (/bath|shampoo|groom|wash/.test(key)) return VIDEO_SCENES.bath();
  return VIDEO_SCENES.collar(prod ? prod.colors[0].hex : INK);
}

// Raster image fallback (.png/.jpg/.webp), encoded by ffmpeg from one rendered frame
export function renderStill(webPath, w, h) {
  const r = new Raster(w, h).gradient('#f7f3ec', '#e9e1d4');
  r.circle(w / 2, h / 2, Math.min(w, h) * 0.3, '#ffffff', 0.5);
  r.paw(w / 2, h / 2, Math.min(w, h) / 90, CORAL);
  const tmp = path.join(os.tmpdir(), `pawtrail-still-${process.pid}-${hash(webPath)}${path.extname(webPath)}`);
  const res = spawnSync(
    FFMPEG,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${w}x${h}`,
      '-i',
      'pipe:0',
      '-frames:v',
      '1',
      '-fflags',
      '+bitexact',
      '-flags',
      '+bitexact',
      '-map_metadata',
      '-1',
      tmp,
    ],
    { input: r.bytes() },
  );
  if (res.status !== 0) throw new Error(`ffmpeg failed for ${webPath}`);
  const buf = fs.readFileSync(tmp);
  fs.unlinkSync(tmp);
  out(webPath, buf);
}
