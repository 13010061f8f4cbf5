// Admin privileges on every admin-reachable field and route, through the gateway (issue 11, spec 000 §6): "is an
// admin" is never enough. A Content-editor sub-admin is refused members' documents, personal data and reservations;
// a sub-admin holding the privilege that covers each gets it.
import { insertAdmin, insertAdminRole, insertMember } from '@golightly/accounts/testing';
import { insertReservation } from '@golightly/bookings-payments/testing';
import { IDENTITY_HEADER, signCaller, type Identity } from '@golightly/service-kit';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/session';
import { startStack, TEST_IDENTITY_SECRET, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const PASSWORD = 'Privilege2024!';
const DOCUMENTS = '{ getIdDocuments { count results { id status fileName } } }';
const REVIEW = `mutation Review($documentId: ID!, $status: String!) {
  reviewIdDocument(documentId: $documentId, status: $status) { status document { status } }
}`;
const SHOW =
  'query Show($profileId: Int) { ShowUserProfile(profileId: $profileId) { firstName email phoneNumber dateOfBirth } }';
const VERIFIED_INFO = 'query Info($userId: ID!) { getUserVerifiedInfo(userId: $userId) { userId idDocumentStatus } }';
const BY_PROFILE_ID = 'query ByProfile($profileId: Int!) { userByProfileId(profileId: $profileId) { id firstName } }';
const reservation = (id: number) => `{ reservation(id: ${id}) { id confirmationCode guest { id } } }`;
/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const needs = (...urls: string[]) =>
  `Your admin role does not allow this: it needs the privilege for ${urls.join(' or ')}.`;

describe('admin privileges on members’ documents, personal data and reservations', () => {
  let stack: TestStack;
  let filesDir: string;
  let adaId: string;
  let adaProfileId: number;
  let reservationId: number;
  let document: { id: string; fileName: string };
  const admins = {} as Record<'editor' | 'idReviewer' | 'usersManager' | 'reservationsManager', Member>;
  let ada: Member;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;

  async function subAdmin(name: string, privilegeIds: number[], ip: string) {
    const roleId = await insertAdminRole(accountsDb(), { name, privilegeIds });
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@golightly.test`;
    await insertAdmin(accountsDb(), KEY, { email, password: PASSWORD, roleId });
    return stack.signIn(email, PASSWORD, ip);
  }

  /** A REST call through the gateway with the browser's session cookie. */
  async function rest(who: Member, method: 'GET' | 'POST', url: string, body?: Buffer) {
    const response = await stack.gateway.inject({
      method,
      url,
      remoteAddress: '198.51.100.40',
      ...(body ? { payload: body } : {}),
      headers: { ...(body ? { 'content-type': 'image/png' } : {}), cookie: `${SESSION_COOKIE}=${who.cookie}` },
    });
    return { status: response.statusCode, body: response.body };
  }

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'golightly-privileges-'));
    stack = await startStack({ env: { ACCOUNTS_FILES_DIR: filesDir } });
    const db = accountsDb();
    adaId = await insertMember(db, KEY, { firstName: 'Ada', email: 'ada@example.com', password: PASSWORD });
    adaProfileId = (await db('users').where({ id: adaId }).first('profile_id')).profile_id;
    const graceId = await insertMember(db, KEY, { firstName: 'Grace', email: 'grace@example.com', password: PASSWORD });
    reservationId = await insertReservation(stack.subgraphs.services['bookings-payments'].database.db, {
      listingId: 1,
      hostId: graceId,
      guestId: adaId,
      confirmationCode: 'GL7Q2X',
    });
    ada = await stack.signIn('ada@example.com', PASSWORD, '198.51.100.41');
    const upload = await rest(ada, 'POST', '/uploads/id-proof?documentType=passport', PNG);
    expect(upload.status, upload.body).toBe(201);
    document = (JSON.parse(upload.body) as { document: { id: string; fileName: string } }).document;
    // The demo's Content editor: CMS pages and blog content, nothing about members.
    admins.editor = await subAdmin('Content editor', [33, 34], '198.51.100.42');
    admins.idReviewer = await subAdmin('ID reviewer', [22], '198.51.100.43');
    admins.usersManager = await subAdmin('Users desk', [3], '198.51.100.44');
    admins.reservationsManager = await subAdmin('Reservations desk', [16], '198.51.100.45');
  });
  afterAll(async () => {
    await stack?.stop();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  describe('identity documents', () => {
    it('refuses the Content editor the list and the review with the privilege error, reviewing nothing', async () => {
      for (const [query, variables] of [
        [DOCUMENTS, {}],
        [REVIEW, { documentId: document.id, status: 'approved' }],
      ] as const) {
        const refused = await admins.editor.graphql(query, variables);
        expect(refused.status).toBe(403);
        expect(refused.errors?.[0]).toMatchObject({
          message: needs('/siteadmin/id-proof'),
          extensions: { code: 'FORBIDDEN' },
        });
      }
      expect(await accountsDb()('identity_documents').where({ id: document.id }).first('status')).toEqual({
        status: 'pending',
      });
    });

    it('refuses the Content editor the document images at both paths', async () => {
      for (const url of [
        `/id-proof/${document.fileName}`,
        `/id-proof-image?fileName=${document.fileName}&userId=${adaId}`,
      ]) {
        const refused = await rest(admins.editor, 'GET', url);
        expect(refused.status, url).toBe(403);
        expect(JSON.parse(refused.body), url).toEqual({ status: 'error', errorMessage: needs('/siteadmin/id-proof') });
      }
    });

    it('lets a sub-admin with ID proof verification list, open and approve them', async () => {
      const listed = await admins.idReviewer.graphql<{ getIdDocuments: { results: { id: string }[] } }>(DOCUMENTS);
      expect(listed.data?.getIdDocuments.results.map((d) => d.id)).toEqual([document.id]);
      expect((await rest(admins.idReviewer, 'GET', `/id-proof/${document.fileName}`)).status).toBe(200);
      expect((await admins.idReviewer.graphql(REVIEW, { documentId: document.id, status: 'approved' })).data).toEqual({
        reviewIdDocument: { status: 'success', document: { status: 'approved' } },
      });
      expect((await admins.idReviewer.graphql(VERIFIED_INFO, { userId: adaId })).data).toEqual({
        getUserVerifiedInfo: { userId: adaId, idDocumentStatus: 'approved' },
      });
    });

    it('still shows the member her own document', async () => {
      expect((await rest(ada, 'GET', `/id-proof/${document.fileName}`)).status).toBe(200);
    });
  });

  describe("members' personal data", () => {
    it('refuses the Content editor a member’s profile, verification record and profile by number', async () => {
      const cases = [
        [SHOW, { profileId: adaProfileId }, needs('/siteadmin/users')],
        [VERIFIED_INFO, { userId: adaId }, needs('/siteadmin/users', '/siteadmin/id-proof')],
        [BY_PROFILE_ID, { profileId: adaProfileId }, needs('/siteadmin/users')],
      ] as const;
      for (const [query, variables, message] of cases) {
        const refused = await admins.editor.graphql(query, variables);
        expect(refused.data ?? null, query).toBeNull();
        expect(refused.errors?.[0], query).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
      }
    });

    it('refuses a sub-admin with ID proof verification the personal fields of a profile', async () => {
      const refused = await admins.idReviewer.graphql(SHOW, { profileId: adaProfileId });
      expect(refused.errors?.[0]).toMatchObject({
        message: needs('/siteadmin/users'),
        extensions: { code: 'FORBIDDEN' },
      });
    });

    it('shows them to a sub-admin with Manage Users', async () => {
      expect((await admins.usersManager.graphql(SHOW, { profileId: adaProfileId })).data).toEqual({
        ShowUserProfile: { firstName: 'Ada', email: 'ada@example.com', phoneNumber: null, dateOfBirth: null },
      });
      expect((await admins.usersManager.graphql(VERIFIED_INFO, { userId: adaId })).data).toMatchObject({
        getUserVerifiedInfo: { userId: adaId },
      });
      expect((await admins.usersManager.graphql(BY_PROFILE_ID, { profileId: adaProfileId })).data).toEqual({
        userByProfileId: { id: adaId, firstName: 'Ada' },
      });
    });

    it('still shows the member her own profile with its personal fields', async () => {
      expect((await ada.graphql(SHOW, { profileId: adaProfileId })).data).toEqual({
        ShowUserProfile: { firstName: 'Ada', email: 'ada@example.com', phoneNumber: null, dateOfBirth: null },
      });
    });
  });

  describe('reservations', () => {
    it('refuses the Content editor any reservation with the privilege error', async () => {
      const refused = await admins.editor.graphql(reservation(reservationId));
      expect(refused.status).toBe(403);
      expect(refused.errors?.[0]).toMatchObject({
        message: needs('/siteadmin/reservations', '/siteadmin/viewreservation/{id}'),
        extensions: { code: 'FORBIDDEN' },
      });
    });

    it('shows it to a sub-admin with Manage Reservations, and to its guest', async () => {
      const expected = { reservation: { id: reservationId, confirmationCode: 'GL7Q2X', guest: { id: adaId } } };
      expect((await admins.reservationsManager.graphql(reservation(reservationId))).data).toEqual(expected);
      expect((await ada.graphql(reservation(reservationId))).data).toEqual(expected);
    });
  });

  it('has accounts and bookings-payments refuse the Content editor themselves when the gateway is bypassed', async () => {
    const editor: Identity = {
      userId: 'e1',
      sessionId: 's1',
      admin: { adminId: 'e1', isSuperAdmin: false, privilegeIds: [33, 34] },
    };
    const direct = async (
      service: 'accounts' | 'bookings-payments',
      query: string,
      variables: Record<string, unknown> = {},
    ) => {
      const response = await fetch(stack.subgraphs.urls[service], {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [IDENTITY_HEADER]: signCaller({ identity: editor, ip: '203.0.113.5' }, TEST_IDENTITY_SECRET),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { errors?: { message: string }[] };
    };
    expect((await direct('accounts', DOCUMENTS)).errors?.[0]?.message).toBe(needs('/siteadmin/id-proof'));
    expect((await direct('accounts', SHOW, { profileId: adaProfileId })).errors?.[0]?.message).toBe(
      needs('/siteadmin/users'),
    );
    expect(
      (await direct('bookings-payments', `{ reservation(id: ${reservationId}) { id } }`)).errors?.[0]?.message,
    ).toBe(needs('/siteadmin/reservations', '/siteadmin/viewreservation/{id}'));
    const reference = await direct(
      'bookings-payments',
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on Reservation { id } } }',
      { r: [{ __typename: 'Reservation', id: reservationId }] },
    );
    expect(reference).toEqual({ data: { _entities: [null] } });
  });
});
