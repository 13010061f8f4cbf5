// The spec's texts the admin screens show (spec 000 §8, spec 001 §8's text table), defined once, in English verbatim:
// the admin app has no react-intl, so this module is its one source of them. Screens reference it, never retype.
export const SPEC_TEXTS = {
  notLoggedIn: 'You are not logged In. Please Login to continue!',
  somethingWentWrongRefresh: 'Oops something went wrong, refresh or check back later',
} as const;
