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
}

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
  { prefix: '/id-proof/', service: 'accounts', methods: ['GET'] },
  { prefix: '/webhooks/', service: 'integrations', methods: ['POST'] },
  { prefix: '/ical/', service: 'integrations', methods: ['GET'] },
  { prefix: '/oidc/', service: 'accounts', methods: ['GET', 'POST'], ownCookies: true },
];
