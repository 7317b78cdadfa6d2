/**
 * Adds a staff account: STAFF_PASSWORD=… npm run staff:add -- --email a@b.example --role admin [--name "Ada Admin"]
 * The password comes from the environment, never the command line (shell history, process list).
 * The new member enrols the second factor (TOTP) at the first sign-in on /admin/login.
 * Run through scripts/staff.mjs, which opens the embedded database or DATABASE_URL and migrates it.
 */
import { parseArgs } from 'node:util';
import { closeDb } from '../lib/server/db';
import { createStaff, staffPasswordProblem, STAFF_ROLES, type StaffRole } from '../lib/server/staff/auth';
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

const account = { email: email.data, name: name.data, role: values.role as StaffRole, password };

async function main() {
  try {
    const id = await createStaff(account);
    console.log(`staff:add: ${account.email} (${account.role}) added as ${id}; they enrol their authenticator at the first sign-in on /admin/login`);
  } catch (error) {
    if (error instanceof HttpError && error.code === 'email_taken') fail(`${account.email} already has a staff account`);
    throw error;
  } finally {
    await closeDb();
  }
}

void main();
