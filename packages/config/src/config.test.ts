import { describe, expect, it } from 'vitest';
import { ConfigError, flag, loadConfig, port, url, z } from './index';

describe('loadConfig', () => {
  const shape = { PORT: port(4000), DATABASE_URL: url(), DEBUG: flag(false), NAME: z.string().min(1) };

  it('parses and applies defaults', () => {
    const config = loadConfig(shape, { DATABASE_URL: 'postgres://x@localhost/db', NAME: 'a' });
    expect(config).toEqual({ PORT: 4000, DATABASE_URL: 'postgres://x@localhost/db', DEBUG: false, NAME: 'a' });
  });

  it('treats an empty variable as not set', () => {
    const config = loadConfig(shape, { DATABASE_URL: 'postgres://x@localhost/db', NAME: 'a', PORT: '' });
    expect(config.PORT).toBe(4000);
  });

  it('names every missing and malformed variable', () => {
    let error: unknown;
    try {
      loadConfig(shape, { PORT: 'eighty', DEBUG: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT="eighty" is invalid');
    expect(message).toContain('DATABASE_URL is required but not set');
    expect(message).toContain('DEBUG="maybe" is invalid');
    expect(message).toContain('NAME is required');
  });

  it('never echoes a secret or the credentials of a URL when it is malformed', () => {
    const secrets = {
      INTERNAL_IDENTITY_SECRET: z.string().min(32),
      ACCOUNTS_DATA_KEY: z.string().length(44),
      SMTP_URL: url(),
    };
    let message = '';
    try {
      loadConfig(secrets, {
        INTERNAL_IDENTITY_SECRET: 'hunter2-short',
        ACCOUNTS_DATA_KEY: 'c2VjcmV0',
        SMTP_URL: 'smtp://mailer:pa55word@ not a url',
      });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('INTERNAL_IDENTITY_SECRET=(hidden, 13 characters) is invalid');
    expect(message).toContain('ACCOUNTS_DATA_KEY=(hidden, 8 characters) is invalid');
    expect(message).toContain('SMTP_URL="smtp://***@ not a url" is invalid');
    expect(message).not.toMatch(/hunter2|c2VjcmV0|pa55word|mailer/);
  });
});
