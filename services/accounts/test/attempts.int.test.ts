// The guess counter as stored: one locked step per attempt, keyed per (account, client) and per client.
import { createHash } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { admitGuess, forgiveGuess } from '../src/app/attempts';

const account = (email: string) => createHash('sha256').update(email).digest();
const allowedCount = (admissions: { allowed: boolean }[]) => admissions.filter((admission) => admission.allowed).length;

describe('admitting password guesses', () => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase('accounts_attempts', subgraph.migrations);
  });
  afterAll(() => database?.drop());

  it('admits five of forty guesses made at once on one account from one client', async () => {
    const admissions = await Promise.all(
      Array.from({ length: 40 }, () => admitGuess(db(), account('a@example.com'), '203.0.113.1')),
    );
    expect(allowedCount(admissions)).toBe(5);
    expect(admissions.find((admission) => !admission.allowed)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const admissions = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        admitGuess(db(), account('b@example.com'), `2001:db8:7:1::${(i + 1).toString(16)}`),
      ),
    );
    expect(allowedCount(admissions)).toBe(5);
    expect(await admitGuess(db(), account('b@example.com'), '2001:db8:7:2::1')).toEqual({ allowed: true });
  });

  it('forgives a client its failures on an account once it guesses right, and no other client', async () => {
    for (const client of ['203.0.113.2', '203.0.113.3']) {
      for (let i = 0; i < 5; i += 1) await admitGuess(db(), account('c@example.com'), client);
    }
    await forgiveGuess(db(), account('c@example.com'), '203.0.113.2');
    expect(await admitGuess(db(), account('c@example.com'), '203.0.113.2')).toEqual({ allowed: true });
    expect(await admitGuess(db(), account('c@example.com'), '203.0.113.3')).toMatchObject({ allowed: false });
  });

  it('admits twenty guesses at once across many accounts from one client, and refunds the right ones', async () => {
    const admissions = await Promise.all(
      Array.from({ length: 30 }, (_, i) => admitGuess(db(), account(`d${i}@example.com`), '203.0.113.4')),
    );
    expect(allowedCount(admissions)).toBe(20);
    await forgiveGuess(db(), account('d0@example.com'), '203.0.113.4');
    expect(await admitGuess(db(), account('e@example.com'), '203.0.113.4')).toEqual({ allowed: true });
    expect(await admitGuess(db(), account('f@example.com'), '203.0.113.4')).toMatchObject({ allowed: false });
  });
});
