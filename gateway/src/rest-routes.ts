// The REST paths of spec 000 §7 and their owning services; the gateway forwards them with the caller's identity.
import type { ServiceName } from '@golightly/config';

export interface RestRoute {
  /** Path prefix as the browser calls it. */
  prefix: string;
  service: ServiceName;
  methods: ('GET' | 'POST')[];
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
];
