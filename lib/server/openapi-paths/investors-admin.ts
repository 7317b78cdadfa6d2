import 'server-only';
import { locales } from '@/i18n/routing';
import { staffInvestorFactsSchema } from '@/lib/types/staff';
import { REPORT_MAX_BYTES } from '../staff/investor-reports';
import { answer, ref, unsafeJsonErrors, upload, type JsonSchema, type Operation, type Paths } from './types';

// The back office's investor relations: financial reports, the events calendar and the share facts.

const object = (required: string[], properties: Record<string, JsonSchema>): JsonSchema => ({ type: 'object', required, properties });
const ok = (description: string, schema: JsonSchema) => ({ description, content: { 'application/json': { schema } } });
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
const perLocale = (value: JsonSchema) => object([...locales], Object.fromEntries(locales.map((l) => [l, value])));
const version: JsonSchema = { type: 'string', format: 'date-time', description: 'The version to send back with a change' };

const report = object(['id', 'year', 'period', 'kind', 'file', 'bytes', 'publishedAt', 'updatedAt', 'titles'], {
  id: { type: 'string', description: 'Period and year: `q3-2026`' },
  year: { type: 'integer' },
  period: { type: 'string', enum: ['Q1', 'Q2', 'Q3', 'Q4', 'H1', 'FY'] },
  kind: { type: 'string', enum: ['quarterly', 'interim', 'annual'] },
  file: { type: 'string', description: 'An uploaded PDF (`/api/files/{id}/{name}`) or the demo content’s file under `/downloads/reports/`' },
  bytes: { type: 'integer', minimum: 1 },
  publishedAt: { type: 'string', format: 'date' },
  updatedAt: version,
  titles: perLocale({ type: 'string', description: 'Empty where none: the pages show the English title' }),
});
const event = object(['id', 'kind', 'startsAt', 'endsAt', 'timeZone', 'updatedAt', 'texts'], {
  id: { type: 'string' },
  kind: { type: 'string', enum: ['earnings_call', 'agm', 'conference'] },
  startsAt: { type: 'string', description: '`YYYY-MM-DDTHH:mm` on the clocks of `timeZone`' },
  endsAt: { type: 'string', description: '`YYYY-MM-DDTHH:mm` on the clocks of `timeZone`' },
  timeZone: { type: 'string', description: 'The venue’s IANA time zone' },
  updatedAt: version,
  texts: perLocale(object(['title', 'location', 'description'], { title: { type: 'string' }, location: { type: 'string' }, description: { type: 'string' } })),
});
const uploaded = object(['file', 'name', 'mime', 'bytes'], {
  file: { type: 'string', description: 'The address to save a report with: `/api/files/{id}/{name}`' },
  name: { type: 'string' },
  mime: { type: 'string', enum: ['application/pdf'] },
  bytes: { type: 'integer', minimum: 1 },
});

export const paths: Paths = {
  '/api/admin/investors/facts': {
    get: op('getInvestorFacts', 'The share facts and investor-relations contact the investor pages show (editors, admins)', {
      responses: { '200': ok('The share facts and their version', answer(staffInvestorFactsSchema)), ...guarded },
    }),
    put: op('updateInvestorFacts', 'Save the share facts and investor-relations contact', {
      description:
        '409 when they changed since `version`; 422 with the refused fields (`facts.contact.phoneTel` when it does not dial the printed number) and nothing saved. Audited (`settings.investor_facts`, only what changed); the investor pages expire on every instance, and `npm run content:publish` no longer overwrites them unless forced.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '200': ok('The share facts as saved', answer(staffInvestorFactsSchema)), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/investors/reports': {
    get: op('listReports', 'Every financial report with its titles in every language (editors, admins)', {
      responses: { '200': ok('The reports', object(['items'], { items: { type: 'array', items: report } })), ...guarded },
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
      responses: { '200': ok('The events', object(['items'], { items: { type: 'array', items: event } })), ...guarded },
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
