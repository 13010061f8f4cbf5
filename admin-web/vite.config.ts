// Vite for the admin app: built for /siteadmin/ (served by `npm start`), and the dev server of `npm run dev` on
// ADMIN_WEB_PORT, proxying /graphql to the gateway.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin, type ProxyOptions } from 'vite';
import { devServerFileAccess } from '../infra/src/web-server/dev-server-files';

// README: OIDC_ISSUER configures admin sign-in; Vite exposes only VITE_-prefixed variables to the app.
if (!process.env.VITE_OIDC_ISSUER && process.env.OIDC_ISSUER) process.env.VITE_OIDC_ISSUER = process.env.OIDC_ISSUER;

const port = Number.parseInt(process.env.ADMIN_WEB_PORT ?? '', 10) || 3001;
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';
// The sign-in provider too (decision 0011), so the admin app also works when opened on its own port.
const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: gateway, xfwd: true },
  '/oidc/': { target: gateway, xfwd: true },
  // Identity documents' images, which the ID proof screens fetch with the admin's token (decision 0031).
  '/id-proof/': { target: gateway, xfwd: true },
};

const BASE = '/siteadmin/';

/** `/siteadmin` without its slash redirects to the app (Vite itself would answer 404 outside the base). */
function redirectToBase(): Plugin {
  const bare = BASE.slice(0, -1);
  const redirect: Connect.NextHandleFunction = (req, res, next) => {
    const [path, query] = (req.url ?? '').split('?', 2);
    if (path !== bare) return next();
    res.writeHead(301, { Location: query === undefined ? BASE : `${BASE}?${query}` }).end();
  };
  return {
    name: 'golightly:redirect-to-base',
    configureServer: (server) => void server.middlewares.use(redirect),
    configurePreviewServer: (server) => void server.middlewares.use(redirect),
  };
}

export default defineConfig({
  base: BASE,
  plugins: [react(), redirectToBase()],
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
