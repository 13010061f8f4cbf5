// The REST paths of spec 000 §7 and their owning services; the gateway forwards them with the caller's identity.
import type { ServiceName } from '@golightly/config';

export interface RestRoute {
  /** Path prefix as the browser calls it. */
  prefix: string;
  service: ServiceName;
  methods: ('GET' | 'POST')[];
  /**
   * Forward the browser's cookies as they are and send no identity lookup: the OpenID Connect provider keeps its
   * own sign-in cookies (decision 0011). Every other path gets the identity and never the cookies.
   */
  ownCookies?: boolean;
  /** Also accept an admin's access token (Authorization: Bearer), as on /graphql: the admin app's image requests. */
  adminTokens?: boolean;
  /** A larger body than the gateway's default allows (uploads); bytes beyond it are refused with 413. */
  bodyLimit?: number;
}

/** Uploads carry an image of under 1 MB; a few MB still reach the service, whose message says what the limit is. */
const UPLOAD_BODY_LIMIT = 4 * 1_048_576;

export const REST_ROUTES: RestRoute[] = [
  { prefix: '/export-transaction', service: 'bookings-payments', methods: ['GET'] },
  { prefix: '/getMailChimpSubscribe', service: 'notifications', methods: ['POST'] },
  { prefix: '/mailChimpSubscribe-footer', service: 'notifications', methods: ['POST'] },
  { prefix: '/mailChimpUpdateProfile-footer', service: 'notifications', methods: ['POST'] },
  { prefix: '/mailChimpSubscribe', service: 'notifications', methods: ['POST'] },
  { prefix: '/mailChimpUpdateProfile', service: 'notifications', methods: ['POST'] },
  { prefix: '/verifyEmailMailchimp', service: 'notifications', methods: ['POST'] },
  { prefix: '/sendEmail', service: 'notifications', methods: ['POST'] },
  { prefix: '/delete_blog_files', service: 'social-events', methods: ['POST'] },
  { prefix: '/login/', service: 'accounts', methods: ['GET'] },
  // Identity documents and profile pictures (decision 0009): images to their owner and admins; uploads as raw bytes.
  { prefix: '/id-proof/', service: 'accounts', methods: ['GET'], adminTokens: true },
  { prefix: '/id-proof-image', service: 'accounts', methods: ['GET'], adminTokens: true },
  { prefix: '/images/avatar/', service: 'accounts', methods: ['GET'] },
  { prefix: '/uploads/profile-photo', service: 'accounts', methods: ['POST'], bodyLimit: UPLOAD_BODY_LIMIT },
  { prefix: '/uploads/id-proof', service: 'accounts', methods: ['POST'], bodyLimit: UPLOAD_BODY_LIMIT },
  // Listing photos in their sizes, /upload/x_medium_{file} (spec 001 §2; decision 0033): listings-search owns the
  // photos and serves them from the file store. Members' pictures stay at /images/avatar/ above: accounts checks there
  // that a picture is a live member's current one, which a plain file route could not.
  { prefix: '/upload/', service: 'listings-search', methods: ['GET'] },
  // A host's listing photo as raw bytes (decision 0038); listings-search checks she may, and the image, as accounts does.
  { prefix: '/uploads/listing-photo', service: 'listings-search', methods: ['POST'], bodyLimit: UPLOAD_BODY_LIMIT },
  // Stripe's signed payment webhook (decision 0049): bookings-payments alone holds the provider's code and keys.
  { prefix: '/webhooks/stripe', service: 'bookings-payments', methods: ['POST'] },
  { prefix: '/webhooks/', service: 'integrations', methods: ['POST'] },
  { prefix: '/ical/', service: 'integrations', methods: ['GET'] },
  { prefix: '/oidc/', service: 'accounts', methods: ['GET', 'POST'], ownCookies: true },
];
