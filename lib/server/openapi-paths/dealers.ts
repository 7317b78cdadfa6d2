import 'server-only';
import { staffDealerApplicationSchema, staffDealerPageSchema } from '@/lib/types/staff';

import { idSchema } from '@/lib/types/api';
import { idempotencyKeyHeader } from './headers';
import { json as ok, ref, unsafeJsonErrors, type Paths } from './types';

const idOnly = idSchema;
const guarded = { '401': ref.response('Unauthorized'), '403': ref.response('Forbidden'), '500': ref.response('ServerError') };
const staffHeaders = [ref.parameter('XLang')];
const application = staffDealerApplicationSchema;

export const paths: Paths = {
  '/api/dealer-applications': {
    post: {
      operationId: 'createDealerApplication',
      summary: 'Apply to become a Pawtrail dealer',
      description:
        'Stores the application and queues the applicant’s acknowledgement email (in the `x-lang` language; fixed text and the reference only, nothing the sender typed, since anyone can type any address) in one transaction, then answers 201. ' +
        'With an `Idempotency-Key` seen before: 200 and the first application’s id when the body is the same, 409 when it differs. Limited to 5 applications per 10 minutes per client address. ' +
        'Lengths count after trimming; unknown fields are ignored.',
      tags: ['dealers'],
      parameters: [
        ref.parameter('XLang'),
        ref.parameter('XsrfHeader'),
        { ...idempotencyKeyHeader, required: false, description: 'Repeats of one submission are stored once' },
      ],
      responses: {
        '200': ok('A repeat: the application stored first', idOnly),
        '201': ok('Stored, and the confirmation queued', idOnly),
        ...unsafeJsonErrors,
        '409': ref.response('Conflict'),
        '429': ref.response('TooManyRequests'),
      },
      security: [{ xsrfCookie: [] }],
    },
  },
  '/api/admin/dealer-applications': {
    get: {
      operationId: 'listDealerApplications',
      summary: 'Dealer applications (support, admins)',
      tags: ['admin'],
      security: [{ staffCookie: [] }],
      parameters: [...staffHeaders],
      responses: {
        '200': ok('Newest first', staffDealerPageSchema),
        '422': ref.response('InvalidFields'),
        ...guarded,
      },
    },
  },
  '/api/admin/dealer-applications/{id}': {
    patch: {
      operationId: 'updateDealerApplication',
      summary: 'Move a dealer application and keep a note (support, admins)',
      description: 'Audited (`dealer.update`). 409 when the application changed since `updatedAt`.',
      tags: ['admin'],
      security: [{ staffCookie: [], xsrfCookie: [] }],
      parameters: [ref.parameter('XLang'), ref.parameter('XsrfHeader')],
      responses: {
        '200': ok('The application', application),
        '404': ref.response('NotFound'),
        '409': ref.response('Conflict'),
        ...guarded,
        ...unsafeJsonErrors,
      },
    },
  },
};
