import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The README and every doc in docs/ name files and folders of this repository in backticks or
 * links; each one must exist, so a rename or a removal cannot leave a newcomer reading about a file
 * that is gone. Only names that look like repository paths are checked: a known top-level folder
 * or file, no placeholders (`<locale>`, `NNNN`, `…`) and no URLs.
 */
const root = path.resolve(__dirname, '..');
const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const TOP = new Set(readdirSync(root).filter((f) => !f.startsWith('.') && f !== 'node_modules'));
const PLACEHOLDER = /[<>*…{}$]|NNNN|\.\.\./;

/** The repository paths a doc names: `code spans` and relative link targets. */
function namedPaths(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  const links = [...text.matchAll(/\]\(([^)\s#]+)[^)]*\)/g)].map((m) => m[1]!);
  return [...spans, ...links]
    .map((p) =>
      p
        .trim()
        .replace(/^\.\//, '')
        .replace(/[.,;:]$/, ''),
    )
    .filter((p) => /^[\w.@()[\]/-]+$/.test(p) && !PLACEHOLDER.test(p) && !/^\w+:/.test(p))
    .filter((p) => (p.includes('/') || /\.\w+$/.test(p)) && TOP.has(p.split('/')[0]!));
}

describe.each(docs)('%s', (doc) => {
  it('names only files and folders that exist', () => {
    const text = readFileSync(path.join(root, doc), 'utf8');
    const base = doc.startsWith('docs/') ? path.join(root, 'docs') : root;
    const missing = namedPaths(text).filter((p) => !existsSync(path.join(root, p)) && !existsSync(path.join(base, p)));
    expect(missing).toEqual([]);
  });
});
