import type { Segment } from '@/lib/search/highlight';

/** Highlighted text as React nodes: every segment is text, so nothing is parsed as HTML. */
export function MarkedText({ segments }: { segments: Segment[] }) {
  return <>{segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}</>;
}
