// The route guards of spec 000 §5 the app applies itself, before (or instead of) asking the server's userGate.
// The server's gate answers only for signed-in accounts ("visitors are always allowed; pages decide on login"),
// so the login-required pages are decided here; everything a member's role or profile decides is asked.
import type { Viewer } from './viewer';

export type RouteRule = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'askServer' };

const allow: RouteRule = { kind: 'allow' };
const redirect = (to: string): RouteRule => ({ kind: 'redirect', to });
const loginFirst = (path: string) => redirect(`/login?refer=${encodeURIComponent(path)}`);

/** Lower-cased, without a trailing slash: react-router matches paths case-insensitively, so the rules do too. */
function normalise(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

export function routeRule(viewer: Viewer, pathname: string): RouteRule {
  const path = normalise(pathname);
  const ownPath = pathname.replace(/\/+$/, '') || '/';

  if (viewer.kind === 'visitor') {
    // The transaction history and members' profiles need a session; the login page brings her back.
    if (path === '/user/transaction' || path.startsWith('/user/transaction/')) return loginFirst(ownPath);
    if (path === '/users/show' || path.startsWith('/users/show/')) return loginFirst(ownPath);
    // Account security needs a session too (the reserved account is kept out by the server, decision 0010).
    if (path === '/users/security') return loginFirst(ownPath);
    return allow;
  }

  // An admin session may open every page; only /confirm-gender is not found for her, which the server says.
  if (viewer.kind === 'admin') return path === '/confirm-gender' ? { kind: 'askServer' } : allow;

  // /users/show with no id is her own profile (a co-host has none: the server sends her to her account page).
  if (viewer.kind === 'member' && path === '/users/show' && viewer.limits.showProfile) {
    return redirect(`/users/show/${viewer.account.profileId}`);
  }
  return { kind: 'askServer' };
}
