// The inline scripts a page may run are the ones Next.js, React and this server write (and the
// site's own, lib/layout-scripts.mjs), recognised
// by their exact shape: hashing every inline script in the HTML would also allow one that came in
// with content. This module is the one place that knows how those scripts look; the e2e suite
// (e2e/csp.spec.ts) checks it against the pages of a real build, so a Next.js or React upgrade
// that writes another shape fails there, naming the script.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FLIGHT_BOOTSTRAP, FLIGHT_PUSH } from './next-seam.mjs';
import { LAYOUT_SCRIPTS } from '../../lib/layout-scripts.mjs';

/** The value of a JSON text, or `undefined` when it is not JSON (then the script is not one of ours). */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

// Next.js's RSC payload (next/dist/server/app-render/use-flight-response.js): a bootstrap, then
// rows pushed as JSON ([1, text], [3, base64], [2, form state]). Only data: a script that pushes
// anything but a JSON array, or does anything else, does not match.

function isFlightRow(text) {
  if (!text.startsWith(FLIGHT_PUSH) || !text.endsWith(')')) return false;
  const row = parseJson(text.slice(FLIGHT_PUSH.length, -1));
  if (!Array.isArray(row) || row.length !== 2) return false;
  return row[0] === 2 || ((row[0] === 1 || row[0] === 3) && typeof row[1] === 'string');
}

function isFlightScript(text) {
  if (text === FLIGHT_BOOTSTRAP) return true;
  if (text.startsWith(`${FLIGHT_BOOTSTRAP};`)) return isFlightRow(text.slice(FLIGHT_BOOTSTRAP.length + 1));
  return isFlightRow(text);
}

// Turbopack's chunk-group bootstrap (next/dist/server/get-page-files.js), one line per group:
// `(globalThis["…"] || (globalThis["…"] = [])).push(<JSON>);`.
const TURBOPACK_LINE = /^\(globalThis\[("[\w$-]+")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\(([\s\S]*)\);$/;

function isTurbopackBootstrap(text) {
  return text.split('\n').every((line) => {
    const match = TURBOPACK_LINE.exec(line);
    return match !== null && parseJson(match[2]) !== undefined;
  });
}

// React's streaming instructions (react-dom/server): a script that may define React's small
// runtime ($RC, $RS, $RX, $RR, $RV …) and then calls one of them with JSON arguments, e.g.
// `$RC("B:0","S:0")`. The runtime's text is taken from the renderers installed, not copied here.
const require = createRequire(import.meta.url);
/** React's server renderers, by package (their "exports" hide the files, so found from package.json). */
const REACT_SERVER_RENDERERS = [
  ['next', 'dist/compiled/react-dom/cjs/react-dom-server.node.production.js'],
  ['next', 'dist/compiled/react-dom-experimental/cjs/react-dom-server.node.production.js'],
  ['react-dom', 'cjs/react-dom-server.node.production.js'],
].map(([pkg, file]) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file));
const SHELL_TIME = 'requestAnimationFrame(function(){$RT=performance.now()});';
/** A single-quoted string literal in the renderer's source that defines one of React's `$R…` functions. */
const RUNTIME_LITERAL = /'(\$R[A-Z]=(?:[^'\\\n]|\\.)*)'/g;
const ESCAPE = /\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|[^xu])/g;
const unescape = (literal) =>
  literal.replace(ESCAPE, (_, e) => {
    if (e[0] === 'x' || e[0] === 'u') return String.fromCharCode(Number.parseInt(e.slice(1), 16));
    return { n: '\n', t: '\t', r: '\r' }[e] ?? e;
  });

function reactRuntimeDefinitions() {
  const files = REACT_SERVER_RENDERERS.filter((file) => existsSync(file));
  if (files.length === 0) throw new Error(`framework-scripts: none of React's server renderers found (${REACT_SERVER_RENDERERS.join(', ')})`);
  const definitions = new Set();
  for (const file of files) {
    for (const [, literal] of readFileSync(file, 'utf8').matchAll(RUNTIME_LITERAL)) {
      // Some are written with the start of their first call attached (`…};$RS("`).
      definitions.add(unescape(literal).replace(/\$R[A-Z]\("$/, ''));
    }
  }
  if (definitions.size === 0) throw new Error(`framework-scripts: no React runtime found in ${files.join(', ')}`);
  // Longest first: one definition may begin with another.
  return [...definitions].sort((a, b) => b.length - a.length);
}
const REACT_RUNTIME = reactRuntimeDefinitions();
const REACT_CALL = /^\$R[A-Z]\(/;

function isReactInstruction(text) {
  if (text === SHELL_TIME) return true;
  let rest = text;
  for (let defined = true; defined;) {
    const definition = REACT_RUNTIME.find((d) => rest.startsWith(d));
    defined = definition !== undefined;
    if (defined) rest = rest.slice(definition.length);
  }
  // Only definitions (React writes them alone too, ahead of data-attribute instructions).
  if (rest === '') return text !== '';
  // One call, its arguments a JSON list: `$RC("B:0","S:0")`, `$RR("B:1","S:1",[["/a.css","high"]])`.
  if (!REACT_CALL.test(rest) || !rest.endsWith(')')) return false;
  return Array.isArray(parseJson(`[${rest.slice(4, -1)}]`));
}

// Next.js's icon re-insertion (next/dist/server/app-render/metadata-insertion/create-server-inserted-metadata.js):
// on a page rendered per request, the metadata may resolve after the shell was streamed; Next.js
// then writes the icon links into the body and one script that moves them to <head>. Whether it
// appears depends on timing (CI saw it blocked, now and then, on /openimg). Its text is taken from
// the Next.js installed, not copied: an upgrade that changes or moves it fails here, at start.
const NEXT_METADATA_INSERTION = path.join(
  path.dirname(require.resolve('next/package.json')),
  'dist/server/app-render/metadata-insertion/create-server-inserted-metadata.js',
);
function iconReinsertScript() {
  const source = existsSync(NEXT_METADATA_INSERTION) ? readFileSync(NEXT_METADATA_INSERTION, 'utf8') : '';
  // The source reads REINSERT_ICON_SCRIPT = `\<newline>…`: a line continuation, then the script.
  const match = /REINSERT_ICON_SCRIPT = `\\\n([^`\\$]*)`/.exec(source);
  if (!match) throw new Error(`framework-scripts: Next.js's icon re-insertion script not found in ${NEXT_METADATA_INSERTION} (a Next.js upgrade?)`);
  return match[1];
}
/** The script Next.js writes after streamed metadata, exactly. */
export const ICON_REINSERT_SCRIPT = iconReinsertScript();

/** The site's own inline scripts, each allowed by its exact text. */
const OWN_SCRIPTS = new Set(Object.values(LAYOUT_SCRIPTS));

/**
 * Whether an inline script's text is one that Next.js or React wrote, or one of the site's own
 * (lib/layout-scripts.mjs), and so may be allowed by its hash.
 * Anything else, a script that arrived in content included, is not.
 */
export function isFrameworkScript(text) {
  return isFlightScript(text) || isReactInstruction(text) || isTurbopackBootstrap(text) || text === ICON_REINSERT_SCRIPT || OWN_SCRIPTS.has(text);
}
