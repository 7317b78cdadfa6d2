import 'server-only';
import {
  staffEventListSchema,
  staffEventSchema,
  staffInvestorFactsSchema,
  staffReportListSchema,
  staffReportSchema,
  staffUploadedFileSchema,
} from '@/lib/types/staff';
import { REPORT_MAX_BYTES } from '../staff/investor-reports';
import { json as ok, ref, unsafeJsonErrors, upload, type Operation, type Paths } from './types';

// The back office's investor relations: financial reports, the events calendar and the share facts.

const guarded = { '401': ref.response('Unauthorized'), '403': ref.response('Forbidden'), '500': ref.response('ServerError') };
const changed = { '404': ref.response('NotFound'), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors };
const unsafe = [{ staffCookie: [], xsrfCookie: [] }];
const unsafeHeaders = [ref.parameter('XLang'), ref.parameter('XsrfHeader')];
const op = (operationId: string, summary: string, rest: Partial<Operation>): Operation => ({
  operationId,
  summary,
  tags: ['admin'],
  parameters: [ref.parameter('XLang')],
  security: [{ staffCookie: [] }],
  responses: {},
  ...rest,
});
const report = staffReportSchema;
const event = staffEventSchema;
const uploaded = staffUploadedFileSchema;

export const paths: Paths = {
  '/api/admin/investors/facts': {
    get: op('getInvestorFacts', 'The share facts and investor-relations contact the investor pages show (editors, admins)', {
      responses: { '200': ok('The share facts and their version', staffInvestorFactsSchema), ...guarded },
    }),
    put: op('updateInvestorFacts', 'Save the share facts and investor-relations contact', {
      description:
        '409 when they changed since `version`; 422 with the refused fields (`facts.contact.phoneTel` when it does not dial the printed number) and nothing saved. Audited (`settings.investor_facts`, only what changed); the investor pages expire on every instance, and `npm run content:publish` no longer overwrites them unless forced.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '200': ok('The share facts as saved', staffInvestorFactsSchema), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/investors/reports': {
    get: op('listReports', 'Every financial report with its titles in every language (editors, admins)', {
      responses: { '200': ok('The reports', staffReportListSchema), ...guarded },
    }),
    post: op('createReport', 'Add a financial report', {
      description:
        'The file must be a PDF uploaded to /api/admin/investors/reports/files (else 422). One report per year and period (409). Listed on /reports and the investor page in every language at once (the English title where a language has none). Audited.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '201': ok('The new report', report), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/investors/reports/{id}': {
    patch: op('updateReport', 'Change a report’s period, year, date, PDF or titles', {
      description: '409 when it changed since `updatedAt` or its new year and period have a report; its id follows its period and year. Audited.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '200': ok('The report', report), ...changed },
    }),
    delete: op('deleteReport', 'Remove a report from every page', {
      description: 'Version-checked (409); its uploaded PDF goes when nothing else offers it. Audited.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '204': { description: 'Removed' }, ...changed },
    }),
  },
  '/api/admin/investors/reports/files': {
    post: op('uploadReportFile', 'Upload a financial report’s PDF (editors, admins)', {
      description:
        'The PDF itself is the body, at most 25 MB (else 413); a PDF by its first bytes, whatever the declared type or name (else 415, with the reason in the `x-lang` language). Nothing is kept when refused. 201 with the new file; 200 when the same bytes were uploaded before. Audited.',
      parameters: unsafeHeaders,
      security: unsafe,
      requestBody: upload(['application/pdf'], REPORT_MAX_BYTES),
      responses: { '200': ok('The same file, uploaded before', uploaded), '201': ok('The new file', uploaded), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/investors/events': {
    get: op('listInvestorEvents', 'The events calendar, latest first, times on the venues’ clocks (editors, admins)', {
      responses: { '200': ok('The events', staffEventListSchema), ...guarded },
    }),
    post: op('createInvestorEvent', 'Add an event to the calendar', {
      description:
        'Start and end on the venue’s clocks in its IANA time zone (unknown zone or an end before the start: 422). On the events and investor pages at once. Audited.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '201': ok('The new event', event), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/investors/events/{id}': {
    patch: op('updateInvestorEvent', 'Change an event’s kind, time, zone or texts', {
      description: '409 when it changed since `updatedAt`. Audited.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '200': ok('The event', event), ...changed },
    }),
    delete: op('deleteInvestorEvent', 'Remove an event from the calendar', {
      description: 'Version-checked (409). Audited.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '204': { description: 'Removed' }, ...changed },
    }),
  },
};
