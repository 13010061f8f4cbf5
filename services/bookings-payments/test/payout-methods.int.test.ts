// A host's payout methods through the subgraph (issue 18 item 1, decision 0059): her own only, the country's bank
// checks with spec 001 §5's messages, one default even when asked for twice at once, removal rules, and co-hosts,
// the reserved account, admins and visitors refused.
import { randomUUID } from 'node:crypto';
import type { Knex } from '@golightly/db';
import { PAYOUT_MESSAGES } from '@golightly/payout-rules';
import { NOT_LOGGED_IN_MESSAGE, type Identity } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_METHOD_TEXTS, RESERVED_ACCOUNT_ID } from '../src/domain/payout-methods';
import { answerAs, memberIdentity, startTestService, type TestService } from './support/booking';
import { confirmedStay } from './support/stays';

const ADD = `mutation($input: AddPayoutInput!) { addPayout(input: $input) {
  status errorMessage fieldErrors { field message } notice payout { id default payEmail last4 country state currency provider } } }`;
const LIST = `{ getPayouts { id default payEmail userId paymentMethod { id name } status } }`;
const SET_DEFAULT = `mutation($id: Int!) { setDefaultPayout(id: $id) { status errorMessage payout { id default } } }`;
const REMOVE = `mutation($id: Int!) { removePayout(id: $id) { status errorMessage } }`;

const PT_IBAN = 'PT50000201231234567890154';
const portuguese = (overrides: Record<string, unknown> = {}) => ({
  accountType: 'individual',
  firstName: 'Ana',
  lastName: 'Silva',
  iban: PT_IBAN,
  confirmIban: PT_IBAN,
  address1: 'Rua do Ouro 12',
  city: 'Lisbon',
  country: 'PT',
  zipcode: '1100-060',
  currency: 'EUR',
  ...overrides,
});

describe('payout methods (GraphQL)', () => {
  let service: TestService;
  let db: Knex;
  let app: FastifyInstance;

  // the answers' shapes are the SDL's; a test reads them loosely
  const call = async (identity: Identity | null, query: string, variables: Record<string, unknown> = {}) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (await answerAs<Record<string, any>>(app, identity, query, variables)).body;
  const add = async (identity: Identity, overrides: Record<string, unknown> = {}) =>
    (await call(identity, ADD, { input: portuguese(overrides) })).data!.addPayout;

  beforeAll(async () => {
    service = await startTestService('bookings_payments_payout_methods');
    ({ db, app } = service);
  }, 60_000);
  afterAll(async () => {
    await service?.stop();
  });

  it('her first method is her default, recorded offline and said so; she alone sees it', async () => {
    const host = memberIdentity();
    const added = await add(host);
    expect(added).toMatchObject({
      status: 'success',
      notice: PAYOUT_METHOD_TEXTS.offlineNotice,
      payout: { default: true, last4: '0154', payEmail: 'Bank account ending 0154', provider: 'offline' },
    });
    expect((await call(host, LIST)).data!.getPayouts).toEqual([
      expect.objectContaining({
        id: added.payout.id,
        default: true,
        userId: host.userId,
        paymentMethod: { id: 2, name: 'Bank Account' },
      }),
    ]);
    expect((await call(memberIdentity(), LIST)).data!.getPayouts).toEqual([]);
    const stranger = memberIdentity();
    expect((await call(stranger, SET_DEFAULT, { id: added.payout.id })).data!.setDefaultPayout.status).toBe('notFound');
    expect((await call(stranger, REMOVE, { id: added.payout.id })).data!.removePayout.status).toBe('notFound');
    expect((await call(host, LIST)).data!.getPayouts).toHaveLength(1);
  });

  it("answers the country's bank checks with the spec's messages", async () => {
    const host = memberIdentity();
    const us = await add(host, {
      country: 'US', state: 'NY', iban: null, confirmIban: null,
      routingNumber: '011000016', accountNumber: '000123456789', confirmAccountNumber: '000123456780', ssnLast4: '',
    }); // prettier-ignore
    expect(us.status).toBe('invalid');
    expect(us.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'routingNumber', message: PAYOUT_MESSAGES.routingNumberInvalid },
        { field: 'confirmAccountNumber', message: PAYOUT_MESSAGES.accountNumberMismatch },
        { field: 'ssnLast4', message: PAYOUT_MESSAGES.ssnRequired },
      ]),
    );
    const mismatch = await add(host, { confirmIban: 'PT50000201231234567890' });
    expect(mismatch.fieldErrors).toEqual([{ field: 'confirmIban', message: PAYOUT_MESSAGES.ibanMismatch }]);
    const noState = await add(host, {
      country: 'US', iban: null, confirmIban: null, routingNumber: '011000015',
      accountNumber: '000123456789', confirmAccountNumber: '000123456789', ssnLast4: '1234',
    }); // prettier-ignore
    expect(noState.fieldErrors).toEqual([{ field: 'state', message: PAYOUT_METHOD_TEXTS.stateRequired }]);
    expect((await call(host, LIST)).data!.getPayouts).toEqual([]);
  });

  it('keeps one default when two methods ask for it at once', async () => {
    const host = memberIdentity();
    const first = await add(host);
    const [a, b] = await Promise.all([add(host, { makeDefault: true }), add(host, { makeDefault: true })]);
    expect([a.status, b.status]).toEqual(['success', 'success']);
    const methods = (await call(host, LIST)).data!.getPayouts;
    expect(methods).toHaveLength(3);
    expect(methods.filter((m: { default: boolean }) => m.default)).toHaveLength(1);
    await Promise.all([
      call(host, SET_DEFAULT, { id: first.payout.id }),
      call(host, SET_DEFAULT, { id: a.payout.id }),
      call(host, SET_DEFAULT, { id: b.payout.id }),
    ]);
    const after = (await call(host, LIST)).data!.getPayouts;
    expect(after.filter((m: { default: boolean }) => m.default)).toHaveLength(1);
  });

  it('removes a method, but not the default while she has others, nor her only one while stays await payout', async () => {
    const host = memberIdentity();
    const first = await add(host);
    const second = await add(host);
    expect((await call(host, REMOVE, { id: first.payout.id })).data!.removePayout).toEqual({
      status: 'refused',
      errorMessage: PAYOUT_METHOD_TEXTS.defaultWithOthers,
    });
    expect((await call(host, REMOVE, { id: second.payout.id })).data!.removePayout.status).toBe('success');
    expect((await call(host, REMOVE, { id: first.payout.id })).data!.removePayout.status).toBe('success');
    expect((await call(host, LIST)).data!.getPayouts).toEqual([]);

    const stay = await confirmedStay(service.deps);
    const busyHost = memberIdentity(stay.hostId);
    const only = await add(busyHost);
    expect((await call(busyHost, REMOVE, { id: only.payout.id })).data!.removePayout).toEqual({
      status: 'refused',
      errorMessage: PAYOUT_METHOD_TEXTS.lastWithStays,
    });
  });

  it('refuses a co-host, the reserved account, an admin session and a visitor before any effect', async () => {
    const host = memberIdentity();
    const coHost: Identity = { ...memberIdentity(host.userId), coHost: true };
    const reserved = memberIdentity(RESERVED_ACCOUNT_ID);
    const admin: Identity = {
      userId: randomUUID(),
      sessionId: randomUUID(),
      admin: { adminId: randomUUID(), isSuperAdmin: true, privilegeIds: [] },
    };
    for (const [identity, message] of [
      [coHost, PAYOUT_METHOD_TEXTS.coHost],
      [reserved, PAYOUT_METHOD_TEXTS.reserved],
      [null, NOT_LOGGED_IN_MESSAGE],
    ] as const) {
      expect((await call(identity, LIST)).errors?.[0]?.message).toBe(message);
      expect((await call(identity, ADD, { input: portuguese() })).errors?.[0]?.message).toBe(message);
    }
    expect((await call(admin, ADD, { input: portuguese() })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const stored = await db('payout_methods').whereIn('user_id', [host.userId, RESERVED_ACCOUNT_ID, admin.userId]);
    expect(stored).toEqual([]);
  });
});
