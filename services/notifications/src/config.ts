// Settings of the notifications service beyond the ones every service reads.
import { ConfigError, loadConfig, url, z } from '@golightly/config';

export function loadNotificationsConfig(env: Record<string, string | undefined>) {
  const config = loadConfig(
    {
      SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
      MAIL_FROM: z.string().min(3).default('Golightly <hello@golightly.test>'),
      SITE_URL: url().default('http://localhost:3000'),
      ADMIN_EMAIL: z.string().email().default('admin@golightly.test'),
      // The hosted mailing list; without both, subscribers stay in the local database.
      MAILCHIMP_API_KEY: z.string().min(8).optional(),
      MAILCHIMP_LIST_ID: z.string().min(1).optional(),
      MAILCHIMP_API_URL: url().optional(),
    },
    env,
  );
  if (Boolean(config.MAILCHIMP_API_KEY) !== Boolean(config.MAILCHIMP_LIST_ID)) {
    throw new ConfigError([
      'MAILCHIMP_API_KEY and MAILCHIMP_LIST_ID go together: set both for Mailchimp, or neither for the local list',
    ]);
  }
  const mailchimp =
    config.MAILCHIMP_API_KEY && config.MAILCHIMP_LIST_ID
      ? { apiKey: config.MAILCHIMP_API_KEY, listId: config.MAILCHIMP_LIST_ID, apiUrl: config.MAILCHIMP_API_URL }
      : null;
  return {
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    siteUrl: config.SITE_URL,
    adminEmail: config.ADMIN_EMAIL,
    mailchimp,
  };
}

export type NotificationsConfig = ReturnType<typeof loadNotificationsConfig>;
