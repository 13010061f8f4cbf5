// The mail catcher of the e2e stack (maildev's REST API): the e-mails the club sent, and links out of them.
import { expect, type Page } from '@playwright/test';

export const MAIL_API = `http://127.0.0.1:${process.env.MAIL_WEB_PORT ?? '1180'}/api/email`;

export interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

async function mailsTo(address: string): Promise<CaughtMail[]> {
  const mails = (await (await fetch(MAIL_API)).json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/**
 * The newest e-mail to `address` with a link whose path starts with `path` (followed by `?` or `/`), with that link
 * moved onto the test's own origin (the stack's SITE_URL may name another port).
 */
export async function linkFromMail(page: Page, address: string, path: string): Promise<string> {
  let link: string | undefined;
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`https?://[^\\s"'<>]*${escaped}[?/][^\\s"'<>)\\]]+`);
  await expect
    .poll(
      async () => {
        for (const mail of (await mailsTo(address)).reverse()) {
          const found = mail.text.match(pattern);
          if (found) {
            link = found[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `an e-mail to ${address} with a ${path} link` },
    )
    .toBe(true);
  const url = new URL(link!);
  return new URL(`${url.pathname}${url.search}`, page.url()).href;
}

/** Waits for an e-mail to `address` whose subject matches `subject`, and answers it. */
export async function mailWithSubject(address: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find((mail) => subject.test(mail.subject));
        return Boolean(found);
      },
      { timeout: 30_000, message: `an e-mail to ${address} with the subject ${subject}` },
    )
    .toBe(true);
  return found!;
}
