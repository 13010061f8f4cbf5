// The payout-method calls of /user/payout and /user/addpayout (decision 0059): thin calls of app/payout-methods, the
// signed-in host's own methods only; a visitor, an admin session, a co-host and the reserved account are refused.
import { publicError, requireMember, type Identity } from '@golightly/service-kit';
import type { AccountType } from '@golightly/payout-rules';
import {
  addPayoutMethod,
  listPayoutMethods,
  removePayoutMethod,
  setDefaultPayoutMethod,
  type PayoutMethodOutcome,
} from '../app/payout-methods';
import type { PayoutMethodRecord } from '../db/payout-methods';
import { BANK_ACCOUNT_METHOD, payoutOwnerRefusal } from '../domain/payout-methods';
import type { MutationResolvers, QueryResolvers } from './gen/resolver-types';

/** The host whose payout methods these are, or a thrown refusal. */
function payoutOwner(identity: Identity | null | undefined): string {
  const userId = requireMember(identity, { to: 'manage payout methods' });
  const refusal = payoutOwnerRefusal(identity!);
  if (refusal) throw publicError(refusal, 'FORBIDDEN');
  return userId;
}

const payoutView = (method: PayoutMethodRecord) => ({
  id: method.id,
  methodId: method.methodId,
  paymentMethod: { ...BANK_ACCOUNT_METHOD },
  userId: method.userId,
  payEmail: method.payEmail,
  address1: method.address1,
  address2: method.address2,
  city: method.city,
  state: method.state,
  country: method.country,
  zipcode: method.zipcode,
  currency: method.currency,
  default: method.isDefault,
  createdAt: method.createdAt.toISOString(),
  status: method.status,
  accountType: method.accountType,
  holderName: method.holderName,
  last4: method.last4,
  provider: method.provider,
});

const resultView = (outcome: PayoutMethodOutcome) =>
  outcome.status === 'success'
    ? { status: 'success', fieldErrors: [], payout: payoutView(outcome.method), notice: outcome.notice }
    : { status: outcome.status, errorMessage: outcome.errorMessage, fieldErrors: outcome.fieldErrors };

export const payoutMethodQueries: Pick<QueryResolvers, 'getPayouts'> = {
  getPayouts: async (_parent, _args, { db, identity }) =>
    (await listPayoutMethods(db, payoutOwner(identity))).map(payoutView),
};

export const payoutMethodMutations: Pick<MutationResolvers, 'addPayout' | 'setDefaultPayout' | 'removePayout'> = {
  addPayout: async (_parent, { input }, { db, identity }) => {
    const userId = payoutOwner(identity);
    const accountType: AccountType = input.accountType === 'company' ? 'company' : 'individual';
    const outcome = await addPayoutMethod(db, userId, {
      details: {
        accountType,
        companyName: input.companyName ?? undefined,
        firstName: input.firstName,
        lastName: input.lastName,
        routingNumber: input.routingNumber ?? undefined,
        accountNumber: input.accountNumber ?? undefined,
        confirmAccountNumber: input.confirmAccountNumber ?? undefined,
        iban: input.iban ?? undefined,
        confirmIban: input.confirmIban ?? undefined,
        ssnLast4: input.ssnLast4 ?? undefined,
        sortCode: input.sortCode ?? undefined,
        transitNumber: input.transitNumber ?? undefined,
        institutionNumber: input.institutionNumber ?? undefined,
        bsb: input.bsb ?? undefined,
      },
      address1: input.address1,
      address2: input.address2,
      city: input.city,
      state: input.state,
      country: input.country,
      zipcode: input.zipcode,
      currency: input.currency,
      makeDefault: input.makeDefault,
    });
    return resultView(outcome);
  },
  setDefaultPayout: async (_parent, { id }, { db, identity }) =>
    resultView(await setDefaultPayoutMethod(db, payoutOwner(identity), id)),
  removePayout: async (_parent, { id }, { db, identity }) =>
    resultView(await removePayoutMethod(db, payoutOwner(identity), id)),
};
