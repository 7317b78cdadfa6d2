// The names the 404 page's server fetch and the proxy agree on (lib/routing/not-found-page.ts,
// scripts/lib/not-found-page.mjs): plain JavaScript, so that the server's scripts, which start
// before any TypeScript is compiled, and the app import the same values.

/** The request header carrying this process's token on the server's own fetch of the 404 page. */
export const NOT_FOUND_HEADER = 'x-pawtrail-not-found';
/** The environment variable holding that token: set by scripts/server.mjs at start, never configured, never sent out. */
export const NOT_FOUND_TOKEN_VARIABLE = 'PAWTRAIL_NOT_FOUND_TOKEN';
