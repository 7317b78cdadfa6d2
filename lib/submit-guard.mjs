// The one inline script of our own a page runs (scripts/lib/framework-scripts.mjs allows its hash).
//
// Until React has hydrated a form, the form has no listener: a form that only its script submits
// (no `action`: sign-in, registration, a card, an address…) would be submitted by the browser
// itself, as a GET of the page's own address with every named field in the query string — a
// password in the address bar, the history and a proxy's access log — and the page would come
// back empty. This script, at the top of <body>, listens last (on window, as the event bubbles):
// a trusted submit of such a form that no handler prevented — React had not hydrated or committed
// that form yet — is held, and handed to React once it has the form: a copy of the event is
// dispatched (a dispatched submit event never sends a form) until a handler prevents its default,
// as every script-only form's handler does, every 50 ms. Forms with an `action` are plain HTML on
// purpose (search, add to cart, the language forms) and go on as the browser sends them. While a
// submit is held, the form carries `data-submit-held` (styled as busy). Given up, silently, if the
// form leaves the page, after a minute (the scripts failed to load), or after two seconds of
// copies no handler took: nothing was sent.

/** The attribute a form carries while its submit waits for hydration. */
export const SUBMIT_HELD_ATTRIBUTE = 'data-submit-held';

// A string, not a function's source: the build minifies functions, and the server must find the
// very text it hashes. ES5, so that it runs untranspiled in every browser the site supports.
/** The script's text, exactly as the layouts write it into the page. */
export const SUBMIT_GUARD_SCRIPT = [
  '(function(){',
  `var H='${SUBMIT_HELD_ATTRIBUTE}';`,
  "function hydrated(f){return Object.keys(f).some(function(k){return k.indexOf('__reactProps$')===0})}",
  "addEventListener('submit',function(e){",
  'var f=e.target;',
  "if(!e.isTrusted||e.defaultPrevented||!(f instanceof HTMLFormElement)||f.hasAttribute('action'))return;",
  'e.preventDefault();',
  'if(f.hasAttribute(H))return;',
  "f.setAttribute(H,'');",
  'var s=e.submitter||null,t=Date.now(),n=0;',
  '(function hand(){',
  'if(!f.isConnected||Date.now()-t>6e4||n>40)return f.removeAttribute(H);',
  'if(hydrated(f)){',
  'n++;',
  "var c=typeof SubmitEvent==='function'?new SubmitEvent('submit',{bubbles:true,cancelable:true,submitter:s}):new Event('submit',{bubbles:true,cancelable:true});",
  'f.dispatchEvent(c);',
  'if(c.defaultPrevented)return f.removeAttribute(H)',
  '}',
  'setTimeout(hand,50)',
  '})()',
  '})',
  '})()',
].join('');
