/**
 * Adds a staff account: STAFF_PASSWORD=… npm run staff:add -- --email a@b.example --role admin [--name "Ada Admin"]
 * The password comes from the environment, never the command line (shell history, process list).
 * The new member enrols the second factor (TOTP) at the first sign-in on /admin/login. The audit log
 * records the addition with the command line as actor (`cli:staff:add`) and the operating-system user.
 * Run through scripts/staff.mjs, which opens the embedded database or DATABASE_URL and migrates it.
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { closeDb } from '../lib/server/db';
import { staffPasswordProblem, STAFF_ROLES, type StaffRole } from '../lib/server/staff/auth';
import { addStaffFromCommandLine } from '../lib/server/staff/command-line';
import { HttpError } from '../lib/server/http/errors';
import { emailField, nameField } from '../lib/validations/auth';

function fail(message: string): never {
  console.error(`staff:add: ${message}`);
  process.exit(1);
}

const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } } });
const email = emailField.safeParse(values.email ?? '');
if (!email.success) fail('--email must be an email address');
if (!STAFF_ROLES.includes(values.role as StaffRole)) fail(`--role must be one of ${STAFF_ROLES.join(', ')}`);
const name = nameField.safeParse(values.name ?? email.data.split('@')[0]);
if (!name.success) fail('--name must be 1–100 characters');
const password = process.env.STAFF_PASSWORD ?? '';
const problem = staffPasswordProblem(password);
if (problem) fail(`STAFF_PASSWORD must be ${problem}`);

/** Who ran the command, for the audit entry: the sudo caller, else the process's own account. */
function osUser(): string {
  const named = process.env.SUDO_USER ?? process.env.USER ?? process.env.LOGNAME;
  if (named) return named;
  try {
    return userInfo().username;
  } catch (error) {
    // A container's arbitrary uid has no passwd entry (userInfo throws): the uid is the answer then.
    return `uid ${process.getuid?.() ?? 'unknown'} (${error instanceof Error ? error.message : 'no user name'})`;
  }
}

const account = { email: email.data, name: name.data, role: values.role as StaffRole, password };

async function main() {
  try {
    const id = await addStaffFromCommandLine(account, osUser());
    console.log(`staff:add: ${account.email} (${account.role}) added as ${id}; they enrol their authenticator at the first sign-in on /admin/login`);
  } catch (error) {
    if (error instanceof HttpError && error.code === 'email_taken') fail(`${account.email} already has a staff account`);
    throw error;
  } finally {
    await closeDb();
  }
}

void main();
