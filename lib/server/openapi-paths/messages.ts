import 'server-only';

import { idSchema } from '@/lib/types/api';
import { json, ref, unsafeJsonErrors, type Paths } from './types';

export const paths: Paths = {
  '/api/messages': {
    post: {
      operationId: 'createMessage',
      summary: 'Send an online message to Pawtrail',
      description:
        'Stores the message and queues a notification to staff, then answers 201. Limited to 5 messages per 10 minutes per client address. Lengths count after trimming; unknown fields are ignored.',
      tags: ['messages'],
      parameters: [ref.parameter('XLang'), ref.parameter('XsrfHeader')],
      responses: {
        '201': json('Stored', idSchema),
        ...unsafeJsonErrors,
        '429': ref.response('TooManyRequests'),
      },
      security: [{ xsrfCookie: [] }],
    },
  },
};
