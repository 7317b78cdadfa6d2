import type { ReactNode } from 'react';

interface Props {
  labels: { published: string; source: string; views: string };
  published: ReactNode;
  /** Where the article comes from; empty when it has none. */
  source: string;
  views: ReactNode;
}

/** An article's meta line. The source row is left out when there is no source: a bare "Source:" reads as a fault. */
export function ArticleFacts({ labels, published, source, views }: Props) {
  return (
    <>
      <div>
        <dt>{labels.published}</dt>
        <dd>{published}</dd>
      </div>
      {source.trim() ? (
        <div>
          <dt>{labels.source}</dt>
          <dd>{source}</dd>
        </div>
      ) : null}
      <div>
        <dt>{labels.views}</dt>
        <dd>{views}</dd>
      </div>
    </>
  );
}
