// The map's tiles offline (issue 15): one small PNG for every tile the member app asks for, whether MAP_TILE_URL
// points at a local /tiles/{z}/{x}/{y}.png or is left at OpenStreetMap's default, which no test may reach.
import type { Page } from '@playwright/test';

/** An empty 1×1 PNG. */
export const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Any {z}/{x}/{y}.png, with or without a query, on any host. */
const TILE_PATH = /\/\d+\/\d+\/\d+(@2x)?\.png(\?.*)?$/;

/** Answers every tile request of `page` with TILE_PNG; returns how many were asked, for a test that wants tiles. */
export async function serveMapTiles(page: Page): Promise<{ count: () => number }> {
  let served = 0;
  await page.route(TILE_PATH, (route) => {
    served += 1;
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG });
  });
  return { count: () => served };
}
