// Resolvers of the hustle subgraph, typed from its SDL (src/graphql/gen/resolver-types.ts).
import { findJob } from '../db/jobs';
import { toGraph } from '../domain/job';
import type { Resolvers } from './gen/resolver-types';

const openJob = async (db: Parameters<typeof findJob>[0], id: number) => {
  const job = await findJob(db, id);
  return job?.isEnabled ? toGraph(job) : null;
};

export const resolvers: Resolvers = {
  Query: { job: (_parent, args, { db }) => openJob(db, args.id) },
  Job: { __resolveReference: (reference, { db }) => openJob(db, reference.id) },
};
