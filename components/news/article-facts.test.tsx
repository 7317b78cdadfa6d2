import { renderToStaticMarkup } from 'react-dom/server';
import ja from '@/messages/ja.json';
import { ArticleFacts } from './article-facts';

const labels = { published: ja.News.publishedLabel, source: ja.News.sourceLabel, views: ja.News.viewsLabel };
const facts = (source: string) => renderToStaticMarkup(<ArticleFacts labels={labels} published="2026年11月1日" source={source} views="42" />);

describe('an article’s meta line', () => {
  it('names the source when the article has one', () => {
    expect(facts('Pawtrail 広報部')).toContain(`<dt>${labels.source}</dt><dd>Pawtrail 広報部</dd>`);
  });

  it('leaves the source label out when there is none (it showed an empty "出典:")', () => {
    for (const none of ['', '  ']) {
      const html = facts(none);
      expect(html).not.toContain(labels.source);
      expect(html).toContain(labels.published);
      expect(html).toContain(labels.views);
    }
  });
});
