// Product drawings (800 x 800; view 1 front, 2 angled or side, 3 detail or in use) and the lookups that place a product in a scene.
import { base } from './base.mjs';
import {
  AMBER,
  C,
  CORAL,
  E,
  G,
  GLASS,
  INK,
  KIBBLE,
  LED,
  METAL,
  METAL_D,
  P,
  R,
  S,
  TEAL,
  WATER,
  cat,
  dog,
  dogCollar,
  dogHead,
  dogLying,
  hash,
  lin,
  mix,
  op,
  pal,
  paw,
  ring,
  rng,
  shade,
  stk,
  svgDoc,
  tint,
  waves,
} from './draw.mjs';

// ---------------------------------------------------------------------------------------
// Product drawings (800 x 800 coordinate system). view: 1 front, 2 angled/side, 3 detail/in use
// ---------------------------------------------------------------------------------------
export function productType(p) {
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
export const shadow = (cx, cy, rx, ry = 20) => E(cx, cy, rx, ry, '#1f2a44', op(0.13));

export function collarModule(p, cx, cy, mw, mh, thick = 8) {
  const rx = mh * 0.28;
  return (
    R(cx - mw / 2, cy - mh / 2 + thick, mw, mh, rx, p.dd) +
    R(cx - mw / 2, cy - mh / 2, mw, mh, rx, p.c, p.st) +
    R(cx - mw / 2 + mh * 0.12, cy - mh / 2 + mh * 0.12, mw - mh * 0.24, mh * 0.76, rx * 0.75, GLASS) +
    R(cx - mw * 0.22, cy + mh * 0.2, mw * 0.44, mh * 0.085, mh * 0.04, LED) +
    paw(cx, cy - mh * 0.06, mh / 95, '#ffffff', op(0.28)) +
    R(cx - mw / 2 + mh * 0.2, cy - mh / 2 + mh * 0.17, mw * 0.45, mh * 0.07, mh * 0.035, '#ffffff', op(0.12))
  );
}

export function drawCollar(p, view, mini) {
  const sw = mini ? 34 : 46,
    mw = mini ? 128 : 170,
    mh = mini ? 88 : 112;
  if (view === 1) {
    const k = sw / 2 - 8;
    return (
      shadow(400, 612, 250) +
      S('M170 380A230 118 0 0 1 630 380', p.dd, sw, '', 'butt') +
      S('M170 380A230 118 0 0 0 630 380', p.c, sw, p.light ? '' : '', 'butt') +
      S(`M${170 + k} 380A${230 - k} ${118 - k} 0 0 0 ${630 - k} 380`, p.hh, 2.5, ' stroke-dasharray="8 9"' + op(0.7)) +
      S(`M${170 - k} 380A${230 + k} ${118 + k} 0 0 0 ${630 + k} 380`, p.hh, 2.5, ' stroke-dasharray="8 9"' + op(0.7)) +
      R(140, 350, 60, 64, 14, 'none', stk(METAL, 10)) +
      S('M170 354L170 410', METAL_D, 6) +
      R(196, 356, 14, 56, 5, p.d) +
      collarModule(p, 400, 500, mw, mh)
    );
  }
  if (view === 2) {
    const y = 420;
    let holes = '';
    for (let i = 0; i < 5; i++) holes += C(548 + i * 28, y, 5.5, p.dd);
    return (
      shadow(400, 600, 300, 18) +
      G(
        'rotate(-9 400 420)',
        R(108, y - sw / 2 + 9, 590, sw, sw / 2, p.dd) +
          R(108, y - sw / 2, 590, sw, sw / 2, p.c, p.st) +
          S(`M150 ${y - sw / 2 + 7}L670 ${y - sw / 2 + 7}`, p.hh, 2.5, ' stroke-dasharray="8 9"' + op(0.7)) +
          S(`M150 ${y + sw / 2 - 7}L670 ${y + sw / 2 - 7}`, p.hh, 2.5, ' stroke-dasharray="8 9"' + op(0.7)) +
          holes +
          R(96, y - sw / 2 - 14, 66, sw + 28, 14, 'none', stk(METAL, 10)) +
          S(`M112 ${y}L182 ${y}`, METAL_D, 7) +
          R(186, y - sw / 2 - 6, 22, sw + 12, 6, p.d) +
          collarModule(p, 400, y, mw, mh, 16),
      )
    );
  }
  const s = mini ? 0.8 : 1;
  const collar = dogCollar(p.c, p.st) + G('rotate(24 600 412)', collarModule(p, 600, 420, 64 * s, 46 * s, 5));
  return shadow(400, 652, 270) + dog(collar) + waves(642, 430, 1.6, CORAL, 3);
}

export function drawTag(p, view) {
  if (view === 1) {
    return (
      shadow(400, 640, 160) +
      C(400, 438, 150, p.dd) +
      R(368, 250, 64, 74, 24, p.c, p.st) +
      C(400, 430, 150, p.c, p.st) +
      ring(400, 430, 122, p.d, 3, op(0.6)) +
      C(400, 282, 12, p.bg2) +
      ring(400, 236, 44, METAL, 11) +
      paw(400, 426, 2.6, p.light ? p.dd : p.hi, op(0.5)) +
      C(400, 520, 7, LED) +
      E(336, 350, 60, 26, '#ffffff', op(0.16) + ' transform="rotate(-38 336 350)"')
    );
  }
  if (view === 2) {
    return (
      shadow(400, 640, 100) +
      G(
        'rotate(-14 400 430)',
        E(424, 432, 72, 150, p.dd) +
          R(382, 252, 40, 74, 16, p.d) +
          E(400, 430, 72, 150, p.c, p.st) +
          E(400, 430, 56, 122, 'none', stk(p.d, 3) + op(0.6)) +
          E(400, 236, 20, 44, 'none', stk(METAL, 11)) +
          G('translate(200 0) scale(.5 1)', paw(400, 426, 2.4, p.light ? p.dd : p.hi, op(0.5))) +
          E(400, 520, 4, 7, LED),
      )
    );
  }
  const tag = ring(600, 424, 12, METAL, 5) + C(604, 466, 32, p.c, p.st) + ring(604, 466, 25, p.d, 2) + C(604, 482, 3.5, LED);
  return shadow(400, 652, 270) + dog(dogCollar('#3d4b63') + tag) + waves(650, 466, 1.4, TEAL, 3);
}

export function kibble(x0, y0, w, h, n, seed) {
  const rnd = rng(seed);
  let o = '';
  for (let i = 0; i < n; i++) {
    const x = x0 + rnd() * w,
      y = y0 + h - Math.pow(rnd(), 0.7) * h;
    o += C(x, y, 6 + rnd() * 4, i % 3 ? KIBBLE : '#a96f3c');
  }
  return o;
}

export function drawFeeder(p, view) {
  if (view === 1) {
    return (
      shadow(400, 648, 190) +
      R(286, 150, 228, 220, 34, '#ffffff', op(0.6) + stk(p.line, 3)) +
      kibble(300, 250, 200, 110, 30, 7) +
      R(288, 176, 16, 150, 8, '#ffffff', op(0.7)) +
      R(272, 132, 256, 42, 20, p.c, p.st) +
      R(370, 120, 60, 16, 8, p.d) +
      R(256, 350, 288, 298, 48, p.c, p.st) +
      R(268, 344, 264, 20, 10, p.d) +
      R(346, 392, 108, 40, 20, GLASS) +
      C(370, 412, 6, LED) +
      R(386, 408, 48, 8, 4, '#5a6473') +
      R(362, 524, 76, 40, 14, p.dd) +
      E(400, 602, 122, 34, METAL_D) +
      E(400, 594, 122, 30, METAL) +
      E(400, 592, 98, 20, '#e3e7ec') +
      kibble(340, 578, 120, 14, 7, 3)
    );
  }
  if (view === 2) {
    return (
      shadow(420, 648, 190) +
      R(318, 150, 164, 220, 30, '#ffffff', op(0.6) + stk(p.line, 3)) +
      kibble(330, 250, 140, 110, 20, 11) +
      R(304, 132, 192, 42, 20, p.c, p.st) +
      P('M440 520L540 548L540 580L440 580Z', p.dd) +
      P('M470 566L606 566Q616 566 612 578L594 630Q590 642 578 642L482 642Z', METAL) +
      E(540, 568, 68, 10, '#e3e7ec') +
      R(300, 350, 200, 298, 40, p.c, p.st) +
      R(312, 344, 176, 20, 10, p.d) +
      C(334, 420, 10, p.d) +
      R(300, 600, 200, 48, 24, p.d, op(0.5))
    );
  }
  return (
    shadow(300, 652, 150) +
    shadow(600, 656, 120, 16) +
    G('translate(-26 182) scale(.72)', drawFeeder(p, 1).replace(/^<ellipse[^>]*>/, '')) +
    G('translate(24 0)', cat())
  );
}

export function drawFountain(p, view) {
  const water = (cx, cy, rx, ry) =>
    E(cx, cy, rx, ry, WATER) +
    E(cx, cy, rx * 0.72, ry * 0.72, 'none', stk('#ffffff', 3) + op(0.55)) +
    E(cx, cy, rx * 0.45, ry * 0.45, 'none', stk('#ffffff', 3) + op(0.55));
  if (view === 1) {
    return (
      shadow(400, 650, 190) +
      P('M240 440L560 440L530 630Q526 652 504 652L296 652Q274 652 270 630Z', p.c, p.st) +
      P('M260 560L540 560L530 630Q526 652 504 652L296 652Q274 652 270 630Z', p.d) +
      R(382, 470, 36, 74, 18, '#ffffff', op(0.6)) +
      R(388, 504, 24, 34, 12, WATER) +
      C(400, 604, 7, LED) +
      E(400, 440, 162, 46, p.dd) +
      E(400, 436, 154, 40, p.c, p.st) +
      water(400, 438, 136, 30) +
      E(400, 426, 46, 18, '#ffffff', op(0.9)) +
      S('M400 410Q372 376 346 430', WATER, 8) +
      S('M400 410Q428 376 454 430', WATER, 8) +
      C(400, 404, 10, WATER)
    );
  }
  if (view === 2) {
    let petals = '';
    for (let i = 0; i < 5; i++) petals += E(400, 404, 22, 40, p.c, p.st + ` transform="rotate(${i * 72} 400 430)"`);
    return (
      shadow(400, 650, 190) +
      P('M240 430L560 430L530 630Q526 652 504 652L296 652Q274 652 270 630Z', p.c, p.st) +
      P('M258 580L542 580L530 630Q526 652 504 652L296 652Q274 652 270 630Z', p.d) +
      C(400, 612, 7, LED) +
      E(400, 430, 162, 82, p.dd) +
      E(400, 426, 154, 74, p.c, p.st) +
      water(400, 428, 138, 62) +
      G('scale(1 .55) translate(0 352)', petals) +
      C(400, 429, 14, '#ffffff') +
      C(400, 429, 6, WATER)
    );
  }
  return (
    shadow(300, 652, 150) +
    shadow(600, 656, 120, 16) +
    G('translate(-10 182) scale(.72)', drawFountain(p, 1).replace(/^<ellipse[^>]*>/, '')) +
    G('translate(24 0)', cat())
  );
}

export function drawCamera(p, view) {
  const chute = p.light ? p.dd : shade(p.c, 0.45);
  if (view === 1) {
    let grille = '';
    for (let i = -3; i <= 3; i++) grille += C(400 + i * 16, 572, 4, p.dd);
    return (
      shadow(400, 648, 160) +
      E(400, 630, 130, 24, p.d) +
      R(284, 196, 232, 434, 104, p.c, p.st) +
      R(312, 236, 176, 176, 88, GLASS) +
      C(400, 324, 52, '#2c323d') +
      C(400, 324, 34, '#0b0e13') +
      C(388, 312, 10, '#ffffff', op(0.45)) +
      C(414, 338, 4, '#6d8fc9', op(0.8)) +
      C(338, 324, 5, '#4a2b30') +
      C(462, 324, 5, '#4a2b30') +
      C(400, 262, 4, '#3e4552') +
      C(400, 436, 6, LED) +
      R(344, 468, 112, 58, 29, chute) +
      R(356, 480, 88, 34, 17, '#1a1d24') +
      grille +
      R(300, 260, 14, 180, 7, '#ffffff', op(0.18))
    );
  }
  if (view === 2) {
    return (
      shadow(400, 648, 140) +
      E(400, 630, 100, 22, p.d) +
      R(318, 196, 168, 434, 84, p.c, p.st) +
      P('M440 236Q512 236 512 324Q512 412 440 412Z', GLASS) +
      E(488, 324, 18, 38, '#0b0e13') +
      E(484, 314, 5, 10, '#ffffff', op(0.4)) +
      P('M460 468L522 474Q534 476 534 488L534 512Q534 524 522 526L460 530Z', chute) +
      C(470, 436, 5, LED) +
      R(336, 260, 12, 200, 6, '#ffffff', op(0.18)) +
      R(330, 560, 140, 10, 5, p.dd, op(0.5))
    );
  }
  let treat = '';
  for (let i = 1; i < 8; i++) {
    const t = i / 9,
      u = 1 - t;
    treat += C(u * u * 290 + 2 * u * t * 360 + t * t * 440, u * u * 462 + 2 * u * t * 290 + t * t * 404, 4, AMBER, op(0.75));
  }
  return (
    shadow(220, 656, 170, 14) +
    shadow(600, 656, 190) +
    R(70, 560, 300, 22, 8, '#b08a63') +
    R(90, 582, 20, 70, 6, '#96744f') +
    R(330, 582, 20, 70, 6, '#96744f') +
    G('translate(-20 167.6) scale(.6)', drawCamera(p, 1).replace(/^<ellipse[^>]*>/, '')) +
    waves(300, 250, 1.4, TEAL, 3, 1) +
    G('translate(900 221) scale(-.66 .66)', dog()) +
    treat +
    P('M436 392l18 -6l5 11l-18 6z', AMBER)
  );
}

export function drawClip(p, view) {
  const face = mix(p.c, GLASS, p.light ? 0.1 : 0.25);
  if (view === 1) {
    return (
      shadow(400, 646, 170) +
      S('M334 336L334 300Q334 240 400 240Q466 240 466 300L466 336', p.dd, 30) +
      R(262, 322, 276, 270, 84, p.dd) +
      R(262, 312, 276, 270, 84, p.c, p.st) +
      R(294, 344, 212, 206, 64, face, op(0.9)) +
      ring(400, 447, 52, LED, 9, op(0.9)) +
      paw(400, 447, 1.3, p.light ? p.dd : p.hi, op(0.8)) +
      R(292, 340, 120, 14, 7, '#ffffff', op(0.18))
    );
  }
  if (view === 2) {
    return (
      shadow(380, 646, 130) +
      S('M366 318Q296 318 296 372L296 568', p.dd, 20) +
      C(366, 318, 12, p.d) +
      R(342, 312, 98, 276, 40, p.c, p.st) +
      R(424, 350, 16, 200, 8, face) +
      C(432, 450, 6, LED) +
      R(354, 330, 12, 230, 6, '#ffffff', op(0.2))
    );
  }
  const dev = G('rotate(24 548 384)', R(514, 350, 70, 70, 20, p.c, p.st) + ring(549, 385, 18, LED, 4) + C(549, 385, 6, p.light ? p.dd : p.hi));
  let lines = '';
  for (let i = 0; i < 3; i++) lines += S(`M${92 + i * 18} ${400 + i * 60}L${170 + i * 12} ${400 + i * 60}`, INK, 8, op(0.25));
  return shadow(400, 652, 270) + lines + dog(dogCollar('#3d4b63') + dev);
}

export function drawLeash(p, view) {
  const refl = (d, w) => S(d, '#ffffff', w, ' stroke-dasharray="14 10"' + op(0.85));
  const hook = (x, y) =>
    ring(x, y, 14, METAL, 8) +
    S(`M${x - 14} ${y + 18}L${x - 12} ${y + 76}Q${x - 10} ${y + 100} ${x + 8} ${y + 96}Q${x + 20} ${y + 92} ${x + 16} ${y + 72}`, METAL, 12) +
    S(`M${x + 14} ${y + 24}L${x + 16} ${y + 60}`, METAL_D, 6);
  if (view === 1) {
    const d = 'M400 284C400 380 296 420 326 500S430 560 420 604';
    return (
      shadow(400, 710, 130, 16) +
      E(400, 190, 64, 94, 'none', stk(p.c, 30)) +
      S('M346 150A64 94 0 0 1 454 150', p.dd, 12, op(0.6)) +
      S(d, p.c, 30) +
      refl(d, 4) +
      R(382, 266, 36, 40, 8, p.d) +
      R(406, 596, 28, 20, 6, p.d) +
      hook(420, 620)
    );
  }
  if (view === 2) {
    const loops = [
      [400, 460, 210, 120],
      [410, 448, 180, 100],
      [392, 470, 240, 138],
    ];
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

export function drawHarness(p, view) {
  const refl = (d) => S(d, '#ffffff', 3, ' stroke-dasharray="12 9"' + op(0.8));
  if (view === 1) {
    const vest = 'M296 292Q400 258 504 292L534 470Q400 566 266 470Z';
    return (
      shadow(400, 650, 230) +
      E(400, 236, 112, 62, 'none', stk(p.d, 26)) +
      S('M284 452L176 528', p.d, 28) +
      S('M516 452L624 528', p.d, 28) +
      R(150, 514, 46, 30, 8, INK, ' transform="rotate(-35 173 529)"') +
      R(604, 514, 46, 30, 8, INK, ' transform="rotate(35 627 529)"') +
      P(vest, p.c, p.st) +
      P('M318 314Q400 290 482 314L506 456Q400 532 294 456Z', p.hi, op(0.3)) +
      refl('M318 314Q400 290 482 314L506 456Q400 532 294 456Z') +
      ring(400, 290, 18, METAL, 8) +
      ring(400, 480, 13, METAL, 7)
    );
  }
  if (view === 2) {
    return (
      shadow(420, 650, 240) +
      E(280, 384, 62, 124, 'none', stk(p.d, 28) + ' transform="rotate(-22 280 384)"') +
      E(514, 430, 74, 160, 'none', stk(p.dd, 30)) +
      S('M452 438A74 160 0 0 0 588 438', p.c, 30) +
      P('M280 262Q400 224 530 266L540 330Q400 300 300 336Z', p.c, p.st) +
      refl('M296 290Q400 258 524 292') +
      R(496, 578, 44, 28, 8, INK) +
      ring(426, 246, 16, METAL, 7)
    );
  }
  return (
    shadow(400, 652, 270) +
    dog(
      G('rotate(24 548 384)', R(482, 368, 134, 28, 12, p.c, p.st)) +
        P('M440 368Q470 360 500 372L502 544Q470 552 440 544Z', p.c, p.st) +
        P('M470 380Q520 360 560 384L572 470Q540 500 500 492Z', p.c, p.st) +
        refl('M446 380L448 536') +
        ring(468, 360, 12, METAL, 6),
    )
  );
}

export function drawBed(p, view) {
  const foam = (x, y, w, h) => {
    let o = R(x, y, w, h, 14, '#f4ead2');
    const rnd = rng(x * 7 + y);
    for (let i = 0; i < Math.round((w * h) / 500); i++) o += C(x + 8 + rnd() * (w - 16), y + 8 + rnd() * (h - 16), 2 + rnd() * 3, '#e2d3b2');
    return o;
  };
  if (view === 1) {
    return (
      shadow(400, 612, 280, 18) +
      R(150, 330, 500, 130, 62, p.d, p.st) +
      R(128, 366, 118, 200, 56, p.c, p.st) +
      R(554, 366, 118, 200, 56, p.c, p.st) +
      R(206, 414, 388, 96, 32, p.hi, p.st) +
      R(140, 494, 520, 106, 32, p.c, p.st) +
      foam(186, 516, 150, 62) +
      R(150, 592, 500, 16, 8, '#3b3b3b') +
      S('M190 356L610 356', p.hh, 2.5, ' stroke-dasharray="8 9"' + op(0.7))
    );
  }
  if (view === 2) {
    return (
      shadow(400, 620, 300, 18) +
      R(124, 370, 170, 230, 80, p.d, p.st) +
      R(200, 470, 480, 130, 32, p.c, p.st) +
      foam(228, 494, 424, 74) +
      R(208, 588, 466, 16, 8, '#3b3b3b') +
      R(140, 392, 24, 180, 12, '#ffffff', op(0.18))
    );
  }
  return G('translate(0 40)', drawBed(p, 1)) + G('translate(40 -30) scale(.92)', dogLying());
}

export function drawBowl(p, view) {
  const carabiner = (x, y) => S(`M${x + 30} ${y}Q${x - 6} ${y} ${x - 6} ${y + 36}L${x - 6} ${y + 80}Q${x - 6} ${y + 112} ${x + 24} ${y + 112}`, METAL, 10);
  if (view === 1) {
    return (
      shadow(400, 630, 190) +
      P('M290 560L510 560L498 616Q496 626 486 626L314 626Q304 626 302 616Z', p.d) +
      P('M262 500L538 500L510 560L290 560Z', p.c, p.st) +
      P('M232 432L568 432L538 500L262 500Z', p.d) +
      E(400, 432, 172, 46, p.c, p.st) +
      E(400, 434, 150, 36, p.dd) +
      E(400, 442, 128, 24, WATER, op(0.9)) +
      E(370, 438, 40, 6, '#ffffff', op(0.5)) +
      carabiner(180, 420)
    );
  }
  if (view === 2) {
    return (
      shadow(400, 600, 250, 18) +
      E(400, 520, 236, 64, p.dd) +
      E(400, 506, 236, 64, p.c, p.st) +
      E(400, 506, 186, 48, 'none', stk(p.d, 6)) +
      E(400, 506, 136, 34, 'none', stk(p.d, 6)) +
      E(400, 506, 86, 20, p.d) +
      carabiner(136, 420)
    );
  }
  return shadow(400, 652, 270) + dog() + G('translate(430 330) scale(.52)', drawBowl(p, 1));
}

export function bottleIcon(kind, x, y, color) {
  if (kind === 'oat') {
    let o = S(`M${x} ${y + 34}L${x} ${y - 30}`, color, 4);
    for (let i = 0; i < 4; i++) {
      o += E(x - 10, y - 20 + i * 14, 6, 10, color, ` transform="rotate(-30 ${x - 10} ${y - 20 + i * 14})"`);
      o += E(x + 10, y - 20 + i * 14, 6, 10, color, ` transform="rotate(30 ${x + 10} ${y - 20 + i * 14})"`);
    }
    return o;
  }
  if (kind === 'leaf')
    return (
      P(`M${x - 26} ${y + 26}Q${x - 30} ${y - 30} ${x + 28} ${y - 30}Q${x + 30} ${y + 28} ${x - 26} ${y + 26}Z`, color) +
      S(`M${x - 26} ${y + 26}L${x + 10} ${y - 10}`, '#ffffff', 3, op(0.7))
    );
  if (kind === 'coconut') return C(x, y, 30, color) + C(x, y, 20, '#fbf6ea') + C(x + 6, y - 6, 5, color, op(0.5));
  return P(`M${x} ${y + 26}C${x - 44} ${y - 2} ${x - 26} ${y - 40} ${x} ${y - 18}C${x + 26} ${y - 40} ${x + 44} ${y - 2} ${x} ${y + 26}Z`, color);
}
export function shampooMeta(id) {
  if (/oat/.test(id)) return { accent: '#b8893e', icon: 'oat' };
  if (/sensitive|hypo|aloe/.test(id)) return { accent: '#4e9a78', icon: 'leaf' };
  if (/coconut/.test(id)) return { accent: '#7a5236', icon: 'coconut' };
  if (/puppy|kitten/.test(id)) return { accent: '#e07a93', icon: 'heart' };
  return { accent: TEAL, icon: 'leaf' };
}
export function bottle(p, meta, cx, big, side = false) {
  const k = big ? 1 : 0.84;
  const bw = (side ? 120 : 210) * k,
    bh = 330 * k,
    top = 650 - bh;
  const a = meta.accent,
    ad = shade(a, 0.2);
  const nozzle = side ? R(cx - 14, top - 116 * k, 28, 24, 8, a) + R(cx - 8, top - 128 * k, 16, 16, 6, ad) : R(cx + 30, top - 112 * k, 56 * k, 16, 8, a);
  let o =
    R(cx - 12, top - 104 * k, 24, 60 * k, 6, ad) +
    R(cx - 52 * k, top - 118 * k, 104 * k, 28, 12, a) +
    nozzle +
    R(cx - 50 * k, top - 54, 100 * k, 40, 12, a) +
    R(cx - 38 * k, top - 24, 76 * k, 34, 10, p.d) +
    R(cx - bw / 2, top, bw, bh, 50 * k, p.c, p.st);
  const lw = bw - (side ? 28 : 48) * k,
    lh = bh * 0.46,
    ly = top + bh * 0.3;
  o +=
    R(cx - lw / 2, ly, lw, lh, 22 * k, '#ffffff', op(0.82)) +
    bottleIcon(meta.icon, cx, ly + lh * 0.38, a) +
    R(cx - lw * 0.32, ly + lh * 0.72, lw * 0.64, 9, 4.5, a, op(0.45)) +
    R(cx - lw * 0.22, ly + lh * 0.84, lw * 0.44, 7, 3.5, a, op(0.3)) +
    R(cx - bw / 2 + 18 * k, top + 30, 16, bh - 90, 8, '#ffffff', op(0.3));
  return o;
}
export function bubbles(list, color = '#ffffff') {
  return list.map(([x, y, r]) => C(x, y, r, color, op(0.55) + stk('#ffffff', 3))).join('');
}

export function drawShampoo(p, view, prod, colorId) {
  const meta = shampooMeta(String(prod.id));
  const big = /500|large|l$/i.test(String(colorId));
  if (view === 1) {
    return (
      shadow(400, 652, 150) +
      bottle(p, meta, 400, big) +
      bubbles(
        [
          [560, 300, 22],
          [600, 250, 12],
          [540, 230, 9],
          [240, 420, 14],
        ],
        meta.accent,
      )
    );
  }
  if (view === 2) {
    return (
      shadow(400, 652, 100) +
      bottle(p, meta, 400, big, true) +
      bubbles(
        [
          [520, 330, 18],
          [560, 290, 10],
          [270, 380, 12],
        ],
        meta.accent,
      )
    );
  }
  const bub = [];
  const rnd = rng(hash(prod.id + colorId));
  for (let i = 0; i < 14; i++) {
    const x = 130 + rnd() * 460;
    bub.push([x, 420 - rnd() * (x > 250 && x < 470 ? 18 : 90), 12 + rnd() * 22]);
  }
  return (
    shadow(360, 652, 260) +
    G('translate(-236 36)', dogHead()) +
    bubbles(bub, tint(meta.accent, 0.5)) +
    R(100, 420, 520, 170, 60, '#ffffff', stk('#c9d3de', 4)) +
    R(100, 420, 520, 34, 17, '#e9eef3', stk('#c9d3de', 4)) +
    R(150, 584, 24, 50, 10, METAL_D) +
    R(546, 584, 24, 50, 10, METAL_D) +
    G('translate(478 300) scale(.5)', bottle(p, meta, 400, big))
  );
}

export function productArt(prod, color, view) {
  const p = pal(color.hex);
  switch (productType(prod)) {
    case 'collar':
      return drawCollar(p, view, false);
    case 'collar-mini':
      return drawCollar(p, view, true);
    case 'tag':
      return drawTag(p, view);
    case 'feeder':
      return drawFeeder(p, view);
    case 'fountain':
      return drawFountain(p, view);
    case 'camera':
      return drawCamera(p, view);
    case 'clip':
      return drawClip(p, view);
    case 'leash':
      return drawLeash(p, view);
    case 'harness':
      return drawHarness(p, view);
    case 'bed':
      return drawBed(p, view);
    case 'bowl':
      return drawBowl(p, view);
    case 'shampoo':
      return drawShampoo(p, view, prod, color.id);
    default:
      return drawTag(p, view);
  }
}

export function productSvg(prod, color, view) {
  const p = pal(color.hex);
  const defs = lin('b', [
    [0, p.bg1],
    [1, p.bg2],
  ]);
  const body =
    R(0, 0, 800, 800, 0, 'url(#b)') + C(400, 390, 300, '#ffffff', op(0.42)) + productArt(prod, color, view) + paw(758, 760, 0.55, shade(p.bg2, 0.35), op(0.45));
  return svgDoc(800, 800, body, defs);
}

export function productByNeedle(text) {
  const list = [...(base.products || [])].sort((a, b) => b.id.length - a.id.length);
  return list.find((p) => String(text).startsWith(p.id + '-') || String(text) === p.id) || list.find((p) => String(text).includes(p.id)) || null;
}
export const productPlaced = (prod, colorIdx, view, tr) => {
  if (!prod) return '';
  const color = prod.colors[Math.min(colorIdx, prod.colors.length - 1)];
  return G(tr, productArt(prod, color, view));
};
export const prodById = (id) => (base.products || []).find((p) => p.id === id) || null;
