// Fixed identities of the demo members seeded on a first `npm start`, shared by every service's seed.
export const DEMO_MEMBERS = {
  ada: { id: '7a1d0c7e-5b1f-4d5e-9b1a-000000000001', firstName: 'Ada', lastName: 'Okafor' },
  grace: { id: '7a1d0c7e-5b1f-4d5e-9b1a-000000000002', firstName: 'Grace', lastName: 'Moreau' },
  frida: { id: '7a1d0c7e-5b1f-4d5e-9b1a-000000000003', firstName: 'Frida', lastName: 'Lindqvist' },
} as const;
