// Site settings through the real gateway (issue 13 item 3, decision 0030): only an admin holding Manage Site Settings
// changes them, a change is read back by siteSettings at once (nothing caches them) and is logged through
// social-events' outbox; bad values come back as field errors, with nothing saved.
import { insertAdmin, insertAdminRole, insertMember } from '@golightly/accounts/testing';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { eventLogMigrations, PostgresTransport } from '@golightly/events';
import { AdminActionRecordedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { eventTypes, latestEvent } from '../support/outbox';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const PASSWORD = 'Settings2024!';
const LOGIN =
  'query Login($email: String!, $password: String!) { userLogin(email: $email, password: $password) { status } }';
const SETTINGS_LOG = `{ adminLogs(area: "settings") { count results { adminEmail privilegeName action recordType recordId summary clientAddress producer } } }`;
const READ = '{ siteSettings(type: "site_settings") { name value } }';
const UPDATE = `mutation Update($type: String!, $settings: [SiteSettingInput!]!) {
  updateSiteSettings(type: $type, settings: $settings) {
    status errorMessage fieldErrors { field message } settings { name value }
  }
}`;

interface UpdateAnswer {
  updateSiteSettings: {
    status: string;
    errorMessage: string | null;
    fieldErrors: { field: string; message: string }[];
    settings: { name: string; value: string }[] | null;
  };
}

describe('site settings through the gateway', () => {
  let events: TestDatabase;
  let stack: TestStack;
  let superAdmin: Member;
  let superAdminId: string;
  let settingsAdmin: Member;
  let editor: Member;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;
  const socialDb = () => stack.subgraphs.services['social-events'].database.db;
  const siteName = async (who: Member) =>
    (await who.graphql<{ siteSettings: { name: string; value: string }[] }>(READ)).data?.siteSettings.find(
      (s) => s.name === 'siteName',
    )?.value;

  async function signIn(email: string, ip: string) {
    const browser = stack.visitor(ip);
    const answer = await browser.graphql<{ userLogin: { status: string } }>(LOGIN, { email, password: PASSWORD });
    expect(answer.data?.userLogin.status).toBe('admin');
    return browser;
  }

  beforeAll(async () => {
    events = await createTestDatabase('events_site_settings', [eventLogMigrations]);
    // social-events relays its outbox and accounts consumes it, so a change reaches the admin log as in production.
    stack = await startStack({
      transportFor: (service) =>
        service === 'accounts' || service === 'social-events' ? new PostgresTransport({ url: events.url }) : undefined,
    });
    superAdminId = await insertAdmin(accountsDb(), KEY, {
      email: 'admin@golightly.test',
      password: PASSWORD,
      isSuperAdmin: true,
    });
    const settingsRole = await insertAdminRole(accountsDb(), { name: 'Settings desk', privilegeIds: [2] });
    // The demo's Content editor: CMS pages and blog content, no site settings.
    const editorRole = await insertAdminRole(accountsDb(), { name: 'Content editor', privilegeIds: [33, 34] });
    await insertAdmin(accountsDb(), KEY, {
      email: 'settings@golightly.test',
      password: PASSWORD,
      roleId: settingsRole,
    });
    await insertAdmin(accountsDb(), KEY, { email: 'editor@golightly.test', password: PASSWORD, roleId: editorRole });
    superAdmin = await signIn('admin@golightly.test', '198.51.100.60');
    settingsAdmin = await signIn('settings@golightly.test', '198.51.100.61');
    editor = await signIn('editor@golightly.test', '198.51.100.62');
  });
  afterAll(async () => {
    await stack?.stop();
    await events?.drop();
  });

  it('refuses a sub-admin without Manage Site Settings with HTTP 403, changing and logging nothing', async () => {
    const refused = await editor.graphql(UPDATE, {
      type: 'site_settings',
      settings: [{ name: 'siteName', value: 'Not allowed' }],
    });
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Your admin role does not allow this: it needs the privilege for /siteadmin/settings/site.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await siteName(stack.visitor())).toBe('Golightly');
    expect(await eventTypes(socialDb())).toEqual([]);
  });

  it('refuses a member and a visitor too', async () => {
    await insertMember(accountsDb(), KEY, { firstName: 'Ada', email: 'ada@example.com', password: PASSWORD });
    const ada = stack.visitor('198.51.100.63');
    expect((await ada.graphql(LOGIN, { email: 'ada@example.com', password: PASSWORD })).data).toEqual({
      userLogin: { status: 'success' },
    });
    const variables = { type: 'site_settings', settings: [{ name: 'siteName', value: 'Not allowed' }] };
    expect((await ada.graphql(UPDATE, variables)).errors?.[0]).toMatchObject({
      message: 'Only admins may do this.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await stack.visitor().graphql(UPDATE, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await siteName(stack.visitor())).toBe('Golightly');
    expect(await eventTypes(socialDb())).toEqual([]);
  });

  it("reads a super admin's change back at once, for every caller, and logs it with her id and address", async () => {
    const saved = await superAdmin.graphql<UpdateAnswer>(UPDATE, {
      type: 'site_settings',
      settings: [
        { name: 'siteName', value: 'Golightly Club' },
        { name: 'logoHeight', value: '40' },
      ],
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateSiteSettings).toMatchObject({ status: 'success', errorMessage: null, fieldErrors: [] });
    expect(saved.data?.updateSiteSettings.settings).toContainEqual({ name: 'siteName', value: 'Golightly Club' });
    expect(await siteName(stack.visitor())).toBe('Golightly Club');
    expect(await siteName(superAdmin)).toBe('Golightly Club');
    expect(await latestEvent(socialDb(), AdminActionRecordedSchema)).toMatchObject({
      adminId: superAdminId,
      privilegeId: 0,
      privilegeName: 'Super admin',
      action: 'site_settings.updated',
      area: 'settings',
      recordType: 'site_settings',
      recordId: 'site_settings',
      summary: 'Changed siteName',
      clientAddress: '198.51.100.60',
    });
  });

  it('lets a sub-admin holding Manage Site Settings change them, logged under that privilege', async () => {
    const saved = await settingsAdmin.graphql<UpdateAnswer>(UPDATE, {
      type: 'site_settings',
      settings: [{ name: 'twitterLink', value: 'https://x.com/golightly' }],
    });
    expect(saved.data?.updateSiteSettings.status).toBe('success');
    expect(await latestEvent(socialDb(), AdminActionRecordedSchema)).toMatchObject({
      privilegeId: 2,
      privilegeName: 'Manage Site Settings',
      summary: 'Changed twitterLink',
    });
  });

  it('shows each change in the admin log, under the admin who made it', async () => {
    const log = await eventually(async () => {
      const answer = await superAdmin.graphql<{ adminLogs: { count: number; results: Record<string, string>[] } }>(
        SETTINGS_LOG,
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.adminLogs.count >= 2 ? answer.data!.adminLogs : undefined;
    });
    expect(log.results).toEqual([
      {
        adminEmail: 'settings@golightly.test',
        privilegeName: 'Manage Site Settings',
        action: 'site_settings.updated',
        recordType: 'site_settings',
        recordId: 'site_settings',
        summary: 'Changed twitterLink',
        clientAddress: '198.51.100.61',
        producer: 'social-events',
      },
      {
        adminEmail: 'admin@golightly.test',
        privilegeName: 'Super admin',
        action: 'site_settings.updated',
        recordType: 'site_settings',
        recordId: 'site_settings',
        summary: 'Changed siteName',
        clientAddress: '198.51.100.60',
        producer: 'social-events',
      },
    ]);
  });

  it('answers bad values field by field and saves none of the change', async () => {
    const events = (await eventTypes(socialDb())).length;
    const refused = await superAdmin.graphql<UpdateAnswer>(UPDATE, {
      type: 'site_settings',
      settings: [
        { name: 'siteName', value: 'Golightly Travel' },
        { name: 'Logo', value: 'javascript:alert(1)' },
        { name: 'logoWidth', value: '5000' },
      ],
    });
    expect(refused.status).toBe(200);
    expect(refused.data?.updateSiteSettings).toEqual({
      status: 'invalid',
      errorMessage: 'Nothing was saved: correct the settings marked and save again.',
      fieldErrors: [
        {
          field: 'Logo',
          message: 'The logo must be an https:// address or a path on this site starting with /, or empty.',
        },
        { field: 'logoWidth', message: 'The logo width must be a whole number of pixels from 1 to 1000.' },
      ],
      settings: null,
    });
    expect(await siteName(stack.visitor())).toBe('Golightly Club');
    expect(await eventTypes(socialDb())).toHaveLength(events);
  });
});
