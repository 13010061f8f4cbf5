// Every topic an event declares in proto/ is listed in infra/kafka-topics, which creates it in every environment.
import { readFileSync } from 'node:fs';
import { hasOption, type DescMessage } from '@bufbuild/protobuf';
import * as contract from '@golightly/proto';
import { describe, expect, it } from 'vitest';
import { eventContract } from '../src/index';
import { KAFKA_TOPICS_FILE } from '../src/testing/index';

const isMessageSchema = (value: unknown): value is DescMessage =>
  typeof value === 'object' && value !== null && (value as { kind?: string }).kind === 'message';

describe('infra/kafka-topics', () => {
  it('lists the topic of every event in the contract', () => {
    const listed = readFileSync(KAFKA_TOPICS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.split(/\s+/)[0]);
    const declared = (Object.values(contract) as unknown[])
      .filter(isMessageSchema)
      .filter((schema) => hasOption(schema, contract.event))
      .map((schema) => eventContract(schema).topic);
    expect(declared.length).toBeGreaterThan(0);
    for (const topic of new Set(declared)) expect(listed).toContain(topic);
  });
});
