// Paths the gateway answers on the web apps' origin; the member app's Vite config and the static web server share them.

/** Paths the gateway answers (spec 000 §7 REST calls, health); everything else is the single-page apps. */
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
  // Listing photos in their sizes (spec 001 §2: /upload/x_medium_{file}; decision 0033).
  '/upload/',
  '/healthz',
  '/readyz',
] as const;

/** The gateway's websocket endpoint for live counts (decision 0019); '/graphql' above forwards plain HTTP only. */
export const LIVE_PATH = '/graphql/live';

/** Prefix match, as Vite's proxy table matches its keys. */
export const isGatewayPath = (urlPath: string): boolean => GATEWAY_PATHS.some((prefix) => urlPath.startsWith(prefix));
