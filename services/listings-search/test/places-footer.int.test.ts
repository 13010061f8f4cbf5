// The footer's regional links of spec 000 §2 (/cities/texas … /cities/europe) against the demo data of a first
// `npm start` (decision 0044): each slug resolves to bounds that hold at least one live demo home.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBoundsBySlug } from '../src/db/places';
import { seedDemo } from '../src/db/seed';
import { FOOTER_REGION_SLUGS } from '../src/domain/place-names';
import { loadTestGazetteer } from './support/gazetteer';
import { listingsTestbed, SETUP_MS, type ListingsTestbed } from './support/testbed';

describe('the footer regions', () => {
  let bed: ListingsTestbed;
  let filesDir: string;
  beforeAll(async () => {
    bed = await listingsTestbed('places-footer');
    filesDir = await mkdtemp(path.join(tmpdir(), 'golightly-places-footer-'));
    await seedDemo(bed.db, { FILE_STORE_DIR: filesDir }, { log: () => undefined });
    await loadTestGazetteer(bed.db);
  }, SETUP_MS);
  afterAll(async () => {
    await bed?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it.each(FOOTER_REGION_SLUGS)('/cities/%s holds live demo homes', async (slug) => {
    const place = await placeBoundsBySlug(bed.db, slug);
    expect(place, slug).not.toBeNull();
    const { northeast, southwest } = place!.bounds;
    expect(southwest.lng).toBeLessThan(northeast.lng);
    const inside = await bed
      .db('listings')
      .where({ approval_status: 'approved', is_published: true })
      .whereBetween('lat', [southwest.lat, northeast.lat])
      .whereBetween('lng', [southwest.lng, northeast.lng])
      .select('id', 'city');
    expect(inside.length, `demo homes in ${slug}`).toBeGreaterThan(0);
  });

  it('puts Austin in Texas, Boston in New England, London in the UK and Lisbon in Europe, and not the other way', async () => {
    const cityIn = async (slug: string) => {
      const { northeast, southwest } = (await placeBoundsBySlug(bed.db, slug))!.bounds;
      const rows: { city: string }[] = await bed
        .db('listings')
        .whereBetween('lat', [southwest.lat, northeast.lat])
        .whereBetween('lng', [southwest.lng, northeast.lng])
        .distinct('city');
      return rows.map((row) => row.city);
    };
    expect(await cityIn('texas')).toContain('Austin');
    expect(await cityIn('texas')).not.toContain('Santa Fe');
    expect(await cityIn('new-england')).toContain('Boston');
    expect(await cityIn('uk')).toContain('London');
    expect(await cityIn('uk')).not.toContain('Lisbon');
    expect(await cityIn('europe')).toEqual(expect.arrayContaining(['Lisbon', 'Stockholm', 'London']));
    expect(await cityIn('europe')).not.toContain('Austin');
  });
});
