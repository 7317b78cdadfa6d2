import { readFileSync } from 'node:fs';
import path from 'node:path';
import { locales } from '@/i18n/routing';
import { AUDIT_ACTIONS, isAuditAction } from '@/lib/audit-actions';

type Tree = { [key: string]: string | Tree };
const labels = (locale: string) =>
  (JSON.parse(readFileSync(path.join(__dirname, `${locale}.json`), 'utf8')) as { AdminHome: { audit: { actions: Tree } } }).AdminHome.audit.actions;

describe.each(locales)('%s: the audit log', (locale) => {
  const tree = labels(locale);
  const label = (action: string) =>
    action.split('.').reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

  it('names every recorded action in words, each differently', () => {
    const missing = AUDIT_ACTIONS.filter((action) => typeof label(action) !== 'string' || (label(action) as string).trim() === '');
    expect(missing).toEqual([]);
    const words = AUDIT_ACTIONS.map((action) => label(action));
    expect(new Set(words).size).toBe(AUDIT_ACTIONS.length);
  });

  it('has no label for an action nothing records', () => {
    const extra: string[] = [];
    for (const [area, verbs] of Object.entries(tree))
      for (const verb of Object.keys(verbs)) if (!isAuditAction(`${area}.${verb}`)) extra.push(`${area}.${verb}`);
    expect(extra).toEqual([]);
  });
});
