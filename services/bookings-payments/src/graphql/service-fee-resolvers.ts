// The service fee settings screens' fields (decision 0053): thin calls of the use cases in app/service-fees, the
// actor for the admin log read from each field's own @adminPrivilege mark.
import { adminActorFor } from '@golightly/service-kit';
import type { StoredFees, StoredPropertyFees } from '../db/fees';
import {
  addPropertyServiceFees,
  propertyServiceFees,
  removePropertyServiceFees,
  siteServiceFees,
  updatePropertyServiceFees,
  updateSiteServiceFees,
  type FeeRefusal,
} from '../app/service-fees';
import type { MutationResolvers, QueryResolvers } from './gen/resolver-types';

/** The site has one set of fees: spec 000 §3 gives it an id, always 1. */
const SITE_FEES_ID = 1;

const serviceFeesView = (fees: StoredFees) => ({
  id: SITE_FEES_ID,
  guestType: fees.guestType,
  guestValue: Number(fees.guestValue),
  hostType: fees.hostType,
  hostValue: Number(fees.hostValue),
  currency: fees.currency,
  status: 'enabled',
  updatedAt: fees.updatedAt.toISOString(),
});

const propertyFeeView = (fees: StoredPropertyFees) => ({
  id: fees.id,
  listId: fees.listId,
  listingTitle: fees.listingTitle,
  listingCity: fees.listingCity,
  guestPropertyType: fees.guestType,
  guestPropertyValue: Number(fees.guestValue),
  hostPropertyType: fees.hostType,
  hostPropertyValue: Number(fees.hostValue),
  currency: fees.currency,
  status: 'enabled',
  updatedAt: fees.updatedAt.toISOString(),
});

const refusalView = (refusal: FeeRefusal) => ({
  status: refusal.status,
  errorMessage: refusal.errorMessage,
  fieldErrors: refusal.fieldErrors,
});

const propertyResult = (outcome: Awaited<ReturnType<typeof addPropertyServiceFees>>) =>
  outcome.status === 'success'
    ? { status: outcome.status, fieldErrors: [], propertyServiceFee: propertyFeeView(outcome.fees) }
    : refusalView(outcome);

export const serviceFeeQueries: Pick<QueryResolvers, 'getServiceFees' | 'getPropertyServiceFees'> = {
  getServiceFees: async (_parent, _args, { db }) => serviceFeesView(await siteServiceFees(db)),
  getPropertyServiceFees: async (_parent, _args, { db }) => (await propertyServiceFees(db)).map(propertyFeeView),
};

export const serviceFeeMutations: Pick<
  MutationResolvers,
  'updateServiceFees' | 'addPropertyServiceFee' | 'updatePropertyServiceFee' | 'removePropertyServiceFee'
> = {
  updateServiceFees: async (_parent, args, ctx, info) => {
    const outcome = await updateSiteServiceFees(ctx.db, adminActorFor(ctx, info), args.fees);
    return outcome.status === 'success'
      ? { status: outcome.status, fieldErrors: [], serviceFees: serviceFeesView(outcome.fees) }
      : refusalView(outcome);
  },
  addPropertyServiceFee: async (_parent, args, ctx, info) =>
    propertyResult(await addPropertyServiceFees(ctx.db, adminActorFor(ctx, info), args.listId, args.fees)),
  updatePropertyServiceFee: async (_parent, args, ctx, info) =>
    propertyResult(await updatePropertyServiceFees(ctx.db, adminActorFor(ctx, info), args.id, args.fees)),
  removePropertyServiceFee: async (_parent, args, ctx, info) =>
    propertyResult(await removePropertyServiceFees(ctx.db, adminActorFor(ctx, info), args.id)),
};
