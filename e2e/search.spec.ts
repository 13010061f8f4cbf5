// Search (issue 15) in a real browser against the stack of `npm start` and its demo listings: a member picks a city
// with the place picker, chooses dates and two filters, pans the map and sees the results follow it, then opens a
// home from its price marker; at 1440 px and, with the list/map switch, at 375 px. Tiles come from serveMapTiles.
import { expect, test, type Page } from '@playwright/test';
import { createMember, graphql } from './support/fixtures';
import { serveMapTiles } from './support/map-tiles';
import { keepScreenshot, logIn } from './support/members';
import { EXPLORE_CITIES, EXPLORE_REGIONS } from '../web/src/routes/cities/explore-places';

test.describe.configure({ timeout: 180_000 });

/** A city of the demo listings with several live homes: the one most of the first results are in. */
async function demoCity(testInfo: Parameters<typeof graphql>[0]): Promise<string> {
  const { SearchListing } = await graphql<{ SearchListing: { results: { city: string }[] } }>(
    testInfo,
    'query { SearchListing(personCapacity: 1, currentPage: 1) { results { city } } }',
    {},
  );
  const counts = new Map<string, number>();
  for (const { city } of SearchListing.results) counts.set(city, (counts.get(city) ?? 0) + 1);
  const [city] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!city) throw new Error('the demo seed has no live listing');
  return city;
}

/** A finger's swipe across the page, as a phone's touch screen sends it (Chromium's touch events, not the mouse's). */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 12) {
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= steps; step += 1) {
    const at = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}

/** YYYY-MM-DD, `days` from today. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /^(\d+ homes?|No homes match)$/ });

test('a member searches a city with dates and two filters, pans the map and opens a home from a marker @layout', async ({
  page,
  isMobile,
}, testInfo) => {
  await serveMapTiles(page);
  const city = await demoCity(testInfo);
  const member = await createMember(testInfo, 'Searcher');
  await page.goto('/');
  await logIn(page, isMobile, member.email, member.password);

  await page.goto('/s');
  const bar = page.getByRole('search', { name: 'Search homes' });
  await bar.getByLabel('Check-in').fill(dayFromNow(60));
  await bar.getByLabel('Check-out').fill(dayFromNow(63));
  const where = bar.getByRole('combobox', { name: 'Where' });
  await where.fill(city);
  const option = page.getByRole('option').filter({ hasText: city }).first();
  await option.click();
  // Picking a place searches it at once, with the dates already chosen.
  await expect(where).toHaveValue(new RegExp(`^${city}`));
  await expect(page).toHaveURL(/\/s\/refinement_paths\?address=.*&chosen=true&startDate=.*&endDate=.*&sw_lat=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(city);
  await expect(resultCount(page)).toBeVisible({ timeout: 20_000 });

  // Two filters from the more-filters dialog: at least one bed, and a lowest price (the slider's top: no limit).
  await page.getByRole('button', { name: 'More filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'More filters' });
  await expect(dialog.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('max', '1000');
  await keepScreenshot(page, testInfo, 'search-filters');
  await dialog.getByRole('combobox', { name: 'Beds' }).selectOption('1');
  await dialog.getByRole('slider', { name: 'Minimum price' }).fill('10');
  await dialog.getByRole('button', { name: 'Show homes' }).click();
  await expect(page).toHaveURL(/priceRange=10\|1000.*beds=1|beds=1.*priceRange=10(%7C|\|)1000/);
  await expect(page.getByRole('button', { name: 'More filters (2)' })).toBeVisible();
  const homes = page.getByRole('list', { name: 'Homes found' }).getByRole('listitem');
  await expect(homes.first()).toBeVisible({ timeout: 20_000 });
  const before = await homes.allTextContents();
  await keepScreenshot(page, testInfo, 'search-results');

  if (isMobile) await page.getByRole('button', { name: 'Show map' }).click();
  const map = page.getByRole('region', { name: 'Map of the homes found' });
  const markers = map.getByRole('button', { name: /per night$/ });
  await expect(markers.first()).toBeVisible({ timeout: 20_000 });
  await keepScreenshot(page, testInfo, 'search-map');

  // Pan by most of the map's width (with the mouse, or a finger on a phone): the search follows the new box.
  const tiles = map.locator('.leaflet-container');
  await tiles.scrollIntoViewIfNeeded();
  const box = await tiles.boundingBox();
  if (!box) throw new Error('the map is not on the page');
  const query = new URL(page.url()).search;
  const from = { x: box.x + box.width * 0.8, y: box.y + box.height / 2 };
  const to = { x: box.x + box.width * 0.2, y: from.y };
  if (isMobile) await swipe(page, from, to);
  else {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
  }
  await expect(page).toHaveURL(/searchByMap=true/);
  expect(new URL(page.url()).search).not.toBe(query);
  if (isMobile) await page.getByRole('button', { name: 'Show list' }).click();
  await expect
    .poll(async () => {
      const empty = await page.getByText('No homes match').isVisible();
      return empty ? [] : homes.allTextContents();
    })
    .not.toEqual(before);
  await keepScreenshot(page, testInfo, 'search-panned');

  // Back to the city's box, then a marker's card leads to the home.
  await page.goBack();
  await expect(page).not.toHaveURL(/searchByMap=true/);
  if (isMobile) await page.getByRole('button', { name: 'Show map' }).click();
  const marker = markers.first();
  await expect(marker).toBeVisible({ timeout: 20_000 });
  const label = (await marker.getAttribute('aria-label')) ?? '';
  const title = label.replace(/: [^:]+ per night$/, '');
  // Opened from the keyboard, as a keyboard user does: demo homes close together can overlap their price markers, and
  // a pointer click at the covered one's centre would land on its neighbour.
  await marker.focus();
  await page.keyboard.press('Enter');
  const card = page.getByRole('group', { name: title });
  await card.getByRole('link', { name: 'View this home' }).click();
  await expect(page).toHaveURL(/\/rooms\/[^/]+-\d+$|\/rooms\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Back on the search, "Clear all" drops the two filters and keeps the city and the dates.
  await page.goBack();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByRole('button', { name: 'More filters', exact: true })).toBeVisible();
  const cleared = new URL(page.url()).searchParams;
  expect([cleared.get('address'), cleared.get('startDate'), cleared.get('priceRange'), cleared.get('beds')]).toEqual([
    expect.stringMatching(new RegExp(`^${city}`)),
    dayFromNow(60),
    null,
    null,
  ]);
});

test('a member opens Texas from the footer and sees its demo homes and map; an unknown city is told kindly @layout', async ({
  page,
  isMobile,
}, testInfo) => {
  await serveMapTiles(page);
  // Every place /exploreMore offers resolves to real bounds holding demo homes.
  for (const { slug } of [...EXPLORE_REGIONS, ...EXPLORE_CITIES]) {
    const { CitySearchListing: found } = await graphql<{
      CitySearchListing: { placeName: string | null; count: number; errorMessage: string | null };
    }>(
      testInfo,
      'query ($city: String!) { CitySearchListing(city: $city, resultType: "map") { placeName count errorMessage } }',
      { city: slug },
    );
    expect({ slug, ...found, count: found.count > 0 }).toEqual({
      slug,
      placeName: expect.any(String),
      count: true,
      errorMessage: null,
    });
  }

  const member = await createMember(testInfo, 'Explorer');
  await page.goto('/');
  await logIn(page, isMobile, member.email, member.password);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Texas', exact: true }).click();
  await expect(page).toHaveURL(/\/cities\/texas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Homes in Texas' })).toBeVisible({ timeout: 20_000 });
  const homes = page.getByRole('list', { name: 'Homes found' }).getByRole('listitem');
  await expect(homes.first()).toBeVisible({ timeout: 20_000 });
  await expect(resultCount(page)).toHaveText(/^\d+ homes?$/);
  await keepScreenshot(page, testInfo, 'city-texas');

  if (isMobile) await page.getByRole('button', { name: 'Show map' }).click();
  const map = page.getByRole('region', { name: 'Map of the homes found' });
  await expect(map.getByRole('button', { name: /per night$/ }).first()).toBeVisible({ timeout: 20_000 });
  await keepScreenshot(page, testInfo, 'city-texas-map');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (isMobile) await page.getByRole('button', { name: 'Show list' }).click();

  await page.getByRole('link', { name: 'Refine this search' }).click();
  await expect(page).toHaveURL(/\/s\/refinement_paths\?address=Texas&chosen=true.*sw_lat=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Homes in Texas' })).toBeVisible();

  // Not /cities/atlantis: the gazetteer knows a real town of that name, which has a page of its own.
  await page.goto('/cities/lost-city-of-atlantis');
  await expect(page.getByRole('heading', { level: 1, name: "We don't know that place yet" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('main').getByRole('link', { name: 'Search homes' })).toHaveAttribute('href', '/s');
});
