import { config } from 'zod/v4/core';

/**
 * In the browser, zod parses without compiling parsers through `new Function`: the site's CSP has
 * no 'unsafe-eval', and even zod's guarded probe for it is reported as a violation. Forms parse a
 * handful of fields, where the interpreted path costs nothing noticeable. Every schema module
 * imports this first, so the setting is in place before any schema is built. Servers keep the JIT.
 */
if (typeof window !== 'undefined') config({ jitless: true });
