// `npm run lint`: ESLint (Next.js rules and the import fences), Prettier's check, the type check
// (after `next typegen`, so the route types `next build` would check are checked here) and the
// migrations check (scripts/check-migrations.mjs). Each step is one single-threaded process: they
// run two at a time, longest first, so the lint takes about the time of its longest lane instead
// of the sum. Each step's output is printed in one piece when it ends, with its time; the lint
// fails if any step fails, after all have run.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const node = process.execPath;
const bin = (file) => path.join(root, 'node_modules', file);

// ESLint and Prettier keep caches in .data (as tsc keeps tsconfig.tsbuildinfo): a second lint of a
// working tree checks only the files that changed. A clean clone (CI) starts without them.
const STEPS = [
  { name: 'eslint', args: [bin('eslint/bin/eslint.js'), '--cache', '--cache-strategy', 'content', '--cache-location', '.data/lint/eslint', '.'] },
  { name: 'types', args: [bin('next/dist/bin/next'), 'typegen'], then: { args: [bin('typescript/bin/tsc'), '--noEmit'] } },
  { name: 'prettier', args: [bin('prettier/bin/prettier.cjs'), '--check', '--cache', '--cache-location', '.data/lint/prettier', '**/*.{ts,tsx,mjs,css}'] },
  { name: 'migrations', args: ['scripts/check-migrations.mjs'] },
];

function runStep({ args }) {
  return new Promise((resolve) => {
    const child = spawn(node, args, { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function runAll(step) {
  const started = performance.now();
  let result = await runStep(step);
  if (result.code === 0 && step.then) {
    const next = await runStep(step.then);
    result = { code: next.code, output: result.output + next.output };
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const mark = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
  process.stdout.write(`\n── ${step.name}: ${mark} in ${seconds} s\n${result.output.trimEnd()}\n`);
  return result.code === 0;
}

const lanes = Math.max(1, Math.min(2, os.availableParallelism()));
const queue = [...STEPS];
const failed = [];
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let step = queue.shift(); step; step = queue.shift()) if (!(await runAll(step))) failed.push(step.name);
  }),
);
if (failed.length) {
  console.error(`\nlint failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nlint passed');
