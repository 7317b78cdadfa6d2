/**
 * Every action the audit log records (`<area>.<verb>`), in one list: `recordAudit` takes only these
 * (lib/server/staff/audit.ts), and the back office's log names each in the member's language
 * (`AdminHome.audit.actions.<area>.<verb>` in messages/*.json; messages/audit-actions.test.ts
 * checks that every one has its label). An action added here without a label fails that test.
 */
export const AUDIT_ACTIONS = [
  'staff.create',
  'staff.update',
  'staff.sign_in',
  'staff.sign_in_failed',
  'staff.sign_out',
  'staff.password_change',
  'staff.password_reset_request',
  'staff.password_reset',
  'settings.update',
  'settings.operations',
  'settings.market_facts',
  'content.draft',
  'content.discard',
  'content.publish',
  'content.restore',
  'content.confirm',
  'content.schedule',
  'content.unschedule',
  'content.import',
  'translation.export',
  'translation.import',
  'product.create',
  'product.update',
  'product.variants',
  'category.create',
  'news.create',
  'news.update',
  'faq.create',
  'faq.delete',
  'slide.create',
  'slide.update',
  'slide.delete',
  'download.create',
  'download.update',
  'download.delete',
  'download_file.upload',
  'media.upload',
  'media.delete',
  'report.create',
  'report.update',
  'report.delete',
  'investor_event.create',
  'investor_event.update',
  'investor_event.delete',
  'store.create',
  'store.update',
  'store.import',
  'store.close',
  'store.reopen',
  'order.cancel',
  'order.ship',
  'order.deliver',
  'order.refund',
  'return.approve',
  'return.reject',
  'return.refund',
  'customer.disable',
  'customer.enable',
  'message.update',
  'message.reply',
  'message.note',
  'dealer.update',
  'mail.retry',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const known = new Set<string>(AUDIT_ACTIONS);

/** An entry's action as stored: one of today's, or an older one the list no longer holds. */
export const isAuditAction = (action: string): action is AuditAction => known.has(action);
