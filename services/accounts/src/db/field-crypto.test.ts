import { describe, expect, it } from 'vitest';
import { createFieldCrypto } from './field-crypto';

const crypto = createFieldCrypto(Buffer.alloc(32, 1));

describe('field encryption', () => {
  it('round-trips text and never repeats a ciphertext', () => {
    const a = crypto.encrypt('ada@example.com');
    const b = crypto.encrypt('ada@example.com');
    expect(a).not.toBe(b);
    expect(crypto.decrypt(a)).toBe('ada@example.com');
  });
  it('refuses a tampered ciphertext', () => {
    const [v, iv, body, tag] = crypto.encrypt('1990-02-01').split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => crypto.decrypt([v, iv, flipped.toString('base64url'), tag].join('.'))).toThrow();
  });
  it('hashes e-mails the same whatever their case and spacing', () => {
    expect(crypto.lookupHash(' Ada@Example.com ')).toEqual(crypto.lookupHash('ada@example.com'));
    expect(crypto.lookupHash('ada@example.com')).not.toEqual(
      createFieldCrypto(Buffer.alloc(32, 2)).lookupHash('ada@example.com'),
    );
  });
  it('refuses a key of the wrong size', () => {
    expect(() => createFieldCrypto(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});
