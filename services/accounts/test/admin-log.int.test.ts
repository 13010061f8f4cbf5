// The admin log on real databases (issue 13 item 4, decision 0028): append-only storage, accounts' own entries, the
// entries other services send as AdminActionRecorded over a real Postgres event log (once each, however often they
// arrive), and the page admins read with its filters.
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { eventLogMigrations, PostgresTransport } from '@golightly/events';
import { publishOnBus, redeliverOnBus } from '@golightly/events/testing';
import { AdminActionRecordedSchema } from '@golightly/proto';
import { createLogger } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { appendRecordedAdminAction, logAdminAction, type RecordedAdminAction } from '../src/app/admin-log';
import { adminLogAdmins, listAdminLogEntries, type AdminLogQuery } from '../src/app/list-admin-log';
import { softDeleteAdmin } from '../src/db/admin-users';
import { insertAdmin } from '../src/testing';
import { actorOf, adminLogRows } from './support/admin-log';
import { KEY, membershipTestbed, SETUP_MS, type MembershipTestbed } from './support/membership-testbed';

/** Waits for an event the consumer applies, polling; the consumer runs in this process. */
async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing arrived within ${timeoutMs} ms`);
}

describe('the admin log as stored and read', () => {
  let bed: MembershipTestbed;
  let bossId: string;
  let deskId: string;
  const db = () => bed.deps.db;
  const list = (query: AdminLogQuery) => listAdminLogEntries(bed.deps, query);
  const recorded = (overrides: Partial<RecordedAdminAction>): RecordedAdminAction => ({
    eventId: randomUUID(),
    producer: 'listings-search',
    occurredAt: new Date('2025-03-10T12:00:00Z'),
    adminId: bossId,
    privilegeId: 9,
    privilegeName: 'Approved Listings',
    action: 'listing.approved',
    area: 'listings',
    recordType: 'listing',
    recordId: '42',
    summary: 'Approved the listing Sea cottage (42)',
    clientAddress: '198.51.100.20',
    ...overrides,
  });
  const append = (entry: RecordedAdminAction) => db().transaction((trx) => appendRecordedAdminAction(trx, entry));

  beforeAll(async () => {
    bed = await membershipTestbed('accounts_admin_log');
    bossId = await insertAdmin(db(), KEY, { email: 'boss@golightly.test', password: 'Boss2024!!', isSuperAdmin: true });
    deskId = await insertAdmin(db(), KEY, { email: 'desk@golightly.test', password: 'Desk2024!!', isSuperAdmin: true });
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it("appends accounts' own action in the caller's transaction, and nothing when that transaction rolls back", async () => {
    const what = {
      action: 'member.held',
      area: 'people',
      recordType: 'user',
      recordId: randomUUID(),
      summary: 'Put Ada Lovelace (profile 1234) on hold',
    };
    await db()
      .transaction(async (trx) => {
        await logAdminAction(trx, actorOf(bossId), what);
        throw new Error('the action failed');
      })
      .catch(() => undefined);
    expect(await adminLogRows(db())).toEqual([]);
    await db().transaction((trx) => logAdminAction(trx, actorOf(bossId), what));
    expect(await adminLogRows(db())).toEqual([
      {
        producer: 'accounts',
        adminId: bossId,
        privilegeId: 6,
        privilegeName: 'Manage Members',
        ...what,
        clientAddress: '203.0.113.9',
      },
    ]);
  });

  it('refuses to log an action that breaks the contract, writing nothing', async () => {
    const before = (await adminLogRows(db())).length;
    const bad = [{ area: 'everywhere' }, { action: 'Approved' }, { recordId: '' }, { summary: '   ' }];
    for (const change of bad) {
      await expect(
        db().transaction((trx) =>
          logAdminAction(trx, actorOf(bossId), {
            action: 'member.held',
            area: 'people',
            recordType: 'user',
            recordId: 'x',
            summary: 'Held',
            ...change,
          }),
        ),
      ).rejects.toThrow();
    }
    expect(await adminLogRows(db())).toHaveLength(before);
  });

  it('is append-only: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    const before = await adminLogRows(db());
    await expect(db()('admin_log').update({ summary: 'rewritten' })).rejects.toThrow(/append-only: UPDATE/);
    await expect(db()('admin_log').delete()).rejects.toThrow(/append-only: DELETE/);
    await expect(db().raw('truncate admin_log')).rejects.toThrow(/append-only: TRUNCATE/);
    expect(await adminLogRows(db())).toEqual(before);
  });

  it("appends another service's action once, at the time it happened, however often it arrives", async () => {
    const event = recorded({ summary: `Approved the listing Sea cottage (42)${' and more'.repeat(80)}` });
    expect(await append(event)).toBe(true);
    expect(await append(event)).toBe(false);
    const rows = await db()('admin_log')
      .where({ event_id: event.eventId })
      .select('summary', 'occurred_at', 'producer');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ producer: 'listings-search', occurred_at: new Date('2025-03-10T12:00:00Z') });
    // Cut to the 500 characters the log keeps.
    expect([...rows[0].summary]).toHaveLength(500);
    await expect(append(recorded({ area: 'nowhere' }))).rejects.toThrow('"nowhere" is not an admin log area');
  });

  it('pages the log newest first and filters it by admin, area, days and text', async () => {
    const days = ['2025-03-01T00:00:00Z', '2025-03-01T23:59:59Z', '2025-03-02T08:00:00Z', '2025-03-03T10:00:00Z'];
    for (const [i, at] of days.entries()) {
      await append(
        recorded({
          occurredAt: new Date(at),
          adminId: i % 2 === 0 ? deskId : bossId,
          area: i === 3 ? 'reservations' : 'listings',
          action: i === 3 ? 'reservation.cancelled' : 'listing.approved',
          recordType: i === 3 ? 'reservation' : 'listing',
          recordId: String(100 + i),
          summary: i === 3 ? 'Cancelled the reservation GL7Q2X' : `Approved the listing Cabin ${i} (${100 + i})`,
        }),
      );
    }
    const all = await list({});
    expect(all).toMatchObject({ status: 'listed' });
    if (all.status !== 'listed') return;
    const total = all.count;
    expect(total).toBe((await adminLogRows(db())).length);
    const times = all.results.map((entry) => entry.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.results[0]).toMatchObject({ summary: 'Put Ada Lovelace (profile 1234) on hold', producer: 'accounts' });
    expect(all.results.find((entry) => entry.recordId === '100')).toMatchObject({
      adminId: deskId,
      adminEmail: 'desk@golightly.test',
      privilegeName: 'Approved Listings',
      area: 'listings',
      clientAddress: '198.51.100.20',
      occurredAt: '2025-03-01T00:00:00.000Z',
    });

    const pick = async (query: AdminLogQuery) => {
      const page = await list(query);
      if (page.status !== 'listed') throw new Error(page.message);
      return { count: page.count, ids: page.results.map((entry) => entry.recordId) };
    };
    // "to" takes in the whole of its day, UTC; "from" starts at its midnight.
    expect(await pick({ from: '2025-03-01', to: '2025-03-01' })).toEqual({ count: 2, ids: ['101', '100'] });
    expect(await pick({ from: '2025-03-02', to: '2025-03-03' })).toEqual({ count: 2, ids: ['103', '102'] });
    expect(await pick({ from: '2025-03-01', to: '2025-03-03', adminId: deskId })).toEqual({
      count: 2,
      ids: ['102', '100'],
    });
    expect(await pick({ area: 'reservations' })).toEqual({ count: 1, ids: ['103'] });
    expect(await pick({ search: 'gl7q2x' })).toEqual({ count: 1, ids: ['103'] });
    expect(await pick({ search: '100%' })).toEqual({ count: 0, ids: [] });
    // Paging: 1-based, the count is of every match.
    const first = await pick({ from: '2025-03-01', to: '2025-03-03', pageSize: 3 });
    const second = await pick({ from: '2025-03-01', to: '2025-03-03', pageSize: 3, page: 2 });
    expect(first).toEqual({ count: 4, ids: ['103', '102', '101'] });
    expect(second).toEqual({ count: 4, ids: ['100'] });
    expect(await pick({ page: 1000 })).toEqual({ count: total, ids: [] });
  });

  it('answers bad filter values with a clear message', async () => {
    const refusals: [AdminLogQuery, string][] = [
      [{ adminId: 'boss' }, 'Choose an admin from the list.'],
      [{ area: 'everywhere' }, expect.stringContaining('Choose an area: overview, people') as unknown as string],
      [{ from: '2025-02-30' }, 'The "from" date must be a day written as YYYY-MM-DD, e.g. 2025-03-31.'],
      [{ to: 'yesterday' }, 'The "to" date must be a day written as YYYY-MM-DD, e.g. 2025-03-31.'],
      [{ from: '2025-03-02', to: '2025-03-01' }, 'The "from" date must not be after the "to" date.'],
      [{ search: 'x'.repeat(101) }, 'Please keep the search to 100 characters.'],
      [{ page: 0 }, 'The page must be a whole number from 1.'],
      [{ pageSize: 0 }, 'The page size must be a whole number from 1 to 100.'],
      [{ pageSize: 101 }, 'The page size must be a whole number from 1 to 100.'],
    ];
    for (const [query, message] of refusals) {
      expect(await list(query)).toEqual({ status: 'invalid', message });
    }
  });

  it('offers each admin of the log once by e-mail, a deleted admin too', async () => {
    await softDeleteAdmin(db(), deskId);
    expect(await adminLogAdmins(bed.deps)).toEqual([
      { id: bossId, email: 'boss@golightly.test' },
      { id: deskId, email: 'desk@golightly.test' },
    ]);
    const page = await list({ adminId: deskId, pageSize: 1 });
    expect(page).toMatchObject({ status: 'listed', results: [{ adminEmail: 'desk@golightly.test' }] });
  });
});

describe("accounts consuming other services' AdminActionRecorded", () => {
  let events: TestDatabase;
  let database: TestDatabase;
  let bus: PostgresTransport;
  let app: FastifyInstance;
  const adminId = randomUUID();
  const entriesOf = (recordId: string) => database.db('admin_log').where({ record_id: recordId }).select('*');
  const arrived = (recordId: string) =>
    eventually(async () => {
      const rows = await entriesOf(recordId);
      return rows.length > 0 ? rows : undefined;
    });
  const action = (recordId: string, overrides: Record<string, unknown> = {}) => ({
    producer: 'bookings-payments',
    schema: AdminActionRecordedSchema,
    data: {
      adminId,
      privilegeId: 16,
      privilegeName: 'Manage Reservations',
      action: 'reservation.cancelled',
      area: 'reservations',
      recordType: 'reservation',
      recordId,
      summary: `Cancelled the reservation ${recordId}`,
      clientAddress: '198.51.100.30',
      ...overrides,
    },
  });

  beforeAll(async () => {
    events = await createTestDatabase('events_accounts_admin_log', [eventLogMigrations]);
    database = await createTestDatabase('accounts_admin_log_consumer', subgraph.migrations);
    bus = new PostgresTransport({ url: events.url, poolMax: 2 });
    app = await subgraph.buildApp({
      db: database.db,
      identitySecret: 'accounts-admin-log-test-secret-0123456789',
      logger: createLogger('accounts-admin-log-test'),
      env: { ...process.env, LOG_LEVEL: 'silent', ACCOUNTS_DATA_KEY: KEY },
      transport: new PostgresTransport({ url: events.url, poolMax: 4 }),
    });
  }, SETUP_MS);
  afterAll(async () => {
    await app?.close();
    await bus?.close();
    await database?.drop();
    await events?.drop();
  });

  it('appends the action with its producer, its time and its event id', async () => {
    const occurredAt = new Date('2025-04-01T09:30:00Z');
    const sent = await publishOnBus(bus, { ...action('GL1A2B'), occurredAt });
    const [row] = await arrived('GL1A2B');
    expect(row).toMatchObject({
      event_id: sent.eventId,
      producer: 'bookings-payments',
      admin_id: adminId,
      // An admin accounts does not know keeps no e-mail.
      admin_email_encrypted: null,
      privilege_id: 16,
      privilege_name: 'Manage Reservations',
      action: 'reservation.cancelled',
      area: 'reservations',
      record_type: 'reservation',
      summary: 'Cancelled the reservation GL1A2B',
      client_address: '198.51.100.30',
      occurred_at: occurredAt,
    });
  });

  it('appends a redelivered event once, and records a super admin acting through no privilege as privilege null', async () => {
    const sent = await publishOnBus(bus, action('GL3C4D'));
    await arrived('GL3C4D');
    await redeliverOnBus(bus, sent);
    // Same admin, same key, same partition: once this later one is in, the redelivery has been handled.
    await publishOnBus(bus, action('GL5E6F', { privilegeId: 0, privilegeName: 'Super admin' }));
    const [later] = await arrived('GL5E6F');
    expect(later).toMatchObject({ privilege_id: null, privilege_name: 'Super admin' });
    expect(await entriesOf('GL3C4D')).toHaveLength(1);
  });

  it('dead-letters an action that breaks the contract and goes on with the next', async () => {
    await publishOnBus(bus, action('GL7G8H', { area: 'nowhere' }));
    await publishOnBus(bus, action('GL9J0K'));
    await arrived('GL9J0K');
    expect(await entriesOf('GL7G8H')).toEqual([]);
  });
});
