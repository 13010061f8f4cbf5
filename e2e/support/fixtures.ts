// Fixture members of one test: each test creates the members it signs in as, so no test changes what another sees
// and Playwright can run them in parallel workers. Inviters are inserted with accounts' own fixture code
// (`@golightly/accounts/testing`) into the e2e stack's accounts database; members register through the public API,
// as the registration screen does, and are then given the standing the test starts from (profile steps, Diamond…).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  insertMember,
  membershipApplication,
  setMemberStanding,
  type MemberStanding,
} from '@golightly/accounts/testing';
import { createKnex, type Knex } from '@golightly/db';
import type { TestInfo } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The stack's data folder, as playwright.config.ts gives it to `npm start`. */
export const DATA_DIR = path.resolve(ROOT, process.env.GOLIGHTLY_DATA_DIR ?? '.tmp/e2e-data');
export const ACCOUNTS_DB = `postgres://postgres:postgres@127.0.0.1:${process.env.POSTGRES_PORT ?? '5533'}/accounts`;

/** The password of every fixture member. */
export const FIXTURE_PASSWORD = 'Travel2026x';

export interface FixtureMember {
  id: string;
  email: string;
  password: string;
  firstName: string;
}

export interface FixtureInviter extends FixtureMember {
  /** Her own invitation code (admits five). */
  referralKey: string;
}

/** An address no other test (or earlier run) uses; short enough for the newsletter's 50 characters. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `e2e-${label}-${testInfo.project.name.slice(0, 1)}${randomBytes(5).toString('hex')}@example.com`;
}

/** A fresh 8-character invitation code. */
function newReferralKey(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** Runs set-up work against the e2e stack's accounts database, with accounts' own fixture code. */
export async function withAccounts<T>(work: (db: Knex, dataKey: string) => Promise<T>): Promise<T> {
  const dataKey = readFileSync(path.join(DATA_DIR, 'secrets', 'accounts_data_key'), 'utf8').trim();
  const db = createKnex(ACCOUNTS_DB, { poolMax: 1, applicationName: 'e2e-fixtures' });
  try {
    return await work(db, dataKey);
  } finally {
    await db.destroy();
  }
}

/** A member who invites: inserted as registration would leave her, with her own code admitting five. */
export async function createInviter(testInfo: TestInfo, firstName = 'Frida'): Promise<FixtureInviter> {
  const member = {
    email: uniqueEmail(testInfo, 'inviter'),
    password: FIXTURE_PASSWORD,
    firstName,
    referralKey: newReferralKey(),
  };
  const id = await withAccounts(async (db, key) => {
    const inserted = await insertMember(db, key, { ...member, maxInvite: 5 });
    await setMemberStanding(db, inserted, { profileComplete: true, phoneVerified: true });
    return inserted;
  });
  return { id, ...member };
}

interface GraphqlAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

/** Posts one GraphQL operation to the stack's public endpoint, as the member app does. */
export async function graphql<T>(testInfo: TestInfo, query: string, variables: Record<string, unknown>): Promise<T> {
  const baseURL = testInfo.project.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  const response = await fetch(new URL('/graphql', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as GraphqlAnswer<T>;
  if (!answer.data) throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

const REGISTER = `mutation Register($referralKey: String, $firstName: String, $email: String, $password: String) {
  userRegister(
    referralKey: $referralKey, firstName: $firstName, lastName: "Tester", email: $email, password: $password,
    confirmPassword: $password, countryCode: "US", dialCode: "+1", zipCode: "10001", phoneNumber: "2125550199",
    gender: "female", intend: "both", dateOfBirth: "3-1990-14"
  ) { status errorMessage fieldErrors { field message } userId }
}`;

/**
 * A new member of the test's own, registered through the public API with a fresh inviter's code and then given
 * `standing`: by default her profile is complete and her e-mail and phone verified, like the demo members, so the
 * profile gate lets her anywhere.
 */
export async function createMember(
  testInfo: TestInfo,
  firstName: string,
  standing: MemberStanding = {},
): Promise<FixtureMember> {
  const inviter = await createInviter(testInfo, 'Inviter');
  const email = uniqueEmail(testInfo, firstName.toLowerCase());
  const { userRegister } = await graphql<{
    userRegister: { status: string; errorMessage: string | null; fieldErrors: unknown[]; userId: string | null };
  }>(testInfo, REGISTER, { referralKey: inviter.referralKey, firstName, email, password: FIXTURE_PASSWORD });
  if (userRegister.status !== 'success' || !userRegister.userId) {
    throw new Error(`registering ${email} answered ${JSON.stringify(userRegister)}`);
  }
  const id = userRegister.userId;
  await withAccounts((db) =>
    setMemberStanding(db, id, { profileComplete: true, phoneVerified: true, emailConfirmed: true, ...standing }),
  );
  return { id, email, password: FIXTURE_PASSWORD, firstName };
}

/** Completes a member's four profile steps and verifies her phone, so the profile gate lets her through. */
export async function completeProfile(userId: string): Promise<void> {
  await withAccounts((db) => setMemberStanding(db, userId, { profileComplete: true, phoneVerified: true }));
}

export interface FixtureApplicant {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Letters only, so the name passes the name rules and makes a row's button name unique ("Approve Nora Quinnxkq"). */
export function uniqueLetters(length = 6): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

const APPLY = `mutation Apply(
  $firstName: String, $lastName: String, $email: String, $password: String, $confirmPassword: String,
  $phoneNumber: String, $countryCode: String, $gender: String, $source: String, $sourceDetail: String
) {
  applyForMembership(
    firstName: $firstName, lastName: $lastName, email: $email, password: $password, confirmPassword: $confirmPassword,
    phoneNumber: $phoneNumber, countryCode: $countryCode, gender: $gender, source: $source, sourceDetail: $sourceDetail
  ) { status errorMessage fieldErrors { field message } userId }
}`;

/**
 * A new applicant of the test's own, who applied through the public API as /become-a-member does (accounts' own
 * `membershipApplication` fixture, with a unique address and family name): pending until an admin reviews her.
 */
export async function createApplicant(testInfo: TestInfo, firstName = 'Nora'): Promise<FixtureApplicant> {
  const lastName = `Quinn${uniqueLetters()}`;
  const application = membershipApplication({
    firstName,
    lastName,
    email: uniqueEmail(testInfo, 'applicant'),
    password: FIXTURE_PASSWORD,
    confirmPassword: FIXTURE_PASSWORD,
  });
  const { applyForMembership } = await graphql<{
    applyForMembership: { status: string; errorMessage: string | null; userId: string | null };
  }>(testInfo, APPLY, application);
  if (applyForMembership.status !== 'success' || !applyForMembership.userId) {
    throw new Error(`applying as ${application.email} answered ${JSON.stringify(applyForMembership)}`);
  }
  return { id: applyForMembership.userId, email: application.email!, password: FIXTURE_PASSWORD, firstName, lastName };
}
