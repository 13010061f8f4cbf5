import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations, withTransaction } from '../src/index';
import { createTestDatabase, type TestDatabase } from '../src/testing/index';

describe('runMigrations against a real Postgres', () => {
  let database: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase('migrate');
    dir = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    await writeFile(
      path.join(dir, '0001-create-things.sql'),
      'create table things (id serial primary key, name text not null);',
    );
    await writeFile(path.join(dir, '0002-add-colour.sql'), 'alter table things add column colour text;');
  });
  afterAll(() => database.drop());

  it('applies pending migrations once, in order', async () => {
    const first = await runMigrations(database.db, [{ namespace: 'svc', dir }]);
    expect(first.map((m) => m.name)).toEqual(['0001-create-things.sql', '0002-add-colour.sql']);
    const second = await runMigrations(database.db, [{ namespace: 'svc', dir }]);
    expect(second).toEqual([]);
    await database.db('things').insert({ name: 'a', colour: 'red' });
    expect(await database.db('things').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('refuses a migration whose file changed after it was applied', async () => {
    await writeFile(path.join(dir, '0001-create-things.sql'), 'create table things (id bigserial primary key);');
    await expect(runMigrations(database.db, [{ namespace: 'svc', dir }])).rejects.toThrow(
      /was changed after it was applied/,
    );
  });

  it('rolls back a failing migration entirely', async () => {
    const broken = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    await writeFile(path.join(broken, '0001-half.sql'), 'create table half (id int); select 1/0;');
    await expect(runMigrations(database.db, [{ namespace: 'broken', dir: broken }])).rejects.toThrow(
      /division by zero/,
    );
    const { rows } = await database.db.raw("select to_regclass('half') as t");
    expect(rows[0].t).toBeNull();
  });

  it('rejects misnamed migration files with their names', async () => {
    const misnamed = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    await writeFile(path.join(misnamed, 'init.sql'), 'select 1;');
    await expect(runMigrations(database.db, [{ namespace: 'x', dir: misnamed }])).rejects.toThrow(/init\.sql/);
  });

  it('withTransaction reuses an open transaction and rolls back on error', async () => {
    await expect(
      withTransaction(database.db, async (trx) => {
        await withTransaction(trx, (inner) => inner('things').insert({ name: 'inner' }));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await database.db('things').where({ name: 'inner' }).first()).toBeUndefined();
  });
});
