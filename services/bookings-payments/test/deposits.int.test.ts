// Security deposits on a real database with the offline provider (issue 17 item 3, decision 0056): the deposit is held
// on the guest's card in the same payOrder call as her stay, captured once the stay is confirmed, claimed by the host
// of a completed stay within 7 days after check-out (never after, never over the deposit, never by the guest or a
// stranger, once however many claims arrive at once), and settled by the admin or the 7th day, moving money once
// however often the decision or the sweep is retried.
import { randomUUID } from 'node:crypto';
import type { Knex } from '@golightly/db';
import {
  AdminActionRecordedSchema,
  SecurityDepositClaimedSchema,
  SecurityDepositSettledSchema,
} from '@golightly/proto';
import type { AdminActor, Identity } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeStayNow } from '../src/app/complete-stay-now';
import { claimSecurityDeposit, decideDepositClaim, type DepositOutcome } from '../src/app/deposit-claims';
import { depositReferenceOf } from '../src/app/deposit-hold';
import { releaseUnclaimedDeposits } from '../src/app/deposit-release';
import { instantBook } from '../src/app/instant-book';
import type { ReservationDeps } from '../src/app/reservation-deps';
import { paymentReferenceOf, RESERVATION_REQUESTER } from '../src/app/reservation-payments';
import { findOrderByReference } from '../src/db/payment-orders';
import { findReservationDetails } from '../src/db/reservations';
import { findDeposit } from '../src/db/security-deposits';
import { claimWindowEnd, DEPOSIT_TEXTS } from '../src/domain/security-deposit';
import {
  callerOf,
  graphqlAs,
  liveListing,
  memberIdentity,
  outboxEvents,
  payThroughSubgraph,
  startTestService,
  stayDates,
  storedQuote,
  type TestService,
} from './support/booking';

const VISA = '4242424242424242';
const THREE_D_SECURE = '4000002760003184';
const DEPOSIT_MINOR = 30_000;
const HOUR = 3_600_000;

const adminActor = (): AdminActor => ({
  adminId: randomUUID(),
  privilegeId: 16,
  privilegeName: 'Manage Reservations',
  clientAddress: '203.0.113.10',
});

describe('security deposits (offline provider)', () => {
  let service: TestService;
  let db: Knex;
  let app: FastifyInstance;
  let deps: ReservationDeps;
  let clock: number | null = null;

  const listingWithDeposit = (timeZone = 'Europe/Lisbon') =>
    liveListing(db, {
      instantBook: true,
      timeZone,
      title: 'Blue house in Cascais',
      city: 'Cascais',
      terms: { cleaningPriceMinor: 0, securityDepositMinor: DEPOSIT_MINOR },
    });

  const orderOf = async (reference: string) => (await findOrderByReference(db, RESERVATION_REQUESTER, reference))!;

  /** A guest instant-books and pays through the subgraph's payOrder; the confirmed reservation. */
  async function bookedStay(options: { timeZone?: string; card?: string } = {}) {
    const { listId, hostId } = await listingWithDeposit(options.timeZone);
    const guest = memberIdentity();
    const quote = await storedQuote(db, guest, listId, stayDates());
    const booked = await instantBook(deps, callerOf(guest), quote.id);
    if (booked.status !== 'success') throw new Error(JSON.stringify(booked));
    const paid = await payThroughSubgraph(app, db, guest, booked.reservation.id, options.card ?? VISA);
    return { guest, host: memberIdentity(hostId), reservationId: booked.reservation.id, paid };
  }

  /** The stay completed as check-out passes; the clock set `hoursAfter` hours after the check-out. */
  async function completedStay(options: { timeZone?: string } = {}) {
    const stay = await bookedStay(options);
    await releaseUnclaimedDeposits(deps); // captures the confirmed stay's deposit
    const done = await completeStayNow(deps, stay.reservationId);
    if (done.status !== 'completed') throw new Error(JSON.stringify(done));
    return { ...stay, reservation: done.reservation };
  }

  const claim = (identity: Identity, reservationId: number, claimedFee = '85.50', reason = 'A broken lamp') =>
    claimSecurityDeposit(deps, callerOf(identity), { reservationId, claimedFee, reason });

  const success = (outcome: DepositOutcome) => {
    if (outcome.status !== 'success') throw new Error(`expected success, got ${JSON.stringify(outcome)}`);
    return outcome.deposit;
  };

  beforeAll(async () => {
    service = await startTestService('bookings_deposits');
    ({ db, app } = service);
    deps = { ...service.deps, now: () => clock ?? Date.now() };
  }, 60_000);
  afterAll(async () => {
    await service?.stop();
  });

  it('holds the deposit on the card that pays the stay, beside the total, and takes it once the stay is confirmed', async () => {
    const { reservationId, paid } = await bookedStay();
    expect(paid).toMatchObject({ success: true, order: { status: 'captured' } });
    const deposit = (await findDeposit(db, reservationId))!;
    expect(deposit).toMatchObject({ amountMinor: DEPOSIT_MINOR, currency: 'EUR', claimStatus: 'noClaim' });
    expect(deposit.refundStatus).toBe('pending');
    const depositOrder = await orderOf(depositReferenceOf(reservationId));
    expect(depositOrder).toMatchObject({
      id: deposit.paymentOrderId,
      amountMinor: DEPOSIT_MINOR,
      status: 'authorised',
    });
    // the stay's own order is the total alone
    const reservation = (await findReservationDetails(db, reservationId))!;
    expect((await orderOf(paymentReferenceOf(reservationId))).amountMinor).toBe(reservation.totalMinor);

    expect(await releaseUnclaimedDeposits(deps)).toBeGreaterThanOrEqual(1);
    expect((await orderOf(depositReferenceOf(reservationId))).status).toBe('captured');
  });

  it('holds nothing when the card asks for 3-D Secure: the stay goes on, the host is told there is nothing to claim', async () => {
    const { reservationId, host, paid } = await bookedStay({ card: THREE_D_SECURE });
    expect(paid.requiresAction).toBe(true);
    expect((await findDeposit(db, reservationId))?.paymentOrderId ?? null).toBeNull();
    expect(await claim(host, reservationId)).toEqual({ status: 'invalid', errorMessage: DEPOSIT_TEXTS.noDeposit });
  });

  it('lets the host claim on check-out day and until the end of the 7th day after it on the listing clock', async () => {
    const { host, reservationId, reservation } = await completedStay();
    const end = claimWindowEnd(reservation.checkOut, reservation.timeZone);
    clock = end - 1;
    try {
      const deposit = success(await claim(host, reservationId, '85.50', '  A broken lamp and a stained rug. '));
      expect(deposit).toMatchObject({
        claimStatus: 'claimed',
        claimedMinor: 8_550,
        claimReason: 'A broken lamp and a stained rug.',
        refundStatus: 'pending',
      });
    } finally {
      clock = null;
    }
    const [claimed] = await outboxEvents(
      db,
      SecurityDepositClaimedSchema,
      (e) => e.reservationId === String(reservationId),
    );
    expect(claimed).toMatchObject({ claimedMinor: 8_550n, reason: 'A broken lamp and a stained rug.' });
    expect(claimed?.stay).toMatchObject({
      depositMinor: BigInt(DEPOSIT_MINOR),
      currency: 'EUR',
      hostUserId: host.userId,
    });
  });

  it('refuses a claim once the 7 days are over, in Los Angeles as in Lisbon', async () => {
    for (const timeZone of ['Europe/Lisbon', 'America/Los_Angeles']) {
      const { host, reservationId, reservation } = await completedStay({ timeZone });
      clock = claimWindowEnd(reservation.checkOut, reservation.timeZone);
      try {
        expect(await claim(host, reservationId)).toEqual({
          status: 'invalid',
          errorMessage: DEPOSIT_TEXTS.windowClosed,
        });
      } finally {
        clock = null;
      }
      expect((await findDeposit(db, reservationId))!.claimStatus).toBe('noClaim');
    }
  });

  it('refuses a claim before the stay is completed, over the deposit, of nothing, or without a reason', async () => {
    const booked = await bookedStay();
    expect(await claim(booked.host, booked.reservationId)).toEqual({
      status: 'invalid',
      errorMessage: DEPOSIT_TEXTS.notCompleted,
    });
    const { host, reservationId } = await completedStay();
    expect(await claim(host, reservationId, '300.01')).toEqual({
      status: 'invalid',
      errorMessage: DEPOSIT_TEXTS.amountOverDeposit,
    });
    expect(await claim(host, reservationId, '0')).toEqual({
      status: 'invalid',
      errorMessage: DEPOSIT_TEXTS.amountZero,
    });
    expect(await claim(host, reservationId, '10', '  ')).toEqual({
      status: 'invalid',
      errorMessage: DEPOSIT_TEXTS.reasonRequired,
    });
    expect((await findDeposit(db, reservationId))!.claimStatus).toBe('noClaim');
  });

  it('refuses the guest and answers a stranger as if the stay did not exist', async () => {
    const { guest, reservationId } = await completedStay();
    expect(await claim(guest, reservationId)).toEqual({ status: 'forbidden', errorMessage: DEPOSIT_TEXTS.notHost });
    expect(await claim(memberIdentity(), reservationId)).toEqual({
      status: 'notFound',
      errorMessage: DEPOSIT_TEXTS.notFound,
    });
    expect(await claim(memberIdentity(), 999_999_999)).toEqual({
      status: 'notFound',
      errorMessage: DEPOSIT_TEXTS.notFound,
    });
    expect((await findDeposit(db, reservationId))!.claimStatus).toBe('noClaim');
  });

  it('takes one claim when two arrive at once', async () => {
    const { host, reservationId } = await completedStay();
    const outcomes = await Promise.all([
      claim(host, reservationId, '10', 'first'),
      claim(host, reservationId, '20', 'second'),
      claim(host, reservationId, '30', 'third'),
    ]);
    expect(outcomes.filter((o) => o.status === 'success')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'conflict')).toHaveLength(2);
    const claims = await outboxEvents(
      db,
      SecurityDepositClaimedSchema,
      (e) => e.reservationId === String(reservationId),
    );
    expect(claims).toHaveLength(1);
  });

  it('approving keeps the claim for the host and refunds the rest once, however often it is retried', async () => {
    const { host, reservationId } = await completedStay();
    success(await claim(host, reservationId, '85.50'));
    const admin = adminActor();
    const decisions = await Promise.all([
      decideDepositClaim(deps, admin, reservationId, 'approved'),
      decideDepositClaim(deps, admin, reservationId, 'approved'),
    ]);
    for (const decision of decisions)
      expect(success(decision)).toMatchObject({
        claimDecision: 'approved',
        refundStatus: 'completed',
        refundedMinor: DEPOSIT_MINOR - 8_550,
        hostPayoutMinor: 8_550,
      });
    success(await decideDepositClaim(deps, admin, reservationId, 'approved'));
    expect(await decideDepositClaim(deps, admin, reservationId, 'refused')).toEqual({
      status: 'conflict',
      errorMessage: DEPOSIT_TEXTS.alreadyDecided,
    });
    const order = await orderOf(depositReferenceOf(reservationId));
    expect(order).toMatchObject({ capturedMinor: DEPOSIT_MINOR, refundedMinor: DEPOSIT_MINOR - 8_550 });
    const settled = await outboxEvents(
      db,
      SecurityDepositSettledSchema,
      (e) => e.reservationId === String(reservationId),
    );
    expect(settled).toHaveLength(1);
    expect(settled[0]).toMatchObject({ outcome: 'approved', refundedMinor: 21_450n, hostPayoutMinor: 8_550n });
    const logged = await outboxEvents(
      db,
      AdminActionRecordedSchema,
      (e) => e.recordId === String(reservationId) && e.action.startsWith('deposit_claim.'),
    );
    expect(logged.map((e) => e.action)).toEqual(['deposit_claim.approved']);
    // the sweep finds nothing left to do with it
    clock = Date.now() + 365 * 24 * HOUR;
    try {
      await releaseUnclaimedDeposits(deps);
    } finally {
      clock = null;
    }
    expect((await orderOf(depositReferenceOf(reservationId))).refundedMinor).toBe(DEPOSIT_MINOR - 8_550);
  });

  it('refusing refunds the whole deposit once', async () => {
    const { host, reservationId } = await completedStay();
    success(await claim(host, reservationId, '120'));
    const admin = adminActor();
    await Promise.all([
      decideDepositClaim(deps, admin, reservationId, 'refused'),
      decideDepositClaim(deps, admin, reservationId, 'refused'),
    ]);
    expect(await findDeposit(db, reservationId)).toMatchObject({
      claimDecision: 'refused',
      refundStatus: 'completed',
      refundedMinor: DEPOSIT_MINOR,
      hostPayoutMinor: 0,
    });
    expect(await orderOf(depositReferenceOf(reservationId))).toMatchObject({
      status: 'refunded',
      refundedMinor: DEPOSIT_MINOR,
    });
  });

  it('settles a deposit still only authorised: approving takes it then refunds the rest, refusing releases it', async () => {
    const approvedStay = await bookedStay();
    await completeStayNow(deps, approvedStay.reservationId);
    expect((await orderOf(depositReferenceOf(approvedStay.reservationId))).status).toBe('authorised');
    success(await claim(approvedStay.host, approvedStay.reservationId, '85.50'));
    success(await decideDepositClaim(deps, adminActor(), approvedStay.reservationId, 'approved'));
    expect(await orderOf(depositReferenceOf(approvedStay.reservationId))).toMatchObject({
      capturedMinor: DEPOSIT_MINOR,
      refundedMinor: DEPOSIT_MINOR - 8_550,
    });

    const refusedStay = await bookedStay();
    await completeStayNow(deps, refusedStay.reservationId);
    success(await claim(refusedStay.host, refusedStay.reservationId, '85.50'));
    success(await decideDepositClaim(deps, adminActor(), refusedStay.reservationId, 'refused'));
    expect(await orderOf(depositReferenceOf(refusedStay.reservationId))).toMatchObject({
      status: 'cancelled',
      capturedMinor: 0,
    });
    const receipt = await graphqlAs<{ securityDepositReceipt: Record<string, unknown> }>(
      app,
      refusedStay.guest,
      `query ($id: Int!) { securityDepositReceipt(reservationId: $id) {
        securityFee bondRefundStatus guestBondRefund securityDeposit { held claimDecision } } }`,
      { id: refusedStay.reservationId },
    );
    expect(receipt.securityDepositReceipt).toEqual({
      securityFee: 300,
      bondRefundStatus: 'completed',
      guestBondRefund: 300,
      securityDeposit: { held: true, claimDecision: 'refused' },
    });
  });

  it('releases an unclaimed deposit once the 7 days are over, not before, and only once', async () => {
    const { reservationId, reservation } = await completedStay();
    const end = claimWindowEnd(reservation.checkOut, reservation.timeZone);
    await releaseUnclaimedDeposits(deps, new Date(end - 1));
    expect((await findDeposit(db, reservationId))!.refundStatus).toBe('pending');
    await Promise.all([releaseUnclaimedDeposits(deps, new Date(end)), releaseUnclaimedDeposits(deps, new Date(end))]);
    expect(await findDeposit(db, reservationId)).toMatchObject({
      refundStatus: 'completed',
      refundedMinor: DEPOSIT_MINOR,
      claimStatus: 'noClaim',
    });
    expect((await orderOf(depositReferenceOf(reservationId))).refundedMinor).toBe(DEPOSIT_MINOR);
    const settled = await outboxEvents(
      db,
      SecurityDepositSettledSchema,
      (e) => e.reservationId === String(reservationId),
    );
    expect(settled.map((e) => e.outcome)).toEqual(['released']);
  });

  it('shows the deposit on the reservation row to guest and host and the receipt to nobody else', async () => {
    const { guest, host, reservationId } = await completedStay();
    success(await claim(host, reservationId, '85.50'));
    const RECEIPT = `query Receipt($id: Int!) { securityDepositReceipt(reservationId: $id) {
      id securityFee claimStatus claimedFee bondRefundStatus isBondRefund guestBondRefund hostBondPayout
      securityDeposit { held amount currency reason canClaim claimDecision paymentNotice } } }`;
    const asGuest = await graphqlAs<{ securityDepositReceipt: Record<string, unknown> }>(app, guest, RECEIPT, {
      id: reservationId,
    });
    expect(asGuest.securityDepositReceipt).toMatchObject({
      securityFee: 300,
      claimStatus: 'claimed',
      claimedFee: 85.5,
      bondRefundStatus: 'pending',
      isBondRefund: false,
      securityDeposit: {
        held: true,
        amount: 300,
        currency: 'EUR',
        reason: 'A broken lamp',
        canClaim: false,
        claimDecision: null,
        paymentNotice: 'Offline payment: no money moved.',
      },
    });
    const asHost = await graphqlAs<{ securityDepositReceipt: { id: number } }>(app, host, RECEIPT, {
      id: reservationId,
    });
    expect(asHost.securityDepositReceipt.id).toBe(reservationId);
    const asStranger = await graphqlAs<{ securityDepositReceipt: null }>(app, memberIdentity(), RECEIPT, {
      id: reservationId,
    });
    expect(asStranger.securityDepositReceipt).toBeNull();
  });

  it('answers the GraphQL claim in words, and refuses the admin calls to an admin without Manage Reservations', async () => {
    const { host, guest, reservationId } = await completedStay();
    const CLAIM = `mutation Claim($id: Int!, $fee: String!, $reason: String!) {
      claimSecurityDeposit(reservationId: $id, claimedFee: $fee, reason: $reason) {
        status errorMessage securityDeposit { claimStatus claimedFee canClaim } } }`;
    const byGuest = await graphqlAs<{ claimSecurityDeposit: unknown }>(app, guest, CLAIM, {
      id: reservationId,
      fee: '10',
      reason: 'x',
    });
    expect(byGuest.claimSecurityDeposit).toEqual({
      status: 403,
      errorMessage: DEPOSIT_TEXTS.notHost,
      securityDeposit: null,
    });
    const byHost = await graphqlAs<{ claimSecurityDeposit: unknown }>(app, host, CLAIM, {
      id: reservationId,
      fee: '10',
      reason: 'A chipped mug',
    });
    expect(byHost.claimSecurityDeposit).toEqual({
      status: 200,
      errorMessage: null,
      securityDeposit: { claimStatus: 'claimed', claimedFee: 10, canClaim: false },
    });
    const otherAdmin: Identity = {
      userId: randomUUID(),
      sessionId: randomUUID(),
      admin: { adminId: randomUUID(), isSuperAdmin: false, privilegeIds: [17] },
    };
    await expect(
      graphqlAs(
        app,
        otherAdmin,
        `mutation { approveSecurityDepositClaim(reservationId: ${reservationId}) { status } }`,
        {},
      ),
    ).rejects.toThrow(/FORBIDDEN|not allowed|privilege/i);
    const manager: Identity = { ...otherAdmin, admin: { ...otherAdmin.admin!, privilegeIds: [16] } };
    const list = await graphqlAs<{
      adminSecurityDepositClaims: { count: number; results: { reservation: { id: number } }[] };
    }>(
      app,
      manager,
      `{ adminSecurityDepositClaims(pageSize: 100) { count results { reservation { id } securityDeposit { claimedFee } } } }`,
      {},
    );
    expect(list.adminSecurityDepositClaims.results.map((r) => r.reservation.id)).toContain(reservationId);
    const approved = await graphqlAs<{ approveSecurityDepositClaim: unknown }>(
      app,
      manager,
      `mutation { approveSecurityDepositClaim(reservationId: ${reservationId}) { status securityDeposit { guestBondRefund hostBondPayout bondRefundStatus } } }`,
      {},
    );
    expect(approved.approveSecurityDepositClaim).toEqual({
      status: 200,
      securityDeposit: { guestBondRefund: 290, hostBondPayout: 10, bondRefundStatus: 'completed' },
    });
  });
});
