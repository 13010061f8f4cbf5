// Area resolvers of accounts (filled by its issue-4 work item).
import type { Resolvers } from '@golightly/service-kit';
import type { AccountsServices } from '../context';

export function profileEditResolvers(_services: AccountsServices): Resolvers {
  return {};
}
