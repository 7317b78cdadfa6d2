// Illustrations: the C4 highlights, news and poster scenes, hero slides, brand sections, certificates and the generic fallback.
import path from 'node:path';
import { base } from './base.mjs';
import {
  AMBER,
  BLUSH,
  C,
  CORAL,
  E,
  G,
  INK,
  LED,
  METAL_D,
  P,
  R,
  S,
  SAGE,
  SKY,
  TEAL,
  arcPath,
  bars,
  blobs,
  box,
  building,
  card,
  dog,
  dogHead,
  hash,
  laurel,
  lin,
  mapArt,
  mix,
  op,
  pal,
  paw,
  person,
  phoneArt,
  pieSlice,
  pin,
  playButton,
  r1,
  ring,
  rng,
  shade,
  sparkle,
  starPath,
  stk,
  svgDoc,
  textLines,
  tint,
  trailPath,
  tree,
  trophy,
  waves,
} from './draw.mjs';
import {
  bottle,
  bottleIcon,
  bubbles,
  collarModule,
  drawShampoo,
  prodById,
  productArt,
  productByNeedle,
  productPlaced,
  productType,
  shampooMeta,
} from './products.mjs';

// ---------------------------------------------------------------------------------------
// C4 highlight illustrations (480 x 360)
// ---------------------------------------------------------------------------------------
export const C4P = pal('#1f2a44');
export function highlightSvg(name) {
  const hues = {
    'app-control': TEAL,
    'virtual-fence': SAGE,
    positioning: SKY,
    'activity-report': CORAL,
    'sleep-report': '#6f7fb8',
    goals: AMBER,
    'rgb-light': '#b07cc6',
    waterproof: SKY,
    'wireless-charging': TEAL,
    battery: LED,
    'latest-location': CORAL,
    'activity-states': SAGE,
  };
  const hue = hues[name] || TEAL;
  const defs = lin(
    'b',
    [
      [0, mix(tint(hue, 0.88), '#f7f4ef', 0.4)],
      [1, mix(tint(hue, 0.74), '#efe9e1', 0.3)],
    ],
    0,
    0,
    1,
    1,
  );
  let b = R(0, 0, 480, 360, 0, 'url(#b)') + C(240, 180, 150, '#ffffff', op(0.4));
  let extraDefs = '';
  switch (name) {
    case 'app-control': {
      const ph = phoneArt('hp', 11);
      extraDefs = ph.defs;
      b += G('translate(70 40) scale(.39)', ph.body);
      [
        [TEAL, 1],
        [AMBER, 1],
        [CORAL, 0],
      ].forEach(([c, on], i) => {
        const y = 76 + i * 76;
        b +=
          card(230, y, 200, 56) +
          C(258, y + 28, 14, tint(c, 0.75)) +
          C(258, y + 28, 6, c) +
          R(282, y + 18, 70, 9, 4.5, INK, op(0.7)) +
          R(282, y + 33, 48, 7, 3.5, '#b3bac6') +
          R(370, y + 16, 44, 24, 12, on ? c : '#d5d9e0') +
          C(on ? 402 : 382, y + 28, 9, '#ffffff');
      });
      break;
    }
    case 'virtual-fence': {
      extraDefs = '<clipPath id="m"><rect x="50" y="36" width="380" height="288" rx="24"/></clipPath>';
      const fence = 'M150 110L330 92L372 232L214 276L120 214Z';
      b +=
        `<g clip-path="url(#m)">${mapArt(50, 36, 380, 288, 3)}</g>` +
        P(fence, SAGE, op(0.18)) +
        S(fence, shade(SAGE, 0.2), 4, ' stroke-dasharray="12 9"') +
        [
          [150, 110],
          [330, 92],
          [372, 232],
          [214, 276],
          [120, 214],
        ]
          .map(([x, y]) => C(x, y, 8, '#ffffff', stk(shade(SAGE, 0.2), 4)))
          .join('') +
        P('M218 190L244 168L270 190L270 214L218 214Z', INK, op(0.8)) +
        pin(300, 196, 1.1, CORAL);
      break;
    }
    case 'positioning': {
      b +=
        C(240, 250, 96, '#dbe9f3') +
        S('M150 250A90 34 0 0 0 330 250', '#ffffff', 4) +
        S('M240 154A34 96 0 0 0 240 346', '#ffffff', 4, op(0.8)) +
        pin(240, 262, 1.5, CORAL) +
        G('rotate(-30 110 80)', R(92, 66, 36, 28, 6, INK) + R(44, 72, 44, 16, 3, '#4d6fa8') + R(132, 72, 44, 16, 3, '#4d6fa8')) +
        S('M132 104L200 176', INK, 3, ' stroke-dasharray="4 8"') +
        S('M380 60L360 160M380 60L400 160M368 120L392 120', INK, 5) +
        C(380, 56, 6, CORAL) +
        S('M346 196L276 206', INK, 3, ' stroke-dasharray="4 8"') +
        waves(74, 220, 1.2, TEAL, 3, 1) +
        C(74, 220, 6, TEAL) +
        S('M118 222L180 226', INK, 3, ' stroke-dasharray="4 8"');
      break;
    }
    case 'activity-report': {
      b +=
        card(70, 50, 340, 260) +
        C(106, 86, 16, tint(CORAL, 0.7)) +
        paw(106, 87, 0.55, CORAL) +
        R(132, 78, 110, 10, 5, INK, op(0.75)) +
        R(132, 94, 70, 7, 3.5, '#b3bac6') +
        bars(96, 130, 290, 140, [0.45, 0.7, 0.55, 0.9, 0.65, 0.8, 0.5], [CORAL, tint(CORAL, 0.35)]) +
        S('M110 200L152 170L194 186L236 130L278 160L320 142L362 176', INK, 3, op(0.6)) +
        S('M96 274L386 274', '#e0e4ea', 2);
      break;
    }
    case 'sleep-report': {
      const segs = [
        [0, 0.3, 2],
        [0.3, 0.18, 1],
        [0.48, 0.22, 0],
        [0.7, 0.12, 1],
        [0.82, 0.18, 2],
      ];
      b +=
        card(70, 50, 340, 260, INK) +
        P('M128 76A26 26 0 1 0 152 116A20 20 0 1 1 128 76Z', '#f5d78e') +
        sparkle(178, 82, 0.6, '#ffffff') +
        sparkle(200, 110, 0.4, '#ffffff') +
        R(250, 84, 120, 10, 5, '#ffffff', op(0.7)) +
        R(250, 100, 80, 7, 3.5, '#ffffff', op(0.35));
      segs.forEach(([s0, w, lvl]) => {
        b += R(100 + s0 * 280, 170 + lvl * 34, w * 280 - 4, 30, 8, ['#8fa6e8', '#6f7fb8', '#b07cc6'][lvl]);
      });
      b += S('M100 280L380 280', '#ffffff', 2, op(0.2));
      break;
    }
    case 'goals': {
      b +=
        ring(240, 180, 96, tint(AMBER, 0.6), 22) +
        S(arcPath(240, 180, 96, -Math.PI / 2, Math.PI), AMBER, 22) +
        C(240, 180, 64, '#ffffff') +
        paw(240, 182, 1.7, AMBER) +
        S('M366 110L366 60', INK, 5) +
        P('M366 60L404 72L366 86Z', CORAL) +
        ring(96, 260, 26, tint(SAGE, 0.6), 8) +
        S(arcPath(96, 260, 26, -Math.PI / 2, Math.PI * 0.6), SAGE, 8) +
        ring(390, 262, 26, tint(TEAL, 0.6), 8) +
        S(arcPath(390, 262, 26, -Math.PI / 2, Math.PI * 1.2), TEAL, 8);
      break;
    }
    case 'rgb-light': {
      b +=
        C(190, 170, 120, '#ff5a5a', op(0.12)) +
        C(290, 170, 120, '#3ddc97', op(0.12)) +
        C(240, 250, 120, '#5a8cff', op(0.12)) +
        S('M60 190A180 70 0 0 0 420 190', INK, 30, '', 'butt') +
        collarModule(C4P, 240, 246, 150, 98) +
        R(196, 262, 88, 9, 4.5, '#ffffff') +
        C(120, 300, 14, '#ff5a5a') +
        ring(240, 318, 12, '#3ddc97', 5) +
        C(240, 318, 5, '#3ddc97') +
        C(360, 300, 14, '#5a8cff', op(0.5)) +
        ring(360, 300, 20, '#5a8cff', 3, op(0.4));
      break;
    }
    case 'waterproof': {
      const drop = (x, y, s, c) =>
        P(
          `M${x} ${y - 30 * s}C${x + 20 * s} ${y - 6 * s} ${x + 20 * s} ${y + 18 * s} ${x} ${y + 18 * s}C${x - 20 * s} ${y + 18 * s} ${x - 20 * s} ${y - 6 * s} ${x} ${y - 30 * s}Z`,
          c,
        );
      b +=
        P('M0 250Q60 230 120 250T240 250T360 250T480 250L480 360L0 360Z', SKY, op(0.55)) +
        P('M0 280Q60 262 120 280T240 280T360 280T480 280L480 360L0 360Z', SKY, op(0.8)) +
        collarModule(C4P, 240, 210, 170, 112) +
        drop(120, 110, 1.3, SKY) +
        drop(360, 90, 1, SKY) +
        drop(392, 170, 0.7, SKY) +
        drop(96, 190, 0.6, SKY) +
        C(200, 300, 6, '#ffffff', op(0.7)) +
        C(286, 318, 9, '#ffffff', op(0.6)) +
        C(240, 336, 4, '#ffffff', op(0.7));
      break;
    }
    case 'wireless-charging': {
      b +=
        E(240, 262, 150, 40, shade(TEAL, 0.3)) +
        E(240, 254, 150, 40, '#f3f5f8') +
        E(240, 254, 110, 28, 'none', stk(TEAL, 3) + op(0.6)) +
        E(240, 254, 70, 18, 'none', stk(TEAL, 3) + op(0.9)) +
        collarModule(C4P, 240, 200, 160, 104) +
        P('M376 60L344 116L368 116L352 164L396 100L370 100L388 60Z', AMBER) +
        waves(110, 120, 1.2, TEAL, 3, -1);
      break;
    }
    case 'battery': {
      b +=
        R(110, 120, 240, 120, 24, '#ffffff', stk(INK, 10)) +
        R(354, 156, 18, 48, 6, INK) +
        [0, 1, 2].map((i) => R(128 + i * 54, 138, 44, 84, 10, LED)).join('') +
        R(290, 138, 44, 84, 10, tint(LED, 0.7)) +
        P('M246 92L222 140L242 140L230 176L266 124L246 124L260 92Z', AMBER) +
        [...Array(7)].map((_, i) => R(110 + i * 36, 272, 26, 26, 6, i < 6 ? tint(LED, 0.3) : '#dfe3e8')).join('');
      break;
    }
    case 'latest-location': {
      extraDefs = '<clipPath id="m"><rect x="50" y="36" width="380" height="288" rx="24"/></clipPath>';
      b +=
        `<g clip-path="url(#m)">${mapArt(50, 36, 380, 288, 9)}</g>` +
        C(220, 200, 70, CORAL, op(0.12)) +
        C(220, 200, 40, CORAL, op(0.16)) +
        trailPath('M90 290C130 250 150 270 180 240S210 210 220 200', 5) +
        pin(220, 200, 1.4, CORAL) +
        C(352, 104, 40, '#ffffff', stk(INK, 6)) +
        S('M352 80L352 104L370 116', INK, 6);
      break;
    }
    case 'activity-states':
    default: {
      const st = [
        [SAGE, 2],
        [CORAL, 3],
        [AMBER, 1],
        ['#6f7fb8', 0],
      ];
      st.forEach(([c, lines], i) => {
        const x = 78 + i * 108,
          y = 180;
        b += C(x, y, 44, tint(c, 0.75)) + C(x, y, 44, 'none', stk(c, 4));
        if (lines === 0)
          b +=
            P(`M${x - 6} ${y - 22}A22 22 0 1 0 ${x + 16} ${y + 10}A16 16 0 1 1 ${x - 6} ${y - 22}Z`, c) +
            S(`M${x + 14} ${y - 30}L${x + 26} ${y - 30}L${x + 14} ${y - 18}L${x + 26} ${y - 18}`, c, 3);
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
export const HIGHLIGHTS = [
  'app-control',
  'virtual-fence',
  'positioning',
  'activity-report',
  'sleep-report',
  'goals',
  'rgb-light',
  'waterproof',
  'wireless-charging',
  'battery',
  'latest-location',
  'activity-states',
];

// ---------------------------------------------------------------------------------------
// Wide scenes (news 1200x675, video posters 1280x720 = same scene scaled)
// ---------------------------------------------------------------------------------------
export const CAT_THEME = {
  corporate: [INK, '#34476f'],
  realtime: [TEAL, '#5fb8ae'],
  exhibition: ['#6c5b9e', '#9a86c8'],
  video: [CORAL, '#f29a7f'],
};
export function sceneBg(w, h, c1, c2, seed, dark = false) {
  const defs = lin(
    'b',
    [
      [0, c1],
      [1, c2],
    ],
    0,
    0,
    1,
    1,
  );
  return { defs, body: R(0, 0, w, h, 0, 'url(#b)') + blobs(w, h, seed, dark ? ['#ffffff', CORAL, TEAL] : ['#ffffff', '#ffffff', CORAL]) };
}

export function wideScene(id, category) {
  const W = 1200,
    H = 675,
    seed = hash(id);
  const prod = productByNeedle(id);
  const light = (c) => mix(tint(c, 0.86), '#f7f4ef', 0.4);
  let bg,
    b = '',
    defs = '';
  const kind = /unbox/.test(id)
    ? 'unbox'
    : /fence/.test(id)
      ? 'fence'
      : /bath|groom/.test(id)
        ? 'bath'
        : /firmware|update|ota/.test(id)
          ? 'firmware'
          : /launch/.test(id)
            ? 'launch'
            : /pre-?order/.test(id)
              ? 'preorder'
              : /funding|series|invest/.test(id)
                ? 'funding'
                : /warehouse|logistic|facility|factory|office/.test(id)
                  ? 'warehouse'
                  : /report|results|earning/.test(id)
                    ? 'report'
                    : /(^|-)app(-|$)/.test(id)
                      ? 'app'
                      : /shampoo|conditioner/.test(id)
                        ? 'shampoo'
                        : /expo|interzoo|fair|show|exhibit/.test(id) || category === 'exhibition'
                          ? 'expo'
                          : prod
                            ? 'product'
                            : 'trail';
  switch (kind) {
    case 'launch': {
      bg = sceneBg(W, H, INK, '#34476f', seed, true);
      const rnd = rng(seed);
      b += P('M520 0L680 0L900 600L300 600Z', '#ffffff', op(0.07)) + E(600, 600, 300, 50, '#ffffff', op(0.1)) + E(600, 590, 240, 36, '#2a3858');
      for (let i = 0; i < 26; i++) {
        const x = r1(80 + rnd() * 1040),
          y = r1(40 + rnd() * 520),
          a = Math.round(rnd() * 180);
        b += R(x, y, 10, 18, 3, [CORAL, AMBER, SAGE, SKY][i % 4], op(0.85) + ` transform="rotate(${a} ${x + 5} ${y + 9})"`);
      }
      b += productPlaced(prod || prodById('c4'), 1, 1, 'translate(270 90) scale(.82)') + sparkle(860, 170, 1.8, '#ffffff') + sparkle(330, 220, 1.2, AMBER);
      break;
    }
    case 'funding': {
      bg = sceneBg(W, H, light(SAGE), light(TEAL), seed);
      b +=
        card(200, 130, 560, 420) +
        bars(250, 200, 460, 300, [0.25, 0.38, 0.5, 0.7, 0.95], [tint(SAGE, 0.3), SAGE, TEAL, shade(TEAL, 0.15), INK]) +
        S('M280 460L380 420L470 380L560 300L660 190', CORAL, 8) +
        P('M640 170L690 176L664 218Z', CORAL) +
        [0, 1, 2, 3, 4].map((i) => E(900, 520 - i * 22, 70, 20, shade(AMBER, 0.15)) + E(900, 514 - i * 22, 70, 20, AMBER)).join('') +
        [0, 1, 2].map((i) => E(1010, 540 - i * 22, 60, 17, shade(AMBER, 0.15)) + E(1010, 534 - i * 22, 60, 17, AMBER)).join('') +
        sparkle(960, 330, 1.5, AMBER);
      break;
    }
    case 'warehouse': {
      bg = sceneBg(W, H, '#e8f0f6', '#cfdfea', seed);
      b +=
        R(0, 520, W, 155, 0, '#c4cdd6') +
        P('M230 300L600 190L970 300L970 520L230 520Z', '#ffffff') +
        P('M210 306L600 180L990 306L990 284L600 158L210 284Z', INK) +
        [0, 1, 2]
          .map((i) => R(300 + i * 220, 370, 160, 150, 8, '#d7dde4') + [0, 1, 2, 3].map((k) => R(300 + i * 220, 382 + k * 34, 160, 4, 0, '#bcc5cf')).join(''))
          .join('') +
        paw(600, 262, 1.6, CORAL) +
        box(1010, 430, 90, 90) +
        box(1060, 350, 80, 80) +
        box(1110, 450, 70, 70) +
        R(60, 430, 150, 90, 12, CORAL) +
        R(20, 460, 50, 60, 10, shade(CORAL, 0.15)) +
        C(60, 528, 18, INK) +
        C(170, 528, 18, INK) +
        tree(1150, 520, 1.2) +
        tree(40, 380, 0.9);
      break;
    }
    case 'report': {
      bg = sceneBg(W, H, '#f7f3ec', '#ece3d6', seed);
      b +=
        G(
          'rotate(-6 420 340)',
          card(250, 90, 360, 480) +
            R(290, 130, 200, 16, 8, INK) +
            textLines(290, 170, [280, 250, 270, 200], '#d5d9e0') +
            bars(290, 290, 280, 170, [0.4, 0.55, 0.5, 0.75, 0.9], [tint(TEAL, 0.4), TEAL]) +
            textLines(290, 490, [280, 220], '#d5d9e0'),
        ) +
        card(700, 150, 300, 300) +
        pieSlice(850, 300, 100, -1.57, 1.2, TEAL) +
        pieSlice(850, 300, 100, 1.2, 3.1, CORAL) +
        pieSlice(850, 300, 100, 3.1, 4.713, AMBER) +
        C(850, 300, 44, '#ffffff') +
        G('rotate(35 980 520)', R(960, 420, 26, 200, 8, INK) + P('M960 620L986 620L973 650Z', AMBER));
      break;
    }
    case 'app': {
      bg = sceneBg(W, H, light(TEAL), light(SKY), seed);
      const ph = phoneArt('ap', seed % 97);
      defs += ph.defs;
      b +=
        C(600, 340, 250, '#ffffff', op(0.35)) +
        G('translate(480 40) scale(.82)', ph.body) +
        card(200, 200, 230, 90) +
        C(240, 245, 20, tint(CORAL, 0.7)) +
        paw(240, 246, 0.6, CORAL) +
        textLines(274, 230, [120, 80], '#c7cdd6', 10, 22) +
        card(790, 330, 220, 110) +
        ring(840, 385, 26, tint(TEAL, 0.6), 9) +
        S(arcPath(840, 385, 26, -1.57, 2.6), TEAL, 9) +
        textLines(884, 366, [100, 70], '#c7cdd6', 10, 22) +
        sparkle(900, 180, 1.6, AMBER) +
        sparkle(330, 470, 1.2, TEAL);
      break;
    }
    case 'shampoo': {
      bg = sceneBg(W, H, '#fbf1ec', '#f1e4d8', seed);
      const list = (base.products || []).filter((p) => productType(p) === 'shampoo').slice(0, 3);
      list.forEach((p, i) => {
        b += G(
          `translate(${[68, 288, 508][i] + 60} ${110 - (i === 1 ? 20 : 0)}) scale(.78)`,
          drawShampoo(pal(p.colors[0].hex), 1, p, p.colors[p.colors.length - 1].id),
        );
      });
      b +=
        P('M130 560Q120 470 210 430Q220 520 130 560Z', SAGE) +
        P('M1060 560Q1080 470 990 430Q976 520 1060 560Z', SAGE) +
        bubbles(
          [
            [170, 200, 26],
            [1040, 240, 34],
            [990, 160, 14],
            [230, 300, 12],
          ],
          tint(TEAL, 0.6),
        );
      break;
    }
    case 'firmware': {
      bg = sceneBg(W, H, INK, '#2d3f62', seed, true);
      for (let i = 0; i < 8; i++)
        b +=
          S(`M${i % 2 ? 1200 : 0} ${120 + i * 60}L${i % 2 ? 900 : 300} ${120 + i * 60}L${i % 2 ? 860 : 340} ${160 + i * 40}`, TEAL, 3, op(0.25)) +
          C(i % 2 ? 860 : 340, 160 + i * 40, 6, TEAL, op(0.5));
      b +=
        ring(600, 330, 200, '#ffffff', 14, op(0.12)) +
        S(arcPath(600, 330, 200, -1.57, 2.9), LED, 14) +
        G(
          'translate(600 330) scale(1.6) translate(-600 -330)',
          collarModule(pal((prod || prodById('c4') || { colors: [{ hex: INK }] }).colors[0].hex === INK ? '#34476f' : INK), 600, 330, 170, 112),
        ) +
        S('M600 470L600 560M570 530L600 560L630 530', '#ffffff', 10, op(0.85));
      break;
    }
    case 'preorder': {
      const p = prod || prodById('c4-mini');
      const hue = p ? p.colors[Math.min(2, p.colors.length - 1)].hex : SKY;
      bg = sceneBg(W, H, light(hue), light(BLUSH), seed);
      b += p ? productPlaced(p, 2, 1, 'translate(150 60) scale(.78)') : '';
      b +=
        card(760, 150, 260, 260) + R(760, 150, 260, 64, 18, CORAL) + R(760, 190, 260, 24, 0, CORAL) + ring(820, 150, 10, INK, 6) + ring(960, 150, 10, INK, 6);
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
      b +=
        R(280, 120, 640, 330, 16, '#ffffff') +
        R(280, 120, 640, 90, 16, c) +
        R(280, 180, 640, 30, 0, c) +
        paw(600, 165, 1.8, '#ffffff') +
        R(300, 230, 180, 220, 12, tint(c, 0.8)) +
        R(720, 230, 180, 220, 12, tint(c, 0.8)) +
        R(520, 380, 160, 90, 10, INK) +
        E(600, 380, 80, 14, '#3a4a6b');
      const p1 = prodById('c4'),
        p2 = prodById('f1-feeder');
      if (p1) b += productPlaced(p1, seed % p1.colors.length, 1, 'translate(510 250) scale(.22)');
      if (p2) b += productPlaced(p2, 0, 1, 'translate(330 220) scale(.28)');
      const p3 = prodById('p1-cam');
      if (p3) b += productPlaced(p3, 1, 1, 'translate(750 225) scale(.28)');
      const shirts = [CORAL, TEAL, INK, AMBER, SAGE, '#6c5b9e'];
      for (let i = 0; i < 7; i++) {
        const x = 80 + i * 165 + rnd() * 40;
        b += person(x, 560 + rnd() * 60, 1.05 + rnd() * 0.2, shirts[i % shirts.length]);
      }
      break;
    }
    case 'unbox': {
      bg = sceneBg(W, H, '#f7f0e6', '#ecdcc8', seed);
      b +=
        E(600, 600, 330, 30, INK, op(0.12)) +
        P('M340 340L860 340L820 590L380 590Z', '#c99a6b') +
        P('M340 340L860 340L900 300L300 300Z', '#e0b98f') +
        P('M300 300L420 180L520 260L340 340Z', '#d8ad80') +
        P('M900 300L800 180L700 260L860 340Z', '#d8ad80') +
        paw(600, 470, 2.4, '#ffffff', op(0.7)) +
        productPlaced(prod || prodById('c4'), 0, 1, 'translate(350 -60) scale(.62)') +
        sparkle(300, 150, 1.6, AMBER) +
        sparkle(920, 120, 1.3, CORAL) +
        sparkle(980, 420, 1, AMBER);
      break;
    }
    case 'fence': {
      bg = { defs: '', body: mapArt(0, 0, W, H, seed) };
      const fence = 'M330 140L820 110L930 400L520 560L260 420Z';
      b +=
        P(fence, SAGE, op(0.16)) +
        S(fence, shade(SAGE, 0.25), 6, ' stroke-dasharray="18 12"') +
        [
          [330, 140],
          [820, 110],
          [930, 400],
          [520, 560],
          [260, 420],
        ]
          .map(([x, y]) => C(x, y, 12, '#ffffff', stk(shade(SAGE, 0.25), 6)))
          .join('') +
        P('M560 300L610 260L660 300L660 350L560 350Z', INK) +
        R(598, 318, 24, 32, 4, '#ffffff', op(0.6)) +
        trailPath('M640 380C700 420 800 430 900 470S1040 520 1080 560', 7) +
        pin(1080, 560, 1.8, CORAL) +
        waves(1120, 500, 1.6, CORAL, 3);
      break;
    }
    case 'bath': {
      bg = sceneBg(W, H, '#e6f3f8', '#cfe6ef', seed);
      for (let i = 1; i < 8; i++) b += S(`M${i * 150} 0L${i * 150} 470`, '#ffffff', 3, op(0.6));
      for (let i = 1; i < 4; i++) b += S(`M0 ${i * 118}L1200 ${i * 118}`, '#ffffff', 3, op(0.6));
      const sp = prodById('shampoo-puppy') || (base.products || []).find((p) => productType(p) === 'shampoo');
      const rnd = rng(seed);
      const bub = [];
      for (let i = 0; i < 22; i++) {
        const x = 260 + rnd() * 640;
        bub.push([x, 424 - rnd() * (x > 400 && x < 760 ? 14 : 120), 14 + rnd() * 30]);
      }
      b +=
        R(0, 560, W, 115, 0, '#b9d3de') +
        G('translate(-190 14)', dogHead()) +
        bubbles(bub, tint(TEAL, 0.6)) +
        R(230, 420, 720, 200, 80, '#ffffff', stk('#c9d3de', 5)) +
        R(230, 420, 720, 40, 20, '#eef3f7', stk('#c9d3de', 5)) +
        R(290, 610, 30, 50, 12, METAL_D) +
        R(860, 610, 30, 50, 12, METAL_D) +
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
      for (let i = 0; i < 7; i++)
        b += G(
          `rotate(${60 + i * 5} ${180 + i * 140} ${r1(470 - Math.sin(i * 0.9) * 60 - i * 20)})`,
          paw(180 + i * 140, 470 - Math.sin(i * 0.9) * 60 - i * 20, 1.2, CORAL),
        );
    }
  }
  return { defs: bg.defs + defs, body: bg.body + b };
}
export function newsSvg(item) {
  const s = wideScene(item.id, item.category);
  const play = item.category === 'video' || item.video ? playButton(600, 338, 56) : '';
  return svgDoc(1200, 675, s.body + play + paw(1168, 648, 0.6, '#ffffff', op(0.5)), s.defs);
}
export function posterSvg(key, category, prod) {
  // Same composition as the news visual, scaled to 1280x720 (identical 16:9 aspect)
  const s =
    prod && key === prod.id
      ? (() => {
          const hue = prod.colors[0].hex;
          const defs = lin(
            'b',
            [
              [0, mix(tint(hue, 0.86), '#f7f4ef', 0.4)],
              [1, mix(tint(hue, 0.7), '#ece6dd', 0.3)],
            ],
            0,
            0,
            1,
            1,
          );
          let body = R(0, 0, 1200, 675, 0, 'url(#b)') + blobs(1200, 675, hash(key), ['#ffffff', '#ffffff', CORAL]);
          body += P('M0 540Q300 500 600 530T1200 520L1200 675L0 675Z', '#ffffff', op(0.35));
          body +=
            G('translate(120 20) scale(.8)', productArt(prod, prod.colors[0], 3)) +
            G('translate(700 90) scale(.55)', productArt(prod, prod.colors[Math.min(1, prod.colors.length - 1)], 1));
          return { defs, body };
        })()
      : wideScene(key, category);
  return svgDoc(1280, 720, G('scale(1.0667)', s.body), s.defs);
}

// ---------------------------------------------------------------------------------------
// Hero slides (1600 x 700, LCP: keep them light)
// ---------------------------------------------------------------------------------------
export function slideSvg(slide) {
  const id = String(slide.id);
  const W = 1600,
    H = 700;
  let defs, b;
  if (/app/.test(id)) {
    defs = lin(
      'b',
      [
        [0, '#eef6f4'],
        [1, '#cfe7e2'],
      ],
      0,
      0,
      1,
      1,
    );
    const ph = phoneArt('sp', 5);
    defs += ph.defs;
    b =
      R(0, 0, W, H, 0, 'url(#b)') +
      C(1220, 350, 330, '#ffffff', op(0.45)) +
      C(1460, 80, 140, TEAL, op(0.1)) +
      G('translate(1070 40) scale(.86)', ph.body) +
      card(860, 170, 220, 84) +
      C(900, 212, 20, tint(CORAL, 0.7)) +
      paw(900, 213, 0.6, CORAL) +
      textLines(934, 196, [120, 80], '#c7cdd6', 10, 22) +
      card(1390, 400, 180, 100) +
      ring(1432, 450, 24, tint(TEAL, 0.6), 8) +
      S(arcPath(1432, 450, 24, -1.57, 2.6), TEAL, 8) +
      textLines(1468, 436, [80, 56], '#c7cdd6', 10, 22) +
      sparkle(960, 470, 1.4, AMBER);
  } else if (/shampoo|care|conditioner/.test(id)) {
    defs = lin(
      'b',
      [
        [0, '#fbf4ec'],
        [1, '#f0e2d2'],
      ],
      0,
      0,
      1,
      1,
    );
    const pick = (re) => (base.products || []).find((p) => re.test(p.id));
    const list = [pick(/oat/), pick(/coconut|conditioner/), pick(/sensitive/)].filter(Boolean);
    b = R(0, 0, W, H, 0, 'url(#b)') + C(1200, 360, 320, '#ffffff', op(0.45)) + E(1200, 640, 380, 26, INK, op(0.08));
    list.forEach((p, i) => {
      b += G(`translate(${[820, 1050, 1270][i] - 400 * 0.8} 95) scale(.8)`, bottle(pal(p.colors[p.colors.length - 1].hex), shampooMeta(p.id), 400, i !== 2));
    });
    b +=
      G('translate(690 560) scale(1.6) rotate(-12)', bottleIcon('oat', 0, 0, '#c9a15a')) +
      G('translate(735 575) scale(1.3) rotate(14)', bottleIcon('oat', 0, 0, '#b8893e')) +
      C(1530, 598, 44, '#7a5236') +
      C(1520, 580, 5, '#4e3322') +
      C(1538, 580, 5, '#4e3322') +
      C(1529, 594, 5, '#4e3322') +
      P('M1370 622A52 44 0 0 0 1474 622Z', '#7a5236') +
      E(1422, 622, 52, 14, '#fbf6ea', stk('#7a5236', 5)) +
      P('M1560 330Q1590 240 1500 200Q1480 300 1560 330Z', SAGE) +
      bubbles(
        [
          [800, 180, 22],
          [1560, 140, 16],
          [1040, 90, 12],
        ],
        tint(TEAL, 0.6),
      );
  } else {
    const prod = productByNeedle(id) || prodById('c4');
    const color = prod.colors[0];
    const p = pal(color.hex);
    defs = lin(
      'b',
      [
        [0, '#f7f3ec'],
        [1, p.light ? '#dfe6ee' : mix(tint(color.hex, 0.82), '#efe6da', 0.5)],
      ],
      0,
      0,
      1,
      1,
    );
    b =
      R(0, 0, W, H, 0, 'url(#b)') +
      C(1180, 380, 330, '#ffffff', op(0.45)) +
      C(1500, 90, 150, CORAL, op(0.08)) +
      trailPath('M720 650C820 600 860 640 940 600', 6);
    const t = productType(prod);
    if (t === 'collar' || t === 'collar-mini' || t === 'tag' || t === 'clip' || t === 'leash' || t === 'harness')
      b += G('translate(640 -140) scale(1.2)', productArt(prod, color, 3));
    else b += G('translate(780 -40) scale(.9)', productArt(prod, color, 1));
  }
  return svgDoc(W, H, b, defs);
}

// ---------------------------------------------------------------------------------------
// Brand section images (1200 x 800)
// ---------------------------------------------------------------------------------------
export function brandSvg(section) {
  const id = String(section.id),
    W = 1200,
    H = 800,
    seed = hash(id);
  let defs = lin(
    'b',
    [
      [0, '#f7f3ec'],
      [1, '#e9e1d4'],
    ],
    0,
    0,
    1,
    1,
  );
  let b = R(0, 0, W, H, 0, 'url(#b)') + blobs(W, H, seed, ['#ffffff', TEAL, CORAL]);
  const ground = (c = tint(SAGE, 0.45)) => P('M0 620Q300 580 600 610T1200 600L1200 800L0 800Z', c);
  if (/intro|about|company/.test(id)) {
    defs = lin('b', [
      [0, '#e7f1f6'],
      [1, '#f7f3ec'],
    ]);
    b =
      R(0, 0, W, H, 0, 'url(#b)') +
      C(980, 150, 70, AMBER, op(0.5)) +
      ground() +
      building(330, 220, 260, 400, INK, '#bfe0ef') +
      building(590, 320, 300, 300, '#34476f', '#bfe0ef') +
      building(200, 380, 130, 240, TEAL) +
      R(440, 150, 40, 70, 4, INK) +
      C(460, 140, 30, CORAL) +
      paw(460, 141, 1, '#ffffff') +
      tree(150, 622, 1.4) +
      tree(960, 622, 1.6) +
      tree(1050, 630, 1.1, '#6b8a6d') +
      person(700, 680, 0.9, CORAL) +
      G('translate(620 548) scale(.25)', dog());
  } else if (/(^|-)story|journey/.test(id) && !/history/.test(id)) {
    b +=
      C(960, 170, 80, AMBER, op(0.6)) +
      P('M0 560Q240 430 520 520T1200 470L1200 800L0 800Z', tint(SAGE, 0.5)) +
      P('M0 650Q320 580 640 650T1200 620L1200 800L0 800Z', tint(SAGE, 0.25)) +
      S('M80 760C300 700 260 620 480 600S760 560 900 470', '#e8dccb', 40) +
      [...Array(7)]
        .map((_, i) => {
          const t = i / 6;
          const x = 120 + t * 760,
            y = 740 - t * 260 - Math.sin(t * 3.1) * 30;
          return paw(x, y, 0.9, CORAL);
        })
        .join('') +
      P('M880 470L960 400L1040 470L1040 560L880 560Z', '#ffffff') +
      P('M866 476L960 392L1054 476', 'none', stk(CORAL, 14)) +
      R(944, 500, 32, 60, 4, INK) +
      G('translate(960 430) scale(.22)', dog());
  } else if (/chairman|ceo|founder|message/.test(id)) {
    defs = lin(
      'b',
      [
        [0, '#eef1f5'],
        [1, '#dfe5ec'],
      ],
      0,
      0,
      1,
      1,
    );
    b =
      R(0, 0, W, H, 0, 'url(#b)') +
      R(760, 120, 360, 480, 12, '#ffffff', op(0.6)) +
      [0, 1, 2]
        .map(
          (i) =>
            R(790, 170 + i * 150, 300, 10, 4, '#c9b79c') +
            [...Array(6)]
              .map((_, k) => R(800 + k * 44, 110 + i * 150, 32, 60 - (k % 3) * 10, 4, [TEAL, CORAL, INK, AMBER, SAGE, SKY][(k + i) % 6], op(0.75)))
              .join(''),
        )
        .join('') +
      C(480, 400, 300, '#ffffff', op(0.5)) +
      P('M260 800Q260 560 480 540Q700 560 700 800Z', INK) +
      P('M430 548L480 640L530 548Z', '#ffffff') +
      P('M470 570L490 570L500 700L480 730L460 700Z', CORAL) +
      R(445, 470, 70, 90, 30, '#e6b48f') +
      C(480, 380, 96, '#e6b48f') +
      P('M384 380Q384 270 480 270Q580 270 576 370Q540 320 470 330Q420 336 384 380Z', '#4a4038') +
      E(392, 390, 14, 22, '#d9a47e') +
      E(568, 390, 14, 22, '#d9a47e') +
      R(160, 660, 60, 140, 10, '#b08a63') +
      P('M150 660Q190 560 230 660Z', SAGE);
  } else if (/culture|team|people|value/.test(id)) {
    b +=
      ground(tint(TEAL, 0.55)) +
      P('M470 160C420 110 340 150 370 220C390 260 470 300 470 300C470 300 550 260 570 220C600 150 520 110 470 160Z', CORAL) +
      card(640, 140, 200, 90) +
      textLines(668, 168, [140, 100], '#c7cdd6', 10, 24) +
      card(120, 200, 180, 80) +
      textLines(146, 226, [120, 80], '#c7cdd6', 10, 24);
    const shirts = [TEAL, CORAL, INK, AMBER, SAGE];
    shirts.forEach((c, i) => {
      b += person(
        280 + i * 160,
        660 - (i % 2) * 20,
        1.5,
        c,
        ['#e6b48f', '#c98d66', '#f0c8a6', '#8d5b3c', '#e0a982'][i],
        ['#3b2f2a', '#1f1a17', '#a0522d', '#2b2622', '#5a4535'][i],
      );
    });
    b += G('translate(930 540) scale(.28)', dog());
  } else if (/history|timeline|milestone/.test(id)) {
    b += S('M80 520L1120 520', INK, 8);
    const icons = [
      (x, y) => P(`M${x - 40} ${y}L${x} ${y - 36}L${x + 40} ${y}L${x + 40} ${y + 40}L${x - 40} ${y + 40}Z`, CORAL),
      (x, y) =>
        R(x - 36, y - 30, 72, 72, 10, INK) +
        R(x - 20, y - 14, 40, 40, 6, TEAL) +
        [...Array(4)]
          .map((_, k) => S(`M${x - 28 + k * 18} ${y - 40}L${x - 28 + k * 18} ${y - 30}M${x - 28 + k * 18} ${y + 42}L${x - 28 + k * 18} ${y + 52}`, INK, 4))
          .join(''),
      (x, y) =>
        C(x, y + 6, 44, SKY) +
        S(`M${x - 44} ${y + 6}L${x + 44} ${y + 6}M${x} ${y - 38}L${x} ${y + 50}`, '#ffffff', 4) +
        E(x, y + 6, 20, 44, 'none', stk('#ffffff', 4)),
      (x, y) => collarModule(C4P, x, y + 8, 96, 64),
      (x, y) => trophy(x, y + 60, 0.6),
    ];
    icons.forEach((ic, i) => {
      const x = 160 + i * 220;
      b +=
        C(x, 320, 92, '#ffffff', op(0.6)) +
        S(`M${x} 420L${x} 520`, INK, 3, op(0.4)) +
        C(x, 520, 22, '#ffffff', stk(i === 4 ? CORAL : INK, 8)) +
        G(`translate(${x} 320) scale(1.5) translate(${-x} -320)`, ic(x, 314)) +
        R(x - 60, 576, 120, 16, 8, INK, op(0.7)) +
        R(x - 44, 606, 88, 11, 5.5, '#b3bac6');
    });
  } else if (/profile|overview|facts/.test(id)) {
    b +=
      ground(tint(SAGE, 0.5)) +
      building(120, 260, 240, 360, INK, '#bfe0ef') +
      building(360, 360, 180, 260, TEAL) +
      tree(580, 622, 1.3) +
      card(680, 120, 400, 200) +
      bars(710, 160, 340, 130, [0.4, 0.55, 0.7, 0.85, 1], [tint(CORAL, 0.4), CORAL]) +
      card(680, 360, 190, 190) +
      pieSlice(775, 455, 70, -1.57, 2.4, TEAL) +
      pieSlice(775, 455, 70, 2.4, 4.713, AMBER) +
      C(775, 455, 30, '#ffffff') +
      card(890, 360, 190, 190) +
      pin(985, 500, 2.2, CORAL);
  } else if (/philosoph|mission|vision|belief/.test(id)) {
    b +=
      P('M600 300C540 200 380 230 400 370C420 480 600 600 600 600C600 600 780 480 800 370C820 230 660 200 600 300Z', CORAL) +
      paw(600, 400, 3.4, '#ffffff') +
      P('M280 560Q240 400 400 340Q420 500 280 560Z', SAGE) +
      S('M284 556L380 380', '#ffffff', 4, op(0.6)) +
      P('M920 560Q960 400 800 340Q780 500 920 560Z', TEAL) +
      S('M916 556L820 380', '#ffffff', 4, op(0.6)) +
      sparkle(380, 220, 1.6, AMBER) +
      sparkle(840, 200, 1.2, AMBER) +
      E(600, 680, 300, 24, INK, op(0.08));
  } else if (/honou?r|award|prize/.test(id)) {
    b +=
      R(180, 560, 840, 30, 8, '#b08a63') +
      R(200, 590, 800, 120, 10, '#c99a6b') +
      trophy(600, 560, 1.5) +
      trophy(360, 560, 1.05, '#cfd5dd') +
      trophy(840, 560, 1.05, '#d89b6a') +
      laurel(600, 190, 2, SAGE) +
      C(600, 190, 40, AMBER) +
      P(starPath(600, 190, 26), '#ffffff') +
      sparkle(220, 200, 1.5, AMBER) +
      sparkle(1000, 240, 1.2, AMBER) +
      sparkle(960, 120, 0.8, AMBER);
  } else {
    b += ground() + trailPath('M100 700C400 600 700 700 1100 560', 8) + pin(1100, 560, 2.4, CORAL);
  }
  return svgDoc(W, H, b, defs);
}

// ---------------------------------------------------------------------------------------
// Certificates (600 x 800): framed certificate with a seal, no text
// ---------------------------------------------------------------------------------------
export function certSvg(cert) {
  const id = String(cert.id),
    seed = hash(id);
  const theme = /14001|rohs|green|env/.test(id)
    ? ['#2f6f4f', SAGE]
    : /award|design|prize/.test(id)
      ? ['#7a5236', AMBER]
      : /fcc|ce/.test(id)
        ? ['#1f2a44', '#4d6fa8']
        : ['#1f3f6b', TEAL];
  const [dark, accent] = theme;
  const emblem = /14001|rohs|env/.test(id)
    ? P('M300 648Q270 610 300 566Q330 610 300 648Z', '#ffffff')
    : /award|design/.test(id)
      ? P(starPath(300, 610, 22), '#ffffff')
      : /fcc|ce/.test(id)
        ? P('M300 584L322 594L322 614Q322 632 300 642Q278 632 278 614L278 594Z', '#ffffff')
        : S('M284 610L296 622L318 598', '#ffffff', 7);
  let seal = '';
  seal += P(starPath(300, 610, 64, 24, 0.86), AMBER) + ring(300, 610, 48, '#ffffff', 3, op(0.7)) + C(300, 610, 40, shade(AMBER, 0.15)) + emblem;
  const ribbons = P('M268 660L250 740L276 726L290 748L300 668Z', accent) + P('M332 660L350 740L324 726L310 748L300 668Z', shade(accent, 0.15));
  const rnd = rng(seed);
  const lines = [...Array(5)].map((_, i) => R(300 - (160 + rnd() * 60) / 2, 330 + i * 34, 160 + rnd() * 60, 10, 5, '#c9cfd8')).join('');
  const defs = lin('b', [
    [0, '#fffdf8'],
    [1, '#f6f0e4'],
  ]);
  const body =
    R(0, 0, 600, 800, 0, '#e9e3d8') +
    R(30, 30, 540, 740, 6, dark) +
    R(46, 46, 508, 708, 4, 'url(#b)') +
    R(64, 64, 472, 672, 2, 'none', stk(accent, 3)) +
    R(74, 74, 452, 652, 2, 'none', stk(accent, 1) + op(0.6)) +
    [
      [64, 64],
      [536, 64],
      [64, 736],
      [536, 736],
    ]
      .map(([x, y]) => P(starPath(x, y, 14, 4, 0.4, 0), accent))
      .join('') +
    laurel(300, 150, 0.9, accent) +
    C(300, 150, 26, dark) +
    paw(300, 151, 0.8, '#ffffff') +
    R(170, 226, 260, 20, 10, dark) +
    R(210, 262, 180, 10, 5, accent, op(0.7)) +
    lines +
    S('M110 600L220 600', '#9aa3b2', 2) +
    S('M380 600L490 600', '#9aa3b2', 2) +
    S('M120 586Q140 560 160 584T200 580', INK, 2) +
    ribbons +
    seal;
  return svgDoc(600, 800, body, defs);
}

// ---------------------------------------------------------------------------------------
// Generic fallback SVG (for media paths of an unknown kind)
// ---------------------------------------------------------------------------------------
export function genericSvg(webPath, w = 1200, h = 675) {
  const key = path.posix.basename(webPath).replace(/\.[a-z0-9]+$/i, '');
  const s = wideScene(key, '');
  return svgDoc(w, h, G(`scale(${r1((w / 1200) * 1000) / 1000} ${r1((h / 675) * 1000) / 1000})`, s.body), s.defs);
}
