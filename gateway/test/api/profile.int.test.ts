// A member's profile and its verification, through the gateway (decision 0009): what the gateway adds to accounts'
// use cases (services/accounts/test/*.int.test.ts hold their rules). The session cookie names the member each call
// acts for, the admin's session or access token opens what her privilege does, REST uploads are forwarded with their
// bytes and body limits, image paths answer no file outside the store, and each result reaches the client intact.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  exifHasGps,
  GIF,
  imageInfo,
  insertAdmin,
  insertMember,
  photoWithGps,
  PNG,
  sampleJpeg,
  sized,
} from '@golightly/accounts/testing';
import {
  GenderConfirmedSchema,
  IdDocumentReviewedSchema,
  IdDocumentStatus,
  IdDocumentUploadedSchema,
  PhoneVerificationRequestedSchema,
  PhoneVerifiedSchema,
  ProfileUpdatedSchema,
} from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/session';
import { latestEvent } from '../support/outbox';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const PROFILE_FIELDS = `userId profileId firstName lastName displayName picture location info summary currentPosition education
  universityId otherUniversity companyName industry preferredLanguage linkedinUrl websiteUrl isDiamond isOwnProfile
  verification { isEmailConfirmed isPhoneVerified isIdVerification }
  gender dateOfBirth email secondaryEmail phoneNumber dialCode countryCode preferredCurrency facebookUrl instagramUrl
  socialMediaUrl step1 step2 step3 step4 isProfileUpdated isProfileCompleted`;
const SHOW = `query Show($profileId: Int, $isUser: Boolean) { ShowUserProfile(profileId: $profileId, isUser: $isUser) { ${PROFILE_FIELDS} } }`;
const EDIT = `mutation Edit($profile: EditProfileInput!) {
  editProfile(profile: $profile) { status errorMessage fieldErrors { field message } profile { ${PROFILE_FIELDS} } }
}`;
const SEND_CODE = `mutation Send($phoneNumber: String, $countryCode: String) {
  sendPhoneVerificationCode(phoneNumber: $phoneNumber, countryCode: $countryCode) { status errorMessage message dialCode phoneNumber expiresAt attemptsLeft }
}`;
const VERIFY_CODE = `mutation Verify($code: String!) { verifyPhoneNumber(code: $code) { status errorMessage attemptsLeft dialCode phoneNumber } }`;
const CONFIRM_GENDER = `mutation Gender($gender: String!) { confirmGender(gender: $gender) { status errorMessage gender redirectTo } }`;
const VERIFIED_INFO = `query Info($userId: ID!) {
  getUserVerifiedInfo(userId: $userId) {
    id userId isEmailConfirmed isFacebookConnected isGoogleConnected isLinkedinConnected isIdVerification
    isGovtProofVerification isGovtProofVerificationImageCount isPhoneVerified idDocumentStatus status
  }
}`;
const UPDATE_VERIFIED = `mutation Update($item: String!) { updateUserVerifiedInfo(item: $item) { status errorMessage } }`;
const DOCUMENTS = `query Docs($status: String) { getIdDocuments(status: $status) { count results { id userId documentType status url profileId firstName reviewMessage } } }`;
const REVIEW = `mutation Review($documentId: ID!, $status: String!, $message: String) {
  reviewIdDocument(documentId: $documentId, status: $status, message: $message) { status errorMessage document { id status reviewMessage reviewedAt } }
}`;
const ACCOUNT = `{ userAccount { location info currentPosition secondaryEmail step1 step2 step3 step4 isProfileUpdated verification { isPhoneVerified isFacebookConnected } } }`;

describe('a member profile and its verification', () => {
  let stack: TestStack;
  let filesDir: string;
  let png: Buffer;
  const ids: Record<'ada' | 'bea' | 'dee' | 'eve', string> = { ada: '', bea: '', dee: '', eve: '' };
  const members = {} as Record<keyof typeof ids | 'admin', Member>;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;

  /** A REST call through the gateway, with the member's session cookie (or none). */
  async function rest(
    who: Member | null,
    method: 'GET' | 'POST',
    url: string,
    body?: Buffer,
    contentType = 'image/png',
  ) {
    const response = await stack.gateway.inject({
      method,
      url,
      remoteAddress: '198.51.100.60',
      ...(body ? { payload: body } : {}),
      headers: {
        ...(body ? { 'content-type': contentType } : {}),
        ...(who?.cookie ? { cookie: `${SESSION_COOKIE}=${who.cookie}` } : {}),
      },
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      raw: response.rawPayload,
      json: () => response.json() as Record<string, unknown>,
    };
  }

  /** The admin app's sign-in (decision 0011): authorization code with PKCE at the accounts provider; its access token. */
  async function adminAccessToken(): Promise<string> {
    const base = await stack.gateway.listen({ port: 0, host: '127.0.0.1' });
    const site = TEST_SERVICE_ENV.SITE_URL!;
    const cookies = new Map<string, string>();
    const go = async (address: string, init: RequestInit = {}) => {
      const url = address.startsWith(site) ? `${base}${address.slice(site.length)}` : new URL(address, base).href;
      const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers as Record<string, string>), cookie },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      return response;
    };
    const form = (address: string, fields: Record<string, string>) =>
      go(address, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const verifier = randomBytes(32).toString('base64url');
    const redirectUri = `${site}/siteadmin/users`;
    const discovery = (await (await go('/oidc/.well-known/openid-configuration')).json()) as Record<string, string>;
    const authorize = new URL(discovery.authorization_endpoint!);
    authorize.search = new URLSearchParams({
      client_id: 'golightly-admin',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'state-1',
      nonce: 'nonce-1',
    }).toString();
    const page = await go((await go(authorize.href)).headers.get('location')!);
    const action = /action="([^"]+)"/.exec(await page.text())![1]!;
    const done = await form(action, { email: 'admin@golightly.test', password: 'AdminPass2024!' });
    const callback = await go(done.headers.get('location')!);
    const code = new URL(callback.headers.get('location')!).searchParams.get('code')!;
    const tokens = await form(discovery.token_endpoint!, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'golightly-admin',
      code_verifier: verifier,
    });
    return ((await tokens.json()) as { access_token: string }).access_token;
  }

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'golightly-profile-files-'));
    stack = await startStack({ env: { ACCOUNTS_FILES_DIR: filesDir } });
    png = PNG;
    const db = accountsDb();
    ids.ada = await insertMember(db, KEY, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'Travel2024!',
    });
    ids.bea = await insertMember(db, KEY, { firstName: 'Bea', email: 'bea@example.com', password: 'Travel2024!' });
    ids.dee = await insertMember(db, KEY, { firstName: 'Dee', email: 'dee@example.com', password: 'Travel2024!' });
    ids.eve = await insertMember(db, KEY, { firstName: 'Eve', email: 'eve@example.com', password: 'Travel2024!' });
    await db('users').where({ id: ids.eve }).update({ gender: null });
    await insertAdmin(db, KEY, { email: 'admin@golightly.test', password: 'AdminPass2024!', isSuperAdmin: true });
    members.ada = await stack.signIn('ada@example.com', 'Travel2024!', '198.51.100.61');
    members.bea = await stack.signIn('bea@example.com', 'Travel2024!', '198.51.100.62');
    members.dee = await stack.signIn('dee@example.com', 'Travel2024!', '198.51.100.64');
    members.eve = await stack.signIn('eve@example.com', 'Travel2024!', '198.51.100.65');
    members.admin = await stack.signIn('admin@golightly.test', 'AdminPass2024!', '198.51.100.66');
  });
  afterAll(async () => {
    await stack?.stop();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  describe('ShowUserProfile', () => {
    it("answers a visitor with the spec's text to log in", async () => {
      const response = await stack.visitor().graphql(SHOW, { profileId: 1 });
      expect(response.errors?.[0]).toMatchObject({
        message: 'You are not logged In. Please Login to continue!',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    });

    it('shows the member whose cookie it is her own profile with its private fields, and another member only the public ones', async () => {
      const own = await members.ada.graphql<{ ShowUserProfile: Record<string, unknown> }>(SHOW, { isUser: true });
      expect(own.data?.ShowUserProfile).toMatchObject({
        userId: ids.ada,
        firstName: 'Ada',
        lastName: 'Lovelace',
        isOwnProfile: true,
        email: 'ada@example.com',
        gender: 'female',
        isProfileUpdated: false,
        isProfileCompleted: false,
        verification: { isEmailConfirmed: true, isPhoneVerified: false, isIdVerification: false },
      });
      const profileId = own.data!.ShowUserProfile.profileId as number;
      const seen = await members.bea.graphql<{ ShowUserProfile: Record<string, unknown> }>(SHOW, {
        profileId,
        isUser: false,
      });
      expect(seen.data?.ShowUserProfile).toMatchObject({ userId: ids.ada, displayName: 'Ada', isOwnProfile: false });
      for (const field of ['email', 'gender', 'dateOfBirth', 'phoneNumber', 'secondaryEmail', 'step1']) {
        expect(seen.data?.ShowUserProfile[field], field).toBeNull();
      }
    });

    it("opens an applicant's profile, with its private fields, to an admin's session and to no member", async () => {
      const pendingId = await insertMember(accountsDb(), KEY, {
        firstName: 'Pam',
        email: 'pam@example.com',
        password: 'Travel2024!',
        memberStatus: 'pending',
      });
      const { profile_id: profileId } = await accountsDb()('users').where({ id: pendingId }).first('profile_id');
      expect((await members.bea.graphql(SHOW, { profileId })).data).toEqual({ ShowUserProfile: null });
      expect((await members.admin.graphql(SHOW, { profileId })).data).toMatchObject({
        ShowUserProfile: { firstName: 'Pam', email: 'pam@example.com', isOwnProfile: false },
      });
    });
  });

  describe('phone verification and the profile edit', () => {
    it('asks a visitor to log in and an admin to use a member account', async () => {
      expect((await stack.visitor().graphql(VERIFY_CODE, { code: '1234' })).errors?.[0]).toMatchObject({
        message: 'You are not logged In. Please Login to continue!',
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect((await members.admin.graphql(VERIFY_CODE, { code: '1234' })).errors?.[0]).toMatchObject({
        message: 'Admins cannot verify a phone number; please sign in as a member.',
        extensions: { code: 'FORBIDDEN' },
      });
    });

    it('answers a refused request, a refused edit and a refused code with the status and message of each', async () => {
      expect((await members.ada.graphql(SEND_CODE, {})).data).toEqual({
        sendPhoneVerificationCode: {
          status: 'invalidPhone',
          errorMessage: 'Please enter your phone number.',
          message: null,
          dialCode: null,
          phoneNumber: null,
          expiresAt: null,
          attemptsLeft: null,
        },
      });
      expect((await members.ada.graphql(EDIT, { profile: { location: 'London' } })).data).toEqual({
        editProfile: {
          status: 'phoneNotVerified',
          errorMessage: 'Please verify your phone number before saving your profile.',
          fieldErrors: [],
          profile: null,
        },
      });
      expect((await members.ada.graphql(VERIFY_CODE, { code: '12a4' })).data).toEqual({
        verifyPhoneNumber: {
          status: 'malformed',
          errorMessage: 'Please enter the 4-digit code we sent to your phone.',
          attemptsLeft: null,
          dialCode: null,
          phoneNumber: null,
        },
      });
    });

    it("sends a code to the cookie's member, refuses a wrong one and verifies her number with the right one", async () => {
      const sent = await members.ada.graphql(SEND_CODE, { phoneNumber: '(512) 555-0199', countryCode: 'US' });
      expect(sent.data).toMatchObject({
        sendPhoneVerificationCode: {
          status: 'success',
          errorMessage: null,
          dialCode: '+1',
          phoneNumber: '5125550199',
          expiresAt: expect.any(String),
          attemptsLeft: 5,
        },
      });
      const event = (await latestEvent(accountsDb(), PhoneVerificationRequestedSchema))!;
      expect(event).toMatchObject({ userId: ids.ada, phoneNumber: '+15125550199', email: 'ada@example.com' });
      const wrong = String((Number(event.code) + 1) % 10_000).padStart(4, '0');
      expect((await members.ada.graphql(VERIFY_CODE, { code: wrong })).data).toEqual({
        verifyPhoneNumber: {
          status: 'wrong',
          errorMessage: 'That code is not right. Please check it and try again.',
          attemptsLeft: 4,
          dialCode: null,
          phoneNumber: null,
        },
      });
      // Another member's cookie does not reach Ada's code.
      expect((await members.bea.graphql(VERIFY_CODE, { code: event.code })).data).toMatchObject({
        verifyPhoneNumber: { status: 'noCode' },
      });
      expect((await members.ada.graphql(VERIFY_CODE, { code: event.code })).data).toEqual({
        verifyPhoneNumber: {
          status: 'success',
          errorMessage: null,
          attemptsLeft: 4,
          dialCode: '+1',
          phoneNumber: '5125550199',
        },
      });
      expect(await latestEvent(accountsDb(), PhoneVerifiedSchema)).toMatchObject({ userId: ids.ada });
      expect((await members.ada.graphql(ACCOUNT)).data).toMatchObject({
        userAccount: { step3: 'completed', verification: { isPhoneVerified: true } },
      });
      expect((await members.ada.graphql(SEND_CODE, {})).data).toMatchObject({
        sendPhoneVerificationCode: { status: 'alreadyVerified', dialCode: '+1', phoneNumber: '5125550199' },
      });
    });

    it('answers a refused edit with its field errors, and a saved one with her profile as saved', async () => {
      const refused = await members.ada.graphql(EDIT, { profile: { info: 'a'.repeat(301), location: 'London' } });
      expect(refused.data).toEqual({
        editProfile: {
          status: 'invalid',
          errorMessage: 'About me must be at most 300 characters.',
          fieldErrors: [{ field: 'info', message: 'About me must be at most 300 characters.' }],
          profile: null,
        },
      });
      const edit = await members.ada.graphql<{ editProfile: { status: string; profile: Record<string, unknown> } }>(
        EDIT,
        {
          profile: {
            location: ' London ',
            info: 'Mathematician',
            currentPosition: 'Engineer',
            secondaryEmail: 'ada.work@example.org',
          },
        },
      );
      expect(edit.data?.editProfile).toMatchObject({
        status: 'success',
        profile: {
          location: 'London',
          secondaryEmail: 'ada.work@example.org',
          isProfileUpdated: true,
          step1: 'completed',
          step2: null,
          step3: 'completed',
          step4: 'completed',
          isProfileCompleted: false,
        },
      });
      expect(await latestEvent(accountsDb(), ProfileUpdatedSchema)).toMatchObject({
        userId: ids.ada,
        location: 'London',
      });
      expect((await members.ada.graphql(ACCOUNT)).data).toMatchObject({
        userAccount: { location: 'London', secondaryEmail: 'ada.work@example.org', isProfileUpdated: true },
      });
    });

    it('completes all four steps with a picture uploaded through the REST path', async () => {
      const response = await rest(members.ada, 'POST', '/uploads/profile-photo', png);
      expect(response.status).toBe(201);
      expect((await members.ada.graphql(SHOW, { isUser: true })).data).toMatchObject({
        ShowUserProfile: { step2: 'completed', isProfileCompleted: true },
      });
    });
  });

  describe('profile pictures', () => {
    it('forwards the bytes of a JPG upload, makes it her picture, and serves it to anyone without its metadata', async () => {
      const photo = await photoWithGps(1600, 1200);
      expect(exifHasGps((await imageInfo(photo)).exif)).toBe(true);
      const upload = await rest(members.bea, 'POST', '/uploads/profile-photo', photo, 'image/jpeg');
      expect(upload.status).toBe(201);
      const { picture, url } = upload.json() as { picture: string; url: string };
      expect(url).toBe(`/images/avatar/medium_${picture}`);
      expect((await members.bea.graphql('{ getUserAvatar { picture } }')).data).toEqual({ getUserAvatar: { picture } });
      const served = await rest(null, 'GET', url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const medium = await imageInfo(served.raw);
      expect([medium.format, medium.width, medium.exif]).toEqual(['jpeg', 320, undefined]);
      expect(served.raw.includes('SecretCam')).toBe(false);
      // Every size prefix the apps have used still answers; a bare name gets the largest.
      for (const [prefix, width] of [
        ['small_', 120],
        ['x_small_', 120],
        ['x_medium_', 320],
        ['large_', 640],
        ['', 640],
      ] as const) {
        const answer = await rest(null, 'GET', `/images/avatar/${prefix}${picture}`);
        expect([answer.status, (await imageInfo(answer.raw)).width]).toEqual([200, width]);
      }
    });

    it('stops serving a picture once it is replaced', async () => {
      const first = (await rest(members.bea, 'POST', '/uploads/profile-photo', png)).json() as { url: string };
      await rest(members.bea, 'POST', '/uploads/profile-photo', png);
      expect((await rest(null, 'GET', first.url)).status).toBe(404);
    });

    it('refuses a GIF named as a PNG with 400 and its message', async () => {
      const response = await rest(members.bea, 'POST', '/uploads/profile-photo', GIF, 'image/png');
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({ status: 'invalid', errorMessage: 'Only PNG and JPG images can be uploaded.' });
    });

    it('refuses a 2 MB image with the size rule, and a much larger body at the gateway', async () => {
      const twoMb = await rest(members.bea, 'POST', '/uploads/profile-photo', sized(png, 2 * 1_048_576));
      expect(twoMb.status).toBe(413);
      expect(twoMb.json()).toEqual({
        status: 'invalid',
        errorMessage: 'The image must be smaller than 1 MB. Please choose a smaller PNG or JPG file.',
      });
      const huge = await rest(members.bea, 'POST', '/uploads/profile-photo', sized(png, 5 * 1_048_576));
      expect(huge.status).toBe(413);
      expect(huge.json()).toMatchObject({
        errors: [
          { message: 'Request body is larger than the 4194304-byte limit.', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
        ],
      });
    });

    it('asks a visitor to log in, refuses an admin and an empty upload', async () => {
      const visitor = await rest(null, 'POST', '/uploads/profile-photo', png);
      expect([visitor.status, visitor.json()]).toEqual([
        401,
        { status: 'error', errorMessage: 'You are not logged In. Please Login to continue!' },
      ]);
      expect((await rest(members.admin, 'POST', '/uploads/profile-photo', png)).status).toBe(403);
      const empty = await rest(members.bea, 'POST', '/uploads/profile-photo');
      expect(empty.status).toBe(400);
      expect(empty.json()).toEqual({ status: 'invalid', errorMessage: 'Please choose an image to upload.' });
    });
  });

  describe('identity documents', () => {
    let document: { id: string; fileName: string; url: string };

    it('takes her passport as a PNG, pending review, and tells the admins', async () => {
      const upload = await rest(members.ada, 'POST', '/uploads/id-proof?documentType=passport', png);
      expect(upload.status).toBe(201);
      const body = upload.json() as {
        status: string;
        document: typeof document & { status: string; documentType: string };
      };
      expect(body).toMatchObject({
        status: 'success',
        errorMessage: null,
        document: { status: 'pending', documentType: 'passport', userId: ids.ada },
      });
      document = body.document;
      expect(document.url).toBe(`/id-proof/${document.fileName}`);
      expect(await latestEvent(accountsDb(), IdDocumentUploadedSchema)).toMatchObject({
        userId: ids.ada,
        documentId: document.id,
      });
      expect((await members.ada.graphql(VERIFIED_INFO, { userId: ids.ada })).data).toMatchObject({
        getUserVerifiedInfo: {
          isIdVerification: false,
          isGovtProofVerificationImageCount: 1,
          idDocumentStatus: 'pending',
          isPhoneVerified: true,
          status: 'success',
        },
      });
    });

    it('answers a refused upload with 413 or 400 and its message', async () => {
      const large = await rest(
        members.ada,
        'POST',
        '/uploads/id-proof?documentType=passport',
        sized(await sampleJpeg(), 2_000_000),
        'image/jpeg',
      );
      expect([large.status, large.json().status]).toEqual([413, 'invalid']);
      const kind = await rest(members.ada, 'POST', '/uploads/id-proof?documentType=library-card', png);
      expect([kind.status, kind.json().errorMessage]).toEqual([
        400,
        'Please choose the kind of document: passport, driving license, national ID card or residence permit.',
      ]);
    });

    it('serves the image to its owner and to admins, and to nobody else', async () => {
      const own = await rest(members.ada, 'GET', document.url);
      expect(own.status).toBe(200);
      // Her opaque PNG is kept re-encoded as a JPEG, in the private area, and served as it is kept.
      expect(own.headers['content-type']).toBe('image/jpeg');
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.raw.equals(await readFile(path.join(filesDir, 'id-proofs', `full_${document.fileName}`)))).toBe(true);
      expect((await rest(members.admin, 'GET', document.url)).status).toBe(200);
      expect(
        (await rest(members.ada, 'GET', `/id-proof-image?fileName=${document.fileName}&userId=${ids.ada}`)).status,
      ).toBe(200);

      const other = await rest(members.bea, 'GET', document.url);
      expect(other.status).toBe(404);
      expect(other.json()).toEqual({ status: 'error', errorMessage: 'There is no such document.' });
      expect(
        (await rest(members.bea, 'GET', `/id-proof-image?fileName=${document.fileName}&userId=${ids.ada}`)).status,
      ).toBe(404);
      const visitor = await rest(null, 'GET', document.url);
      expect([visitor.status, visitor.json()]).toEqual([
        401,
        { status: 'error', errorMessage: 'You are not logged In. Please Login to continue!' },
      ]);
      // A document is never a picture: no public path serves it, in any size.
      for (const prefix of ['medium_', 'x_large_', 'full_', '']) {
        expect((await rest(null, 'GET', `/images/avatar/${prefix}${document.fileName}`)).status).toBe(404);
        expect((await rest(members.ada, 'GET', `/upload/${prefix}${document.fileName}`)).status).toBe(404);
      }
      expect([400, 404]).toContain((await rest(members.ada, 'GET', '/id-proof/..%2F..%2Fetc%2Fpasswd')).status);
    });

    it.each([
      '/id-proof/..%2F..%2F..%2Fpackage.json',
      '/id-proof/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/id-proof/..%5C..%5Cpackage.json',
      '/id-proof-image?fileName=../../../package.json',
      '/id-proof-image?fileName=%2Fetc%2Fpasswd',
      '/images/avatar/..%2F..%2F..%2Fpackage.json',
      '/images/avatar/medium_..%2F..%2Fetc%2Fpasswd',
      '/images/avatar/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
    ])('answers the traversing path %s with no file', async (url) => {
      const answer = await rest(members.ada, 'GET', url);
      expect([400, 404]).toContain(answer.status);
      const body = answer.raw.toString('latin1');
      expect(body).not.toContain('"workspaces"');
      expect(body).not.toContain('root:');
    });

    it("opens the image to the admin app's access token, and refuses a forged one", async () => {
      const token = await adminAccessToken();
      const call = (authorization: string) =>
        stack.gateway.inject({
          method: 'GET',
          url: document.url,
          remoteAddress: '198.51.100.67',
          headers: { authorization },
        });
      const withToken = await call(`Bearer ${token}`);
      expect(withToken.statusCode).toBe(200);
      expect(withToken.rawPayload.equals((await rest(members.ada, 'GET', document.url)).raw)).toBe(true);
      expect((await call('Bearer not.a.token')).statusCode).toBe(401);
      expect((await call('Basic YWRhOnB3')).statusCode).toBe(401);
    });

    it('lets only admins list and review documents', async () => {
      for (const response of [
        await members.bea.graphql(DOCUMENTS, {}),
        await members.bea.graphql(REVIEW, { documentId: document.id, status: 'approved' }),
      ]) {
        expect(response.errors?.[0]).toMatchObject({
          message: 'Only admins may do this.',
          extensions: { code: 'FORBIDDEN' },
        });
      }
      expect(
        (await stack.visitor().graphql(REVIEW, { documentId: document.id, status: 'approved' })).errors?.[0]?.extensions
          ?.code,
      ).toBe('UNAUTHENTICATED');
      expect((await members.ada.graphql(VERIFIED_INFO, { userId: ids.ada })).data).toMatchObject({
        getUserVerifiedInfo: { idDocumentStatus: 'pending' },
      });
    });

    it("lets an admin's session list documents, refuse a bad review with its message, and approve one", async () => {
      const listed = await members.admin.graphql<{ getIdDocuments: { count: number; results: { id: string }[] } }>(
        DOCUMENTS,
        { status: 'pending' },
      );
      expect(listed.data?.getIdDocuments.results).toContainEqual(
        expect.objectContaining({ id: document.id, firstName: 'Ada', url: document.url }),
      );
      expect((await members.admin.graphql(DOCUMENTS, { status: 'lost' })).errors?.[0]?.extensions?.code).toBe(
        'BAD_USER_INPUT',
      );
      expect((await members.admin.graphql(REVIEW, { documentId: document.id, status: 'pending' })).data).toEqual({
        reviewIdDocument: {
          status: 'invalid',
          errorMessage: 'Please choose approved, rejected or flagged.',
          document: null,
        },
      });
      expect((await members.admin.graphql(REVIEW, { documentId: document.id, status: 'approved' })).data).toMatchObject(
        {
          reviewIdDocument: {
            status: 'success',
            errorMessage: null,
            document: { id: document.id, status: 'approved', reviewMessage: null, reviewedAt: expect.any(String) },
          },
        },
      );
      expect(await latestEvent(accountsDb(), IdDocumentReviewedSchema)).toMatchObject({
        documentId: document.id,
        status: IdDocumentStatus.APPROVED,
        isIdVerified: true,
      });
      expect((await members.ada.graphql(VERIFIED_INFO, { userId: ids.ada })).data).toMatchObject({
        getUserVerifiedInfo: { isIdVerification: true, idDocumentStatus: 'approved' },
      });
    });

    it('answers a fourth document waiting for review with 409', async () => {
      for (let i = 0; i < 3; i += 1)
        expect((await rest(members.dee, 'POST', '/uploads/id-proof?documentType=driving-license', png)).status).toBe(
          201,
        );
      const fourth = await rest(members.dee, 'POST', '/uploads/id-proof?documentType=passport', png);
      expect(fourth.status).toBe(409);
      expect(fourth.json().status).toBe('tooManyWaiting');
    });
  });

  describe('the verification record', () => {
    it("shows a member her own record and not someone else's, and an admin anyone's", async () => {
      expect((await members.bea.graphql(VERIFIED_INFO, { userId: ids.ada })).errors?.[0]).toMatchObject({
        message: 'You can only see your own verification details.',
        extensions: { code: 'FORBIDDEN' },
      });
      expect((await members.admin.graphql(VERIFIED_INFO, { userId: ids.bea })).data).toMatchObject({
        getUserVerifiedInfo: { userId: ids.bea, status: 'success' },
      });
      expect((await members.admin.graphql(VERIFIED_INFO, { userId: 'nobody' })).errors?.[0]).toMatchObject({
        message: 'There is no such member.',
        extensions: { code: 'NOT_FOUND' },
      });
    });

    it('disconnects a social account with status success, and answers an unknown one with error', async () => {
      await accountsDb()('user_verifications').where({ user_id: ids.bea }).update({ is_facebook_connected: true });
      expect((await members.bea.graphql(UPDATE_VERIFIED, { item: 'facebook' })).data).toEqual({
        updateUserVerifiedInfo: { status: 'success', errorMessage: null },
      });
      expect((await members.bea.graphql(VERIFIED_INFO, { userId: ids.bea })).data).toMatchObject({
        getUserVerifiedInfo: { isFacebookConnected: false },
      });
      expect((await members.bea.graphql(UPDATE_VERIFIED, { item: 'myspace' })).data).toEqual({
        updateUserVerifiedInfo: {
          status: 'error',
          errorMessage: 'Please name the account to disconnect: facebook, google or linkedin.',
        },
      });
    });
  });

  describe('confirm-gender', () => {
    it('sets the gender once when unset, and the gate then no longer sends her there', async () => {
      expect((await members.eve.graphql(CONFIRM_GENDER, { gender: 'other' })).data).toEqual({
        confirmGender: { status: 'invalid', errorMessage: 'Please indicate Gender.', gender: null, redirectTo: null },
      });
      expect((await members.eve.graphql(CONFIRM_GENDER, { gender: 'female' })).data).toEqual({
        confirmGender: { status: 'success', errorMessage: null, gender: 'female', redirectTo: '/user/edit' },
      });
      expect(await latestEvent(accountsDb(), GenderConfirmedSchema)).toMatchObject({
        userId: ids.eve,
        gender: 'female',
      });
      expect((await members.eve.graphql(CONFIRM_GENDER, { gender: 'male' })).data).toMatchObject({
        confirmGender: { status: 'alreadySet', gender: 'female', redirectTo: null },
      });
      expect(
        (
          await members.eve.graphql('query Gate($path: String!) { userGate(path: $path) { decision } }', {
            path: '/confirm-gender',
          })
        ).data,
      ).toEqual({
        userGate: { decision: 'notFound' },
      });
    });
  });
});
