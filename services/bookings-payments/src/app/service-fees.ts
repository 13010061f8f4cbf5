// Use cases of the service fee settings (decision 0053): the site's guest and host fees (/siteadmin/settings/servicefees,
// Manage Site Service Fee) and each listing's own (/siteadmin/settings/property-servicefees, Manage Property Service
// Fee). Every change is checked with stay-rules' fee rules, made in one transaction with its admin log record, and
// priced into the next quote; a save that changes nothing records nothing.
import type { Knex } from '@golightly/db';
import { recordAdminAction, type AdminActionActor } from '@golightly/events';
import {
  checkServiceFees,
  SERVICE_FEE_TEXTS as T,
  type CheckedServiceFees,
  type ServiceFeeFieldError,
  type ServiceFeesInput,
} from '@golightly/stay-rules';
import { findEnabledCurrencies } from '../db/currencies';
import {
  deletePropertyFees,
  findPropertyFees,
  insertPropertyFees,
  listingKnown,
  listPropertyFees,
  readSiteFees,
  saveSiteFees,
  updatePropertyFees,
  type StoredFees,
  type StoredPropertyFees,
} from '../db/fees';
import { describeFeeChanges, feesText } from '../domain/service-fee-changes';
import { PRODUCER } from '../events/publish';

export const PROPERTY_FEE_TEXTS = {
  unknownListing: 'No listing has this number.',
  alreadySet: 'This listing already has its own service fees: edit them in the list.',
  notFound: 'These service fees were removed meanwhile.',
} as const;

/** A refusal: the sentence, and each field to correct (listId, guestType, guestValue, hostType, hostValue, currency). */
export interface FeeRefusal {
  status: 'invalid' | 'notFound';
  errorMessage: string;
  fieldErrors: { field: string; message: string }[];
}

export type SiteFeesOutcome = { status: 'success'; fees: StoredFees } | FeeRefusal;
export type PropertyFeesOutcome = { status: 'success'; fees: StoredPropertyFees } | FeeRefusal;

const invalid = (fieldErrors: ServiceFeeFieldError[] | FeeRefusal['fieldErrors']): FeeRefusal => ({
  status: 'invalid',
  errorMessage: T.nothingSaved,
  fieldErrors,
});

/** The input checked, and its currency one the club offers. */
async function checked(db: Knex, input: ServiceFeesInput): Promise<CheckedServiceFees | FeeRefusal> {
  const check = checkServiceFees(input);
  if (!check.ok) return invalid(check.errors);
  const offered = await findEnabledCurrencies(db);
  if (!offered.some((currency) => currency.code.trim() === check.value.currency)) {
    return invalid([{ field: 'currency', message: T.currencyNotOffered }]);
  }
  return check.value;
}

const isRefusal = (value: CheckedServiceFees | FeeRefusal): value is FeeRefusal => 'status' in value;

export const siteServiceFees = (db: Knex): Promise<StoredFees> => readSiteFees(db);

export async function updateSiteServiceFees(
  db: Knex,
  actor: AdminActionActor,
  input: ServiceFeesInput,
): Promise<SiteFeesOutcome> {
  const fees = await checked(db, input);
  if (isRefusal(fees)) return fees;
  return db.transaction(async (trx) => {
    const changes = describeFeeChanges(await readSiteFees(trx, true), fees);
    if (changes.length > 0) {
      await saveSiteFees(trx, fees);
      await recordAdminAction(trx, PRODUCER, actor, {
        action: 'service_fees.updated',
        area: 'settings',
        recordType: 'service_fees',
        recordId: 'site',
        summary: `Changed the site service fees: ${changes.join(', ')}`,
      });
    }
    return { status: 'success', fees: await readSiteFees(trx) };
  });
}

export const propertyServiceFees = (db: Knex): Promise<StoredPropertyFees[]> => listPropertyFees(db);

const listingName = (fees: StoredPropertyFees) =>
  `listing ${fees.listId}${fees.listingTitle ? ` (${fees.listingTitle})` : ''}`;

export async function addPropertyServiceFees(
  db: Knex,
  actor: AdminActionActor,
  listId: number,
  input: ServiceFeesInput,
): Promise<PropertyFeesOutcome> {
  const fees = await checked(db, input);
  const listingProblem = (await listingKnown(db, listId))
    ? null
    : { field: 'listId', message: PROPERTY_FEE_TEXTS.unknownListing };
  if (isRefusal(fees)) return listingProblem ? invalid([listingProblem, ...fees.fieldErrors]) : fees;
  if (listingProblem) return invalid([listingProblem]);
  return db.transaction(async (trx) => {
    const id = await insertPropertyFees(trx, listId, fees);
    if (id === undefined) return invalid([{ field: 'listId', message: PROPERTY_FEE_TEXTS.alreadySet }]);
    const added = (await findPropertyFees(trx, id))!;
    await recordAdminAction(trx, PRODUCER, actor, {
      action: 'property_service_fees.added',
      area: 'settings',
      recordType: 'property_service_fees',
      recordId: String(id),
      summary: `Set the service fees of ${listingName(added)}: ${feesText(fees)}`,
    });
    return { status: 'success', fees: added };
  });
}

const notFound = (): FeeRefusal => ({
  status: 'notFound',
  errorMessage: PROPERTY_FEE_TEXTS.notFound,
  fieldErrors: [],
});

export async function updatePropertyServiceFees(
  db: Knex,
  actor: AdminActionActor,
  id: number,
  input: ServiceFeesInput,
): Promise<PropertyFeesOutcome> {
  const fees = await checked(db, input);
  if (isRefusal(fees)) return fees;
  return db.transaction(async (trx) => {
    const before = await findPropertyFees(trx, id, true);
    if (!before) return notFound();
    const changes = describeFeeChanges(before, fees);
    if (changes.length === 0) return { status: 'success', fees: before };
    await updatePropertyFees(trx, id, fees);
    await recordAdminAction(trx, PRODUCER, actor, {
      action: 'property_service_fees.updated',
      area: 'settings',
      recordType: 'property_service_fees',
      recordId: String(id),
      summary: `Changed the service fees of ${listingName(before)}: ${changes.join(', ')}`,
    });
    return { status: 'success', fees: (await findPropertyFees(trx, id))! };
  });
}

export async function removePropertyServiceFees(
  db: Knex,
  actor: AdminActionActor,
  id: number,
): Promise<PropertyFeesOutcome> {
  return db.transaction(async (trx) => {
    const before = await findPropertyFees(trx, id, true);
    if (!before || !(await deletePropertyFees(trx, id))) return notFound();
    await recordAdminAction(trx, PRODUCER, actor, {
      action: 'property_service_fees.removed',
      area: 'settings',
      recordType: 'property_service_fees',
      recordId: String(id),
      summary: `Removed the service fees of ${listingName(before)} (it is priced with the site's again): ${feesText(before)}`,
    });
    return { status: 'success', fees: before };
  });
}
