import 'server-only';
import { dueRunSchema, revalidatedSchema } from '@/lib/types/content';
import { newsArticleSchema, newsListSchema, newsViewsSchema } from '@/lib/types/news';
import { file, json, ref, type Paths } from './types';

/** News, view counting, the one-click download archives and content publishing. */
export const paths: Paths = {
  '/api/content/revalidate': {
    post: {
      operationId: 'revalidateContent',
      summary: 'Expire the cached pages built from changed content',
      tags: ['content'],
      description:
        'Called by `npm run content:publish` after loading content into the database. Every page built from the given tags renders afresh on its next request. Answers 404 on a server without REVALIDATE_TOKEN.',
      responses: {
        '200': json('The tags expired', revalidatedSchema),
        '401': ref.response('Unauthorized'),
        '404': ref.response('NotFound'),
        '422': ref.response('InvalidFields'),
        '500': ref.response('ServerError'),
      },
      security: [{ revalidateToken: [] }],
    },
  },
  '/api/content/scheduled': {
    post: {
      operationId: 'publishScheduledContent',
      summary: 'Publish the scheduled drafts that are due (the instance’s own scheduler only)',
      tags: ['content'],
      description:
        'Called by each instance’s publishing scheduler on its own port with a token made when the process started and known to that process only; to any other caller the route answers 404. Each due draft publishes as the editor’s Publish does (history, search index, audit entry), then the pages built from its kind expire. Several instances may call it at once: each schedule publishes once.',
      responses: {
        '200': json('What this call published, and how many publications failed (kept and tried again, up to three attempts)', dueRunSchema),
        '404': ref.response('NotFound'),
        '500': ref.response('ServerError'),
      },
    },
  },
  '/api/news': {
    get: {
      operationId: 'listNews',
      summary: 'News articles, newest first',
      tags: ['content'],
      parameters: [ref.parameter('XLang')],
      responses: {
        '200': json('A page of articles', newsListSchema),
        '422': ref.response('InvalidFields'),
        '500': ref.response('ServerError'),
      },
    },
  },
  '/api/news/{id}': {
    get: {
      operationId: 'getNews',
      summary: 'One article with previous, next and related articles',
      tags: ['content'],
      parameters: [ref.parameter('XLang')],
      responses: {
        '200': json('The article', newsArticleSchema),
        '404': ref.response('NotFound'),
        '500': ref.response('ServerError'),
      },
    },
  },
  '/api/news/{id}/views': {
    post: {
      operationId: 'countNewsView',
      summary: 'Count a view (once per visitor and day)',
      tags: ['content'],
      description: 'A visitor is the client address with its user agent (stored only as a hash); at most 120 requests an hour per address.',
      parameters: [ref.parameter('XsrfHeader')],
      responses: {
        '200': json('The browse count after this view', newsViewsSchema),
        '403': ref.response('Forbidden'),
        '404': ref.response('NotFound'),
        '429': ref.response('TooManyRequests'),
        '500': ref.response('ServerError'),
      },
      security: [{ xsrfCookie: [] }],
    },
  },
  '/api/downloads/{category}/archive': {
    get: {
      operationId: 'downloadArchive',
      summary: 'All files of a download category as one ZIP archive',
      tags: ['content'],
      parameters: [],
      responses: {
        '200': file('A ZIP archive (Content-Disposition: attachment)', ['application/zip']),
        '304': { description: 'Not modified (If-None-Match matched the ETag)' },
        '404': ref.response('NotFound'),
      },
    },
  },
};
