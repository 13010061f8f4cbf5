// The demo members seeded on a first `npm start`, shared by every service's seed. Passwords are for local use only.
// Their profile numbers are fixed here (decision 0043) because they are seeded without accounts' events: accounts
// stores them and listings-search knows whose they are from this same fixture.
export const DEMO_PASSWORD = 'Golightly2026';

export const DEMO_MEMBERS = {
  ada: {
    id: '7a1d0c7e-5b1f-4d5e-9b1a-000000000001',
    profileId: 1_104_211,
    firstName: 'Ada',
    lastName: 'Okafor',
    email: 'ada@golightly.test',
    role: 'guest',
    referralKey: 'ADAINV01',
  },
  grace: {
    id: '7a1d0c7e-5b1f-4d5e-9b1a-000000000002',
    profileId: 1_104_212,
    firstName: 'Grace',
    lastName: 'Moreau',
    email: 'grace@golightly.test',
    role: 'host',
    referralKey: 'GRACE001',
  },
  frida: {
    id: '7a1d0c7e-5b1f-4d5e-9b1a-000000000003',
    profileId: 1_104_213,
    firstName: 'Frida',
    lastName: 'Lindqvist',
    email: 'frida@golightly.test',
    role: 'host',
    referralKey: 'FRIDA001',
  },
  dina: {
    id: '7a1d0c7e-5b1f-4d5e-9b1a-000000000004',
    profileId: 1_104_214,
    firstName: 'Dina',
    lastName: 'Haddad',
    email: 'dina@golightly.test',
    role: 'Diamond member',
    referralKey: 'DINA0001',
  },
  penny: {
    id: '7a1d0c7e-5b1f-4d5e-9b1a-000000000005',
    profileId: 1_104_215,
    firstName: 'Penny',
    lastName: 'Marsh',
    email: 'penny@golightly.test',
    role: 'pending member',
    referralKey: 'PENNY001',
  },
  // A co-host works on Grace's account with her own sign-in; co-hosts invite no one, so she has no code.
  celia: {
    id: '7a1d0c7e-5b1f-4d5e-9b1a-000000000006',
    profileId: 1_104_216,
    firstName: 'Celia',
    lastName: 'Ramos',
    email: 'celia@golightly.test',
    role: 'co-host of Grace',
    referralKey: null,
    coHostOf: 'grace',
  },
  priya: {
    id: '7a1d0c7e-5b1f-4d5e-9b1a-000000000007',
    profileId: 1_104_217,
    firstName: 'Priya',
    lastName: 'Natarajan',
    email: 'priya@golightly.test',
    role: 'press user',
    referralKey: 'PRIYA001',
  },
  mara: {
    id: '7a1d0c7e-5b1f-4d5e-9b1a-000000000008',
    profileId: 1_104_218,
    firstName: 'Mara',
    lastName: 'Jensen',
    email: 'mara@golightly.test',
    role: 'property manager',
    referralKey: 'MARA0001',
  },
} as const;

export const DEMO_ADMINS = {
  superAdmin: { email: 'admin@golightly.test', isSuperAdmin: true, role: 'super admin' },
  // Inserted with her role by accounts' seedAdminRoles.
  contentEditor: { email: 'editor@golightly.test', isSuperAdmin: false, role: 'sub-admin (Content editor)' },
} as const;
