// A logger that keeps what it was told, for tests that check the library reported something; LOG_EVENTS=1 also prints it.
import type { EventsLogger } from '../../src/index';

export interface CapturedLine {
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
  fields: object;
}

export interface CaptureLogger extends EventsLogger {
  lines: CapturedLine[];
  count(message: string | RegExp): number;
}

export function captureLogger(label = ''): CaptureLogger {
  const lines: CapturedLine[] = [];
  const write = (level: CapturedLine['level']) => (fields: object, message: string) => {
    lines.push({ level, message, fields });
    if (process.env.LOG_EVENTS && level !== 'debug')
      console.log(`${label}${level} ${message} ${JSON.stringify(fields)}`);
  };
  return {
    lines,
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    count: (message) =>
      lines.filter((line) => (typeof message === 'string' ? line.message === message : message.test(line.message)))
        .length,
  };
}
