// Views of a listing page (spec 001 §9 "views counted over the past week"; decision 0037): a view is counted once per
// viewer per day, a visitor by a salted hash of her address under a salt that lives for one day only.
import { createHmac, randomBytes } from 'node:crypto';
import { findListing } from '../db/listings';
import { countViews, daySalt, insertView, pruneViews } from '../db/listing-page';
import type { Viewer } from '../domain/listing';
import { VIEW_WINDOW_DAYS, viewCounter } from '../domain/listing-views';
import type { ListingsDeps } from './deps';

const MS_PER_DAY = 86_400_000;
/** The UTC day of an instant, 'YYYY-MM-DD'. */
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
/** The first day of the past week that ends on the day of `at`. */
const weekStart = (at: number) => utcDay(at - (VIEW_WINDOW_DAYS - 1) * MS_PER_DAY);

/**
 * Counts the caller's view of a live listing's page: true when it is her first today, false when she was counted
 * already, or is not counted (its host, an admin, a listing not live or not there).
 */
export async function recordListingView(
  deps: ListingsDeps,
  viewer: Viewer,
  clientAddress: string,
  listId: number,
  now = Date.now(),
): Promise<boolean> {
  const listing = await findListing(deps.db, listId);
  const counter = listing ? viewCounter(listing, viewer, clientAddress) : null;
  if (!listing || !counter) return false;
  const day = utcDay(now);
  let key: string;
  if (counter.kind === 'member') key = `m:${counter.userId}`;
  else {
    const salt = await daySalt(deps.db, day, randomBytes(32));
    key = `v:${createHmac('sha256', salt).update(counter.address).digest('hex')}`;
  }
  const counted = await insertView(deps.db, listing.id, day, key);
  if (counted) await pruneViews(deps.db, listing.id, weekStart(now));
  return counted;
}

/** Views of the past week: today (UTC) and the six days before, each viewer once a day. */
export const viewsLastWeek = (deps: ListingsDeps, listId: number, now = Date.now()): Promise<number> =>
  countViews(deps.db, listId, weekStart(now));
