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
});
