// Queries of the jobs table.
import type { Knex } from '@golightly/db';
import type { JobRecord } from '../domain/job';

export async function findJob(db: Knex, id: number): Promise<JobRecord | undefined> {
  return db('jobs')
    .select({
      id: 'id',
      postedBy: 'posted_by',
      title: 'title',
      company: 'company',
      location: 'location',
      isEnabled: 'is_enabled',
    })
    .where({ id })
    .first();
}
