// Vite for the member app: the build `npm start` serves, and the dev server of `npm run dev` on WEB_PORT, proxying the
// gateway's paths and the admin app.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { devServerFileAccess } from '../infra/src/web-server/dev-server-files';
import { GATEWAY_PATHS, LIVE_PATH } from '../infra/src/web-server/gateway-paths';
import { mapTileSettings } from '../infra/src/web-server/map-tiles';

// The map's tiles (decision 0037): MAP_TILE_URL and its credit line, as the web server's CSP allows them; Vite exposes
// only VITE_-prefixed variables to the app.
const tiles = mapTileSettings(process.env);
process.env.VITE_MAP_TILE_URL = tiles.url;
process.env.VITE_MAP_TILE_ATTRIBUTION = tiles.attribution;

export function proxyTable(env: NodeJS.ProcessEnv): Record<string, ProxyOptions> {
  const gateway = env.GATEWAY_URL ?? 'http://localhost:4000';
  const adminWeb = env.ADMIN_WEB_URL ?? 'http://localhost:3001';
  const toGateway = Object.fromEntries(GATEWAY_PATHS.map((prefix) => [prefix, { target: gateway, xfwd: true }]));
  // The admin app is its own Vite server under /siteadmin; proxying it (and its HMR socket) keeps one origin.
  // Live counts: the gateway's websocket endpoint (decision 0019); '/graphql' above forwards plain HTTP only.
  const live = { [LIVE_PATH]: { target: gateway, ws: true, xfwd: true } };
  return { ...live, ...toGateway, '/siteadmin': { target: adminWeb, ws: true, xfwd: true } };
}

const port = Number.parseInt(process.env.WEB_PORT ?? '', 10) || 3000;
const proxy = proxyTable(process.env);

export default defineConfig({
  plugins: [react()],
  // The dev server reads only the app, the shared packages and node_modules: never .data/ or a secret (issue 11).
  server: { port, strictPort: true, proxy, fs: devServerFileAccess(fileURLToPath(new URL('.', import.meta.url))) },
  preview: { port, strictPort: true, proxy },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/ },
          ],
        },
      },
    },
  },
});
