import Sequencer from '@jest/test-sequencer';

/**
 * Suites that take longest, measured in CI (a clean clone, 2 workers): started first, so that no
 * worker waits alone at the end for one of them. Jest orders by the durations it remembers from
 * earlier runs; a clean clone has none and orders by file size, which put the 10 s SMTP timeout
 * suite (a small file) last, with the other worker idle.
 */
const SLOW_FIRST = [
  'app/og/og.test.ts', // 23 s: every sitemap page's Open Graph card in every language
  'lib/server/mail-timeouts.test.ts', // 10 s: waits for the SMTP greeting timeout
  'app/api/admin/content/content.test.ts', // 7 s
];

export default class SlowFirst extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const index = SLOW_FIRST.findIndex((file) => test.path.endsWith(file));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    const ordered = super.sort(tests);
    const list = Array.isArray(ordered) ? ordered : null;
    if (!list) return ordered.then((resolved) => [...resolved].sort((a, b) => rank(a) - rank(b)));
    return [...list].sort((a, b) => rank(a) - rank(b));
  }
}
