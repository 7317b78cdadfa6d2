// What the page's main thread did during one load, from the Chrome trace Lighthouse records: when
// the document's bytes arrived, how the parser cut the page into chunks, which layouts and paints
// each frame took (and how many objects they laid out), when the first and largest paints came,
// and the long tasks with what ran inside them. `npm run lighthouse -- --timeline` prints it for
// every audit. The figures behind docs/performance.md's "What the first paint waits for" were read
// this way: the first frame holding only the header, the logo's SVG document laid out before it.

/** Trace events worth a row, by name. */
const STEPS = new Set(['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'EvaluateScript']);
/** Events that only wrap others: left out of a long task's summary. */
const WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'v8.run', 'v8.callFunction', 'RunMicrotasks', 'Receive mojo message']);

const ms = (us) => Math.round(us / 1000);

/**
 * Rows (`at`: ms from the navigation's start, `text`) for the page's main thread, in time order.
 * `minStepMs` drops shorter steps; `minTaskMs` is what counts as a long task (Lighthouse: 50 ms).
 * Layouts of another document (an SVG image's, an iframe's) are marked `(other document)`.
 */
export function traceTimeline(events, { url, minStepMs = 2, minTaskMs = 50, untilMs = Infinity } = {}) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return [];
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.args?.data?.isLoadingMainFrame);
  const t0 = start?.ts ?? events.filter((e) => e.pid === fcp.pid && e.ts > 0).reduce((min, e) => Math.min(min, e.ts), Infinity);
  const mainFrame = fcp.args?.frame;
  const onMain = (e) => e.pid === fcp.pid && e.tid === fcp.tid;
  const rows = [];
  const add = (ts, text) => rows.push({ at: ms(ts - t0), text });

  const documentRequest = events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url === url && e.args.data.resourceType !== 'Script');
  let received = 0;
  for (const e of events) {
    const data = e.args?.data;
    if (documentRequest && data?.requestId === documentRequest.args.data.requestId) {
      if (e.name === 'ResourceReceivedData')
        add(e.ts, `document: data arrived (${(received += data.encodedDataLength)} bytes so far, as the trace counts them)`);
      if (e.name === 'ResourceFinish') add(e.ts, 'document: complete');
    }
    if (!onMain(e)) continue;
    if (e.name === 'firstContentfulPaint') add(e.ts, 'FIRST CONTENTFUL PAINT');
    if (e.name === 'largestContentfulPaint::Candidate') add(e.ts, `largest paint so far: ${data?.type ?? '?'}, ${data?.size ?? '?'} px²`);
    if (!STEPS.has(e.name) || e.ph !== 'X' || (e.dur ?? 0) < minStepMs * 1000) continue;
    const begin = e.args?.beginData;
    let text = `${e.name} ${ms(e.dur)} ms`;
    if (e.name === 'ParseHTML' && begin) text += `, lines ${begin.startLine}–${e.args.endData?.endLine ?? '?'}`;
    if (e.name === 'Layout' && begin)
      text += `, ${begin.dirtyObjects} of ${begin.totalObjects} objects${begin.frame && mainFrame && begin.frame !== mainFrame ? ' (other document)' : ''}`;
    if (e.name === 'EvaluateScript' && data?.url) text += `, ${data.url.split('/').pop()}`;
    add(e.ts, text);
  }
  // A long task's steps: the main thread's complete events that start and end inside it, found by
  // a binary search in the steps sorted by start. Scanning every event for every long task grew
  // with their product: 0.46 s against 0.06 s on a made-up trace of 300,000 steps and 60 long tasks.
  const steps = events.filter((e) => onMain(e) && e.ph === 'X' && !WRAPPERS.has(e.name)).sort((a, b) => a.ts - b.ts);
  const firstFrom = (ts) => {
    let [low, high] = [0, steps.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (steps[middle].ts < ts) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  for (const task of events.filter((e) => onMain(e) && e.name === 'RunTask' && e.dur >= minTaskMs * 1000)) {
    const inside = {};
    const end = task.ts + task.dur;
    for (let i = firstFrom(task.ts); i < steps.length && steps[i].ts <= end; i++) {
      const e = steps[i];
      if (e.ts + (e.dur ?? 0) > end) continue;
      const name = e.name === 'FunctionCall' && e.args?.data?.functionName ? `${e.name} ${e.args.data.functionName}` : e.name;
      inside[name] = (inside[name] ?? 0) + (e.dur ?? 0);
    }
    const top = Object.entries(inside)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, us]) => `${name} ${ms(us)}`);
    add(task.ts, `LONG TASK ${ms(task.dur)} ms${top.length ? `: ${top.join(', ')}` : ''}`);
  }
  return rows.filter((r) => r.at <= untilMs).sort((a, b) => a.at - b.at);
}
