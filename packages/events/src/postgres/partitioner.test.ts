import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { murmur2, partitionForKey } from './partitioner';

const require = createRequire(import.meta.url);
const kafkajsMurmur2 = require('kafkajs/src/producer/partitioners/default/murmur2.js') as (key: Buffer) => number;

describe('partitionForKey', () => {
  it('hashes keys exactly as Kafka’s default partitioner does', () => {
    const keys = [
      '',
      'a',
      'ab',
      'abc',
      'abcd',
      'abcde',
      '7a1d0c7e-5b1f-4d5e-9b1a-000000000001',
      'ünïcødé',
      'x'.repeat(101),
    ];
    for (const key of keys) expect(murmur2(Buffer.from(key))).toBe(kafkajsMurmur2(Buffer.from(key)));
  });

  it('keeps every key within the partition count and sends one key to one partition', () => {
    for (let i = 0; i < 500; i += 1) {
      const partition = partitionForKey(`user-${i}`, 6);
      expect(partition).toBeGreaterThanOrEqual(0);
      expect(partition).toBeLessThan(6);
      expect(partitionForKey(`user-${i}`, 6)).toBe(partition);
    }
  });
});
