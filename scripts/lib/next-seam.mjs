// The seam between this project's server (scripts/server.mjs and scripts/lib/*) and Next.js: every
// module under `next/dist` the server reaches into, and every piece of HTML or header Next.js writes
// that the server recognises or rewrites, is named here and nowhere else. Values Next.js exports
// itself (the router's request headers) are read from Next.js, not copied.
// A Next.js upgrade that moves a module fails here, at start, naming it; one that changes the HTML
// fails e2e/next-seam.spec.ts (checked against the real `next build` output and server) and
// e2e/csp.spec.ts (the inline scripts, scripts/lib/framework-scripts.mjs).
//
// Static imports: scripts/lib/next-cache-handler.mjs imports this module and is bundled by Turbopack
// as well as loaded by Node. A CommonJS module's default import is module.exports in Node and
// exports.default in the bundle.
import * as routerHeadersModule from 'next/dist/client/components/app-router-headers.js';
import * as fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import * as tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

/** A named export of a next/dist module that must be of a given kind, or a clear error. */
function exported(module, name, check, file) {
  const value = module[name] ?? module.default?.[name];
  if (!check(value)) throw new Error(`next-seam: next/dist/${file} no longer exports ${name} as this server expects (a Next.js upgrade?)`);
  return value;
}

/**
 * Next's tags manifest: which cache tags expired when. A `.external` module, so the server, the
 * cache handler and every bundle share this one map (the page memo counts its writes; the Redis
 * cache handler applies other instances' revalidations to it).
 * @type {Map<string, { stale?: number; expired?: number; at?: number }>}
 */
export const tagsManifest = exported(tagsManifestModule, 'tagsManifest', (v) => v instanceof Map, 'server/lib/incremental-cache/tags-manifest.external.js');

/** Next's own file-system cache handler, which scripts/lib/next-cache-handler.mjs extends. */
export const FileSystemCache = (() => {
  const value = fileSystemCacheModule.default?.default ?? fileSystemCacheModule.default;
  if (typeof value !== 'function' || typeof value.prototype?.get !== 'function' || typeof value.prototype?.set !== 'function') {
    throw new Error('next-seam: next/dist/server/lib/incremental-cache/file-system-cache.js no longer has the cache handler class this server extends');
  }
  return value;
})();

/** The request headers of client navigation and prefetches: such a request wants the RSC payload, not the document. */
export const ROUTER_HEADERS = [
  'RSC_HEADER',
  'NEXT_ROUTER_STATE_TREE_HEADER',
  'NEXT_ROUTER_PREFETCH_HEADER',
  'NEXT_ROUTER_SEGMENT_PREFETCH_HEADER',
  'NEXT_URL',
].map((name) => exported(routerHeadersModule, name, (v) => typeof v === 'string' && v !== '', 'client/components/app-router-headers.js').toLowerCase());

/**
 * The cookies of Next's draft mode (COOKIE_NAME_PRERENDER_BYPASS and COOKIE_NAME_PRERENDER_DATA of
 * next/dist/server/api-utils, not imported here because that module loads Next's tracer): a
 * request carrying one sees drafts, never a shared copy. e2e/next-seam.spec.ts compares them.
 */
export const DRAFT_MODE_COOKIES = ['__prerender_bypass', '__next_preview_data'];

/**
 * The start of the document Next.js answers for `notFound()` in the App Router: an empty shell that
 * only the browser fills in (vercel/next.js#62228). scripts/lib/not-found-page.mjs replaces it.
 */
export const ERROR_SHELL = '<html id="__next_error__"';

/** Next's RSC payload scripts (next/dist/server/app-render/use-flight-response.js): a bootstrap, then rows pushed as JSON. */
export const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
export const FLIGHT_PUSH = 'self.__next_f.push(';

/**
 * A stylesheet of the build as Next.js writes it into the head (React renders it as a resource
 * with a precedence): its address and its precedence. scripts/lib/inline-styles.mjs sends it inline.
 */
export const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="([\w-]+)"\/>/g;
