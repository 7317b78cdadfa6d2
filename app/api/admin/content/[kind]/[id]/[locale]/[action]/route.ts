import { contentActionRoute } from '@/lib/server/staff/content-handlers';

/**
 * The actions on one text, by the last path segment (an unknown one is 404):
 * - POST …/publish {draftVersion} → the draft goes live and the pages built from it expire;
 * - POST …/restore {versionId, draftVersion} → a published version becomes the draft;
 * - POST …/review {draftVersion} → the draft is sent for review (the editor's view back);
 * - POST …/confirm {revision} → the translation still holds for English revision `revision`;
 * - PUT …/schedule {at, timeZone} → the draft publishes by itself at that time;
 * - DELETE …/schedule → the schedule is cancelled, the draft stays a draft.
 * Each is audited.
 */
export const POST = contentActionRoute({ publish: 'publish', restore: 'restore', review: 'review', confirm: 'confirm' });
export const PUT = contentActionRoute({ schedule: 'schedule' });
export const DELETE = contentActionRoute({ schedule: 'unschedule' });
