// Use case: a member adds a co-host to her account, who is e-mailed a link to choose her password (decision 0010).
import { countCoHosts, COHOSTS_PER_MEMBER, lockAccountOwner } from '../db/membership';
import { EmailTakenError } from '../db/users';
import { validateNewAccount, type NewAccountInput } from '../domain/membership';
import { REGISTRATION_MESSAGES, type FieldError } from '../domain/registration';
import { insertAccountForOtherWithLink, normalisedNewAccount, type CreatedAccount } from './account-for-other';
import type { AccountsDeps } from './deps';

export type AddCoHostOutcome =
  | { status: 'success'; coHost: CreatedAccount }
  | { status: 'other'; message: string; fieldErrors: FieldError[] }
  | { status: 'email' | 'limit'; message: string }
  | { status: 'hostGone' };

/** The host is locked first, so two additions at once cannot take her past the co-host limit. */
export async function addCoHost(deps: AccountsDeps, hostId: string, input: NewAccountInput): Promise<AddCoHostOutcome> {
  const fieldErrors = validateNewAccount(input);
  if (fieldErrors.length > 0) return { status: 'other', message: fieldErrors[0]!.message, fieldErrors };
  try {
    return await deps.db.transaction(async (trx): Promise<AddCoHostOutcome> => {
      const host = await lockAccountOwner(trx, hostId);
      if (!host) return { status: 'hostGone' };
      if ((await countCoHosts(trx, hostId)) >= COHOSTS_PER_MEMBER)
        return { status: 'limit', message: `You can have at most ${COHOSTS_PER_MEMBER} co-hosts.` };
      const created = await insertAccountForOtherWithLink(trx, deps, normalisedNewAccount(input), 'coHost', {
        userId: hostId,
        firstName: host.firstName,
      });
      return 'status' in created ? created : { status: 'success', coHost: created };
    });
  } catch (error) {
    if (error instanceof EmailTakenError) return { status: 'email', message: REGISTRATION_MESSAGES.email };
    throw error;
  }
}
