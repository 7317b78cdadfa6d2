import 'server-only';
import { db } from '../db';
import { recordAudit, SYSTEM_ACTORS } from './audit';
import { createStaff, type StaffRole } from './auth';

/**
 * `npm run staff:add`: the account and its audit entry in one transaction. No staff member is
 * signed in on the command line, so the actor is the command itself, with the operating-system
 * user who ran it. Kept apart from members.ts, whose imports (mail, i18n) the script cannot load.
 */
export async function addStaffFromCommandLine(input: { email: string; name: string; role: StaffRole; password: string }, osUser: string): Promise<string> {
  return db().transaction(async (tx) => {
    const id = await createStaff(input, tx);
    await recordAudit(tx, {
      actor: { id: null, email: SYSTEM_ACTORS.staffAdd },
      action: 'staff.create',
      targetType: 'staff',
      targetId: id,
      after: { email: input.email, name: input.name, role: input.role, osUser },
    });
    return id;
  });
}
