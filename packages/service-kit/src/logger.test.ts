import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const log = createLogger('test', 'info', { write: (line: string) => lines.push(line) });
  return { log, text: () => lines.join('') };
}

describe('the service logger', () => {
  it('never writes cookies, bearer tokens, the signed identity, passwords or one-time tokens', () => {
    const { log, text } = capture();
    log.info(
      {
        req: {
          headers: {
            cookie: 'golightly_session=s3cr3tcookie',
            authorization: 'Bearer eyJtoken',
            'x-golightly-identity': 'signed.identity',
          },
        },
      },
      'request',
    );
    log.info({ res: { headers: { 'set-cookie': 'golightly_session=newcookie' } } }, 'response');
    log.info(
      { args: { email: 'ada@golightly.test', password: 'pw-one', resetToken: 'rt-two' }, token: 'tk-three' },
      'call',
    );
    log.info({ input: { nested: { newPassword: 'pw-four', verificationCode: '123456' } } }, 'deep');
    const written = text();
    for (const secret of [
      's3cr3tcookie',
      'eyJtoken',
      'signed.identity',
      'newcookie',
      'pw-one',
      'rt-two',
      'tk-three',
      'pw-four',
      '123456',
    ]) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('ada@golightly.test');
    expect(written).toContain('[redacted]');
  });
});
