// Sign-in and sign-out: accounts tells the gateway (in a response header) to set or clear the session cookie.
import type { ApolloServerPlugin } from '@apollo/server';
import { SESSION_COOKIE } from './session';

/** The header accounts answers with after userLogin / userLogout. Only accounts' answer is trusted. */
export const SESSION_CHANGE_HEADER = 'x-golightly-session';

export type SessionChange = { token: string; maxAgeSeconds: number } | { clear: true };

export function parseSessionChange(value: string | null | undefined): SessionChange | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(value) as Partial<{ token: string; maxAgeSeconds: number; clear: boolean }>;
    if (parsed.clear === true) return { clear: true };
    if (typeof parsed.token === 'string' && typeof parsed.maxAgeSeconds === 'number') {
      return { token: parsed.token, maxAgeSeconds: parsed.maxAgeSeconds };
    }
  } catch {
    /* malformed: ignored */
  }
  return undefined;
}

export function sessionCookie(change: SessionChange, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  if ('clear' in change) return [`${SESSION_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ');
  return [`${SESSION_COOKIE}=${change.token}`, `Max-Age=${change.maxAgeSeconds}`, ...attributes].join('; ');
}

/** Writes the cookie that a subgraph asked for into the HTTP response of the operation. */
export function sessionCookiePlugin(secure: boolean): ApolloServerPlugin<{ sessionChange?: SessionChange }> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          if (contextValue.sessionChange) {
            response.http.headers.set('set-cookie', sessionCookie(contextValue.sessionChange, secure));
          }
        },
      };
    },
  };
}
