// Settings of the notifications service beyond the ones every service reads.
import { loadConfig, url, z } from '@golightly/config';

export function loadNotificationsConfig(env: Record<string, string | undefined>) {
  const config = loadConfig(
    {
      SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
      MAIL_FROM: z.string().min(3).default('Golightly <hello@golightly.test>'),
      SITE_URL: url().default('http://localhost:3000'),
      ADMIN_EMAIL: z.string().email().default('admin@golightly.test'),
    },
    env,
  );
  return { smtpUrl: config.SMTP_URL, mailFrom: config.MAIL_FROM, siteUrl: config.SITE_URL, adminEmail: config.ADMIN_EMAIL };
}

export type NotificationsConfig = ReturnType<typeof loadNotificationsConfig>;
