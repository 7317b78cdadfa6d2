import { traceTimeline, type TraceEvent } from './trace-timeline.mjs';

const MAIN = { pid: 1, tid: 10 };
const NET = { pid: 2, tid: 20 };
const at = (ms: number) => 5_000_000 + ms * 1000;
const x = (name: string, startMs: number, durMs: number, args: Record<string, unknown> = {}): TraceEvent => ({
  ...MAIN,
  ph: 'X',
  name,
  ts: at(startMs),
  dur: durMs * 1000,
  args,
});

/** A load in the shape Chrome records it: the document in two pieces, a first frame with the header only, the rest later. */
const events: TraceEvent[] = [
  { ...MAIN, name: 'navigationStart', ts: at(0), args: { data: { isLoadingMainFrame: true } } },
  { ...NET, name: 'ResourceSendRequest', ts: at(5), args: { data: { requestId: 'r1', url: 'http://localhost:3200/c4', resourceType: 'Document' } } },
  { ...NET, name: 'ResourceReceivedData', ts: at(660), args: { data: { requestId: 'r1', encodedDataLength: 9000 } } },
  { ...NET, name: 'ResourceReceivedData', ts: at(816), args: { data: { requestId: 'r1', encodedDataLength: 13000 } } },
  { ...NET, name: 'ResourceFinish', ts: at(817), args: { data: { requestId: 'r1' } } },
  x('RunTask', 820, 120),
  x('ParseHTML', 822, 43, { beginData: { startLine: 14 }, endData: { endLine: 14 } }),
  x('Layout', 866, 22, { beginData: { dirtyObjects: 13, totalObjects: 13, frame: 'IMG' } }),
  x('Layout', 889, 38, { beginData: { dirtyObjects: 71, totalObjects: 71, frame: 'MAIN' } }),
  x('Paint', 928, 1.5),
  { ...MAIN, name: 'firstContentfulPaint', ts: at(968), args: { frame: 'MAIN', data: {} } },
  { ...MAIN, name: 'largestContentfulPaint::Candidate', ts: at(1164), args: { frame: 'MAIN', data: { type: 'image', size: 78660 } } },
  x('RunTask', 3000, 60),
  x('FunctionCall', 3001, 58, { data: { functionName: 'performWorkUntilDeadline' } }),
];
const texts = (rows: { at: number; text: string }[]) => rows.map((r) => `${r.at} ${r.text}`);

describe('the main thread’s timeline of one load', () => {
  it('lists the document’s arrival, parse chunks, layouts with their object counts, paints and long tasks in time order', () => {
    expect(texts(traceTimeline(events, { url: 'http://localhost:3200/c4' }))).toEqual([
      '660 document: data arrived (9000 bytes so far, as the trace counts them)',
      '816 document: data arrived (22000 bytes so far, as the trace counts them)',
      '817 document: complete',
      '820 LONG TASK 120 ms: Layout 60, ParseHTML 43, Paint 2',
      '822 ParseHTML 43 ms, lines 14–14',
      '866 Layout 22 ms, 13 of 13 objects (other document)',
      '889 Layout 38 ms, 71 of 71 objects',
      '968 FIRST CONTENTFUL PAINT',
      '1164 largest paint so far: image, 78660 px²',
      '3000 LONG TASK 60 ms: FunctionCall performWorkUntilDeadline 58',
    ]);
  });

  it('leaves out steps shorter than asked and rows after the time asked', () => {
    const rows = texts(traceTimeline(events, { url: 'http://localhost:3200/c4', minStepMs: 30, untilMs: 1000 }));
    expect(rows).toContain('889 Layout 38 ms, 71 of 71 objects');
    expect(rows).not.toContain('866 Layout 22 ms, 13 of 13 objects (other document)');
    expect(rows.some((r) => r.includes('performWorkUntilDeadline'))).toBe(false);
  });

  it('has nothing to say about a trace without a first paint', () => {
    expect(traceTimeline(events.filter((e) => e.name !== 'firstContentfulPaint'))).toEqual([]);
  });
});
