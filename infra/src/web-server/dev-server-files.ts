// What Vite's dev servers (`npm run dev` only) may read: the app, the shared packages and node_modules, never secrets.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Patterns never served, even inside an allowed folder (Vite matches them against absolute paths). */
export const DEV_SERVER_DENY = [
  '**/.data/**',
  '**/.env',
  '**/.env.*',
  '**/secrets/**',
  '**/*.pem',
  '**/*.crt',
  '**/*.key',
  '**/*.eml',
  '**/.git/**',
];

/** `server.fs` for an app's Vite dev server: `/@fs/` reaches only these folders. */
export function devServerFileAccess(appDir: string) {
  return {
    strict: true,
    allow: [appDir, path.join(ROOT, 'packages'), path.join(ROOT, 'node_modules')],
    deny: DEV_SERVER_DENY,
  };
}
