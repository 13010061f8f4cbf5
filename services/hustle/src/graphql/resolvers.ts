// Resolvers of the hustle subgraph.
import type { Resolvers } from '@golightly/service-kit';
import { findJob } from '../db/jobs';
import { toGraph } from '../domain/job';

const openJob = async (db: Parameters<typeof findJob>[0], id: number) => {
  const job = await findJob(db, id);
  return job?.isEnabled ? toGraph(job) : null;
};

export const resolvers: Resolvers = {
  Query: { job: (_parent, args: { id: number }, { db }) => openJob(db, args.id) },
  Job: { __resolveReference: (reference: { id: number }, { db }) => openJob(db, reference.id) },
};
