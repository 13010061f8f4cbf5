// Vite for the member app: dev server and preview on WEB_PORT, proxying the gateway's paths and the admin app.
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** Paths the gateway answers (spec 000 §7 REST calls, health); everything else is the single-page app. */
export const GATEWAY_PATHS = [
  '/graphql',
  '/export-transaction',
  '/getMailChimpSubscribe',
  '/mailChimpSubscribe-footer',
  '/mailChimpUpdateProfile-footer',
  '/mailChimpSubscribe',
  '/mailChimpUpdateProfile',
  '/verifyEmailMailchimp',
  '/delete_blog_files',
  '/sendEmail',
  // Social-login redirects (/login/facebook, /login/google, ...); the /login screen itself stays in the app.
  '/login/',
  // The OpenID Connect provider admins sign in with (served by accounts, decision 0011).
  '/oidc/',
  // Profile pictures and identity documents: uploads and images (decision 0009). Not /id-proofType, an app page.
  '/uploads/',
  '/id-proof/',
  '/id-proof-image',
  '/images/avatar/',
  '/healthz',
  '/readyz',
];

export function proxyTable(env: NodeJS.ProcessEnv): Record<string, ProxyOptions> {
  const gateway = env.GATEWAY_URL ?? 'http://localhost:4000';
  const adminWeb = env.ADMIN_WEB_URL ?? 'http://localhost:3001';
  const toGateway = Object.fromEntries(GATEWAY_PATHS.map((prefix) => [prefix, { target: gateway, xfwd: true }]));
  // The admin app is its own Vite server under /siteadmin; proxying it (and its HMR socket) keeps one origin.
  // Live counts: the gateway's websocket endpoint (decision 0019); '/graphql' above forwards plain HTTP only.
  const live = { '/graphql/live': { target: gateway, ws: true, xfwd: true } };
  return { ...live, ...toGateway, '/siteadmin': { target: adminWeb, ws: true, xfwd: true } };
}

const port = Number.parseInt(process.env.WEB_PORT ?? '', 10) || 3000;
const proxy = proxyTable(process.env);

export default defineConfig({
  plugins: [react()],
  server: { port, strictPort: true, proxy },
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
