// The whole API in one process: every subgraph on its own test database, and the gateway in front.
import {
  insertAdmin,
  insertAdminRole,
  insertMember,
  insertSession,
  setMemberStanding,
  setVerification,
} from '@golightly/accounts/testing';
import type { ServiceName } from '@golightly/config';
import type { Knex } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { eventLogMigrations, PostgresTransport } from '@golightly/events';
import type { FastifyInstance } from 'fastify';
import { buildGateway, type GatewayOptions } from '../../src/app';
import { SESSION_COOKIE } from '../../src/session';
import { readCommittedSupergraph } from '../../src/supergraph';
import { startSubgraphs, TEST_SERVICE_ENV, type RunningSubgraphs } from './subgraphs';

export const TEST_IDENTITY_SECRET = 'gateway-test-secret-0123456789abcdefghij';
/** The password of every member and admin the stack's helpers create. */
export const TEST_PASSWORD = 'GoLightlyTest2026!';

const SIGN_IN = `query Login($email: String!, $password: String!) { userLogin(email: $email, password: $password) { status } }`;

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  setCookie?: string;
}

/** A browser-like client: keeps the session cookie the gateway sets, sends it back, and forgets it when cleared. */
export class Member {
  cookie: string | undefined;

  constructor(
    private readonly gateway: FastifyInstance,
    private readonly ip = '198.51.100.7',
  ) {}

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLResponse<T>> {
    const response = await this.gateway.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: this.ip,
      payload: JSON.stringify({ query, variables }),
      headers: {
        'content-type': 'application/json',
        ...(this.cookie ? { cookie: `${SESSION_COOKIE}=${this.cookie}` } : {}),
      },
    });
    const setCookie = response.headers['set-cookie'] as string | undefined;
    if (setCookie?.startsWith(`${SESSION_COOKIE}=`)) {
      const value = setCookie.slice(SESSION_COOKIE.length + 1).split(';')[0];
      this.cookie = value && !setCookie.includes('Max-Age=0') ? value : undefined;
    }
    const body = response.json() as { data?: T; errors?: GraphQLResponse['errors'] };
    return { status: response.statusCode, ...body, ...(setCookie ? { setCookie } : {}) };
  }

  /** Signs in as a member or an admin and keeps the session; throws, failing the test, when that is refused. */
  async signIn(email: string, password: string): Promise<this> {
    const answer = await this.graphql<{ userLogin: { status: string } }>(SIGN_IN, { email, password });
    const status = answer.data?.userLogin.status;
    if (status !== 'success' && status !== 'admin') {
      throw new Error(`${email} could not sign in: ${JSON.stringify(answer)}`);
    }
    return this;
  }
}

export interface TestStack {
  subgraphs: RunningSubgraphs;
  gateway: FastifyInstance;
  /** A new browser, optionally from a given address. */
  visitor(ip?: string): Member;
  /** A new browser signed in as a member or an admin, keeping her session cookie; fails unless the sign-in succeeds. */
  signIn(email: string, password: string, ip?: string): Promise<Member>;
  /** The test database of one service. */
  db(service: ServiceName): Knex;
  /** The event log the services named in `eventBus` relay to and consume from; undefined without one. */
  events: TestDatabase | undefined;
  /**
   * A woman member in good standing (complete profile, verified phone and, unless told otherwise, verified ID),
   * signed in by a session of her own; her e-mail is her first name at example.com unless given.
   */
  member(
    firstName: string,
    options?: { ip?: string; email?: string; idVerified?: boolean },
  ): Promise<{ browser: Member; userId: string }>;
  /** An admin whose role `name` holds only `privilegeIds`, signed in; her e-mail is the role's name at golightly.test. */
  admin(name: string, privilegeIds: number[], ip?: string): Promise<Member>;
  stop(): Promise<void>;
}

export async function startStack(
  options: {
    beforeListen?: Parameters<typeof startSubgraphs>[1];
    transportFor?: Parameters<typeof startSubgraphs>[3];
    /** Extra settings for the services (e.g. SMTP_URL of a test listener). */
    env?: Record<string, string>;
    /** Gateway options over the test defaults (e.g. short timeouts, production, a subgraph URL of one's own). */
    gateway?: (urls: RunningSubgraphs['urls']) => Partial<GatewayOptions>;
    /** Services that relay their outbox to, and consume from, one event log of the stack's own, as in production. */
    eventBus?: ServiceName[];
  } = {},
  limits = { maxDepth: 12, maxAliases: 30, maxBodyBytes: 102_400 },
): Promise<TestStack> {
  const events = options.eventBus ? await createTestDatabase('events', [eventLogMigrations]) : undefined;
  const transportFor =
    options.transportFor ??
    ((service: ServiceName) =>
      events && options.eventBus?.includes(service) ? new PostgresTransport({ url: events.url }) : undefined);
  const subgraphs = await startSubgraphs(
    TEST_IDENTITY_SECRET,
    options.beforeListen,
    { ...TEST_SERVICE_ENV, ...options.env },
    transportFor,
  );
  const gateway = await buildGateway({
    supergraphSdl: readCommittedSupergraph(),
    subgraphUrls: subgraphs.urls,
    identitySecret: TEST_IDENTITY_SECRET,
    limits,
    ...options.gateway?.(subgraphs.urls),
  });
  const db = (service: ServiceName) => subgraphs.services[service].database.db;
  const key = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
  return {
    subgraphs,
    gateway,
    events,
    db,
    visitor: (ip) => new Member(gateway, ip),
    signIn: (email, password, ip) => new Member(gateway, ip).signIn(email, password),
    member: async (firstName, { ip, email, idVerified = true } = {}) => {
      const userId = await insertMember(db('accounts'), key, {
        firstName,
        email: email ?? `${firstName.toLowerCase()}@example.com`,
        password: TEST_PASSWORD,
      });
      if (idVerified) await setVerification(db('accounts'), userId, { idVerified: true });
      await setMemberStanding(db('accounts'), userId, { profileComplete: true, phoneVerified: true });
      const browser = new Member(gateway, ip);
      browser.cookie = await insertSession(db('accounts'), userId);
      return { browser, userId };
    },
    admin: async (name, privilegeIds, ip) => {
      const roleId = await insertAdminRole(db('accounts'), { name, privilegeIds });
      const email = `${name.toLowerCase().replace(/\W+/g, '.')}@golightly.test`;
      await insertAdmin(db('accounts'), key, { email, password: TEST_PASSWORD, roleId });
      return new Member(gateway, ip).signIn(email, TEST_PASSWORD);
    },
    stop: async () => {
      await gateway.close();
      await subgraphs.stop();
      await events?.drop();
    },
  };
}
