// Queries of the reviews table (migration 0014) and of each listing's review version.
import type { Knex } from '@golightly/db';
import type { ReviewAuthorRole, ReviewRecord, ReviewSide } from '../domain/review';

const columns = {
  id: 'id',
  listId: 'list_id',
  reservationId: 'reservation_id',
  authorRole: 'author_role',
  authorId: 'author_id',
  subjectId: 'subject_id',
  authorName: 'author_name',
  rating: 'rating',
  text: 'review_text',
  hidden: 'hidden',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

const asRecord = (row: Record<string, unknown>): ReviewRecord => ({
  ...(row as unknown as ReviewRecord),
  id: Number(row.id),
});
const reviews = (db: Knex) => db('reviews').select(columns);

export interface NewReview {
  listId: number;
  reservationId: number | null;
  authorRole: ReviewAuthorRole;
  authorId: string;
  subjectId: string | null;
  authorName?: string;
  rating: number;
  text: string;
}

/** Stores a review; undefined when that side of the stay already has one (the unique index decides under concurrency). */
export async function insertReview(trx: Knex.Transaction, review: NewReview): Promise<ReviewRecord | undefined> {
  const rows = await trx('reviews')
    .insert({
      list_id: review.listId,
      reservation_id: review.reservationId,
      author_role: review.authorRole,
      author_id: review.authorId,
      subject_id: review.subjectId,
      author_name: review.authorName ?? '',
      rating: review.rating,
      review_text: review.text,
    })
    .onConflict(trx.raw('(reservation_id, author_role) where reservation_id is not null'))
    .ignore()
    .returning(Object.entries(columns).map(([key, column]) => `${column} as ${key}`));
  return rows[0] ? asRecord(rows[0]) : undefined;
}

export async function findReview(db: Knex, id: number): Promise<ReviewRecord | undefined> {
  const row = await reviews(db).where({ id }).first();
  return row && asRecord(row);
}

export async function lockReview(trx: Knex.Transaction, id: number): Promise<ReviewRecord | undefined> {
  const row = await reviews(trx).where({ id }).forUpdate().first();
  return row && asRecord(row);
}

export async function updateReview(
  trx: Knex.Transaction,
  id: number,
  change: Partial<Pick<ReviewRecord, 'rating' | 'text' | 'hidden' | 'authorName'>>,
): Promise<ReviewRecord> {
  const [row] = await trx('reviews')
    .where({ id })
    .update({
      ...(change.rating !== undefined ? { rating: change.rating } : {}),
      ...(change.text !== undefined ? { review_text: change.text } : {}),
      ...(change.hidden !== undefined ? { hidden: change.hidden } : {}),
      ...(change.authorName !== undefined ? { author_name: change.authorName } : {}),
      updated_at: trx.fn.now(),
    })
    .returning(Object.entries(columns).map(([key, column]) => `${column} as ${key}`));
  return asRecord(row);
}

export const deleteReview = (trx: Knex.Transaction, id: number) => trx('reviews').where({ id }).delete();

/** The sides of the stay already reviewed. */
export async function writtenSides(db: Knex, reservationId: number): Promise<ReviewSide[]> {
  const rows: { author_role: ReviewSide }[] = await db('reviews')
    .where({ reservation_id: reservationId })
    .select('author_role');
  return rows.map((row) => row.author_role);
}

export interface ListingRatingRow {
  count: number;
  sum: number;
  version: number;
}

/**
 * Takes the listing's next review version, locking its row until the transaction ends so one listing's changes are
 * counted one at a time, and counts its rating as it now stands (countsForListing's rule, in SQL).
 */
export async function nextListingRating(trx: Knex.Transaction, listId: number): Promise<ListingRatingRow> {
  const { rows } = await trx.raw(
    `insert into listing_review_versions (list_id, version) values (?, 1)
     on conflict (list_id) do update set version = listing_review_versions.version + 1
     returning version`,
    [listId],
  );
  const counted = await trx('reviews')
    .where({ list_id: listId, hidden: false })
    .whereNot({ author_role: 'host' })
    .select(trx.raw('count(*)::int as count'), trx.raw('coalesce(sum(rating), 0)::int as sum'))
    .first();
  return { count: counted.count, sum: counted.sum, version: Number(rows[0].version) };
}

export interface ReviewFilter {
  listId?: number;
  subjectId?: string;
  authorId?: string;
  authorRole?: ReviewAuthorRole;
  /** Members' reviews only (guests' and hosts'). */
  membersOnly?: boolean;
  /** Reviews of the home only (guests' and admins'): a host's review is about her guest. */
  homeOnly?: boolean;
  includeHidden?: boolean;
}

export async function listReviews(
  db: Knex,
  filter: ReviewFilter,
  page = 1,
  pageSize = 50,
): Promise<{ count: number; results: ReviewRecord[] }> {
  const where = (query: Knex.QueryBuilder) => {
    if (filter.listId !== undefined) query.where('list_id', filter.listId);
    if (filter.subjectId !== undefined) query.where('subject_id', filter.subjectId);
    if (filter.authorId !== undefined) query.where('author_id', filter.authorId);
    if (filter.authorRole !== undefined) query.where('author_role', filter.authorRole);
    if (filter.membersOnly) query.whereNot('author_role', 'admin');
    if (filter.homeOnly) query.whereNot('author_role', 'host');
    if (!filter.includeHidden) query.where('hidden', false);
    return query;
  };
  const [{ count }] = await where(db('reviews').count<{ count: string }[]>('* as count'));
  const rows = await where(reviews(db))
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(pageSize)
    .offset((Math.max(page, 1) - 1) * pageSize);
  return { count: Number(count), results: rows.map(asRecord) };
}

/** Her completed stays (as guest or host) that still lack her review, newest first. */
export async function staysAwaitingReview(
  db: Knex,
  userId: string,
): Promise<{ reservationId: number; listId: number; listingTitle: string; checkOut: string; side: ReviewSide }[]> {
  const { rows } = await db.raw(
    `select r.id as "reservationId", r.listing_id as "listId", r.listing_title as "listingTitle",
            to_char(r.check_out, 'YYYY-MM-DD') as "checkOut",
            case when r.host_id = :userId then 'host' else 'guest' end as side
       from reservations r
      where r.reservation_state = 'completed'
        and (r.guest_id = :userId or r.host_id = :userId)
        and not exists (
          select 1 from reviews v
           where v.reservation_id = r.id
             and v.author_role = case when r.host_id = :userId then 'host' else 'guest' end)
      order by r.check_out desc, r.id desc
      limit 50`,
    { userId },
  );
  return rows;
}
