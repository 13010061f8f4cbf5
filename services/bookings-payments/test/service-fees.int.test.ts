// The service fee settings on a real database (issue 16 item 5, decision 0053): an admin with Manage Site Service Fee
// changes the site's fees through the subgraph, checked with stay-rules' fee rules, each real change in the admin log
// in its transaction and the next quote priced with it; an admin with Manage Property Service Fee gives one listing
// its own fees (at most one set, even when two admins add at once), which its quotes use until they are removed.
import { randomUUID } from 'node:crypto';
import { createKnex, type Knex } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { AdminActionRecordedSchema } from '@golightly/proto';
import { createLogger, type Identity } from '@golightly/service-kit';
import { SERVICE_FEE_TEXTS } from '@golightly/stay-rules';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { PROPERTY_FEE_TEXTS } from '../src/app/service-fees';
import { quoteStay } from '../src/app/quote-stay';
import type { PricedQuote } from '../src/domain/quote';
import { graphqlAs, IDENTITY_SECRET, liveListing, memberIdentity, outboxEvents, stayDates } from './support/booking';

/** Spec 000 §6: Manage Site Service Fee opens /siteadmin/settings/servicefees, Manage Property Service Fee the other. */
const MANAGE_SITE_SERVICE_FEE = 20;
const MANAGE_PROPERTY_SERVICE_FEE = 21;

const adminWith = (privilegeIds: number[]): Identity => ({
  userId: randomUUID(),
  sessionId: randomUUID(),
  admin: { adminId: randomUUID(), isSuperAdmin: false, privilegeIds },
});

const SITE = `{ getServiceFees { id guestType guestValue hostType hostValue currency status } }`;
const UPDATE_SITE = `mutation ($fees: ServiceFeesInput!) {
  updateServiceFees(fees: $fees) { status errorMessage fieldErrors { field message }
    serviceFees { guestType guestValue hostType hostValue currency } } }`;
const PROPERTY_RESULT = `status errorMessage fieldErrors { field message }
  propertyServiceFee { id listId listingTitle guestPropertyType guestPropertyValue hostPropertyType hostPropertyValue currency }`;
const ADD = `mutation ($listId: Int!, $fees: ServiceFeesInput!) { addPropertyServiceFee(listId: $listId, fees: $fees) { ${PROPERTY_RESULT} } }`;
const EDIT = `mutation ($id: Int!, $fees: ServiceFeesInput!) { updatePropertyServiceFee(id: $id, fees: $fees) { ${PROPERTY_RESULT} } }`;
const REMOVE = `mutation ($id: Int!) { removePropertyServiceFee(id: $id) { ${PROPERTY_RESULT} } }`;
const LIST = `{ getPropertyServiceFees { id listId listingTitle guestPropertyValue } }`;

interface PropertyResult {
  status: string;
  errorMessage: string | null;
  fieldErrors: { field: string; message: string }[];
  propertyServiceFee: { id: number; listId: number; listingTitle: string; guestPropertyValue: number } | null;
}

const fees = (change: Record<string, string> = {}) => ({
  guestType: 'percentage',
  guestValue: '12',
  hostType: 'percentage',
  hostValue: '3',
  currency: 'USD',
  ...change,
});

/** The stay before tax a percentage fee is of: the charged lines before tax and fees, less discounts. */
const stayBeforeTax = (quote: PricedQuote) =>
  quote.lines
    .filter((line) => ['nights', 'extra-guests', 'cleaning', 'pet-fee'].includes(line.kind) || line.deducted)
    .reduce((sum, line) => sum + (line.deducted ? -line.amountMinor : line.amountMinor), 0);

const serviceFeeLine = (quote: PricedQuote) => quote.lines.find((line) => line.kind === 'service-fee')?.amountMinor;

describe('service fee settings', () => {
  let database: TestDatabase;
  let db: Knex;
  let app: FastifyInstance;
  const siteDesk = adminWith([MANAGE_SITE_SERVICE_FEE]);
  const propertyDesk = adminWith([MANAGE_PROPERTY_SERVICE_FEE]);

  async function priced(listId: number): Promise<PricedQuote> {
    const answer = await quoteStay(db, memberIdentity(), {
      listId,
      ...stayDates(),
      guests: { women: 1, men: 0, children: 0, others: 0, infants: 0 },
      pets: 0,
      bookingProtection: false,
      displayCurrency: null,
    });
    if (!answer.ok) throw new Error(answer.message);
    return answer.quote;
  }

  const loggedActions = async () =>
    (await outboxEvents(db, AdminActionRecordedSchema)).map((event) => ({
      action: event.action,
      privilegeId: event.privilegeId,
      recordId: event.recordId,
      summary: event.summary,
    }));

  beforeAll(async () => {
    database = await createTestDatabase('bookings_service_fees', subgraph.migrations);
    db = database.db;
    app = await subgraph.buildApp({
      db: createKnex(database.url, { poolMax: 4 }),
      identitySecret: IDENTITY_SECRET,
      logger: createLogger('bookings-service-fees-test', 'silent'),
      env: Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('STRIPE_'))),
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('saves new site fees, logs the change once, and prices the next quote with them', async () => {
    const { listId } = await liveListing(db);
    const before = await priced(listId);
    expect(serviceFeeLine(before)).toBe(Math.round(stayBeforeTax(before) * 0.12));

    const { updateServiceFees } = await graphqlAs<{ updateServiceFees: Record<string, unknown> }>(
      app,
      siteDesk,
      UPDATE_SITE,
      { fees: fees({ guestValue: '10', hostType: 'fixed', hostValue: '25.00', currency: 'eur' }) },
    );
    expect(updateServiceFees).toEqual({
      status: 'success',
      errorMessage: null,
      fieldErrors: [],
      serviceFees: { guestType: 'percentage', guestValue: 10, hostType: 'fixed', hostValue: 25, currency: 'EUR' },
    });
    // Saved again unchanged: nothing more in the log.
    await graphqlAs(app, siteDesk, UPDATE_SITE, {
      fees: fees({ guestValue: '10.0', hostType: 'fixed', hostValue: '25', currency: 'EUR' }),
    });
    expect(await loggedActions()).toEqual([
      {
        action: 'service_fees.updated',
        privilegeId: MANAGE_SITE_SERVICE_FEE,
        recordId: 'site',
        summary: 'Changed the site service fees: guest fee 12 % → 10 %, host fee 3 % → 25 EUR, currency USD → EUR',
      },
    ]);

    const after = await priced(listId);
    expect(serviceFeeLine(after)).toBe(Math.round(stayBeforeTax(after) * 0.1));
    // The listing prices in EUR: the host's fixed 25 EUR is 2,500 cents.
    expect(after.hostServiceFeeMinor).toBe(2_500);
    expect(await graphqlAs(app, siteDesk, SITE, {})).toEqual({
      getServiceFees: {
        id: 1,
        guestType: 'percentage',
        guestValue: 10,
        hostType: 'fixed',
        hostValue: 25,
        currency: 'EUR',
        status: 'enabled',
      },
    });
  });

  it('refuses negative, too high and unknown values with each field marked, and changes nothing', async () => {
    const stored = await graphqlAs(app, siteDesk, SITE, {});
    const { updateServiceFees } = await graphqlAs<{ updateServiceFees: Record<string, unknown> }>(
      app,
      siteDesk,
      UPDATE_SITE,
      { fees: fees({ guestValue: '-5', hostValue: '100.5', currency: 'XXX' }) },
    );
    expect(updateServiceFees).toEqual({
      status: 'invalid',
      errorMessage: SERVICE_FEE_TEXTS.nothingSaved,
      fieldErrors: [
        { field: 'guestValue', message: SERVICE_FEE_TEXTS.valueFormat },
        { field: 'hostValue', message: SERVICE_FEE_TEXTS.percentTooHigh },
      ],
      serviceFees: null,
    });
    const currency = await graphqlAs<{ updateServiceFees: Record<string, unknown> }>(app, siteDesk, UPDATE_SITE, {
      fees: fees({ currency: 'XXX' }),
    });
    expect(currency.updateServiceFees.fieldErrors).toEqual([
      { field: 'currency', message: SERVICE_FEE_TEXTS.currencyNotOffered },
    ]);
    expect(await graphqlAs(app, siteDesk, SITE, {})).toEqual(stored);
  });

  it("refuses the site's fees to an admin without Manage Site Service Fee, and a listing's to one without its own", async () => {
    await expect(graphqlAs(app, propertyDesk, UPDATE_SITE, { fees: fees() })).rejects.toThrow(/FORBIDDEN|privilege/i);
    await expect(graphqlAs(app, siteDesk, LIST, {})).rejects.toThrow(/FORBIDDEN|privilege/i);
    await expect(graphqlAs(app, memberIdentity(), SITE, {})).rejects.toThrow();
  });

  it("prices a listing with its own fees until they are removed; another listing keeps the site's", async () => {
    const own = await liveListing(db, { title: 'Loft by the river' });
    const other = await liveListing(db);
    const site = await graphqlAs<{ getServiceFees: { guestValue: number } }>(app, siteDesk, SITE, {});
    const sitePercent = site.getServiceFees.guestValue / 100;

    const add = (listId: number, change: Record<string, string> = {}) =>
      graphqlAs<{ addPropertyServiceFee: PropertyResult }>(app, propertyDesk, ADD, {
        listId,
        fees: fees({ guestValue: '5', hostValue: '1', ...change }),
      });
    // Two admins add at once: one set is stored, the other is told to edit it.
    const [first, second] = await Promise.all([add(own.listId), add(own.listId, { guestValue: '6' })]);
    const outcomes = [first.addPropertyServiceFee, second.addPropertyServiceFee];
    expect(outcomes.map((o) => o.status).sort()).toEqual(['invalid', 'success']);
    expect(outcomes.find((o) => o.status === 'invalid')?.fieldErrors).toEqual([
      { field: 'listId', message: PROPERTY_FEE_TEXTS.alreadySet },
    ]);
    const added = outcomes.find((o) => o.status === 'success')!.propertyServiceFee!;
    expect(added).toMatchObject({ listId: own.listId, listingTitle: 'Loft by the river' });

    await graphqlAs(app, propertyDesk, EDIT, { id: added.id, fees: fees({ guestValue: '7.5', hostValue: '1' }) });
    const ownQuote = await priced(own.listId);
    expect(serviceFeeLine(ownQuote)).toBe(Math.round(stayBeforeTax(ownQuote) * 0.075));
    const otherQuote = await priced(other.listId);
    expect(serviceFeeLine(otherQuote)).toBe(Math.round(stayBeforeTax(otherQuote) * sitePercent));
    expect(
      (await graphqlAs<{ getPropertyServiceFees: unknown[] }>(app, propertyDesk, LIST, {})).getPropertyServiceFees,
    ).toContainEqual({ id: added.id, listId: own.listId, listingTitle: 'Loft by the river', guestPropertyValue: 7.5 });

    const removed = await graphqlAs<{ removePropertyServiceFee: PropertyResult }>(app, propertyDesk, REMOVE, {
      id: added.id,
    });
    expect(removed.removePropertyServiceFee.status).toBe('success');
    const again = await priced(own.listId);
    expect(serviceFeeLine(again)).toBe(Math.round(stayBeforeTax(again) * sitePercent));
    const twice = await graphqlAs<{ removePropertyServiceFee: PropertyResult }>(app, propertyDesk, REMOVE, {
      id: added.id,
    });
    expect(twice.removePropertyServiceFee).toMatchObject({
      status: 'notFound',
      errorMessage: PROPERTY_FEE_TEXTS.notFound,
    });

    const logged = (await loggedActions()).filter((entry) => entry.recordId === String(added.id));
    expect(logged.map((entry) => [entry.action, entry.privilegeId])).toEqual([
      ['property_service_fees.added', MANAGE_PROPERTY_SERVICE_FEE],
      ['property_service_fees.updated', MANAGE_PROPERTY_SERVICE_FEE],
      ['property_service_fees.removed', MANAGE_PROPERTY_SERVICE_FEE],
    ]);
    expect(logged[1]!.summary).toBe(
      `Changed the service fees of listing ${own.listId} (Loft by the river): guest fee ${outcomes.find((o) => o.status === 'success')!.propertyServiceFee!.guestPropertyValue} % → 7.5 %`,
    );
  });

  it('refuses a listing bookings has never heard of', async () => {
    const { addPropertyServiceFee } = await graphqlAs<{ addPropertyServiceFee: PropertyResult }>(
      app,
      propertyDesk,
      ADD,
      { listId: 987_654, fees: fees() },
    );
    expect(addPropertyServiceFee).toMatchObject({
      status: 'invalid',
      fieldErrors: [{ field: 'listId', message: PROPERTY_FEE_TEXTS.unknownListing }],
      propertyServiceFee: null,
    });
  });
});
