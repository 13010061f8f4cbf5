// The hosted mailing-list provider: Mailchimp's Marketing API (v3), members addressed by the MD5 of the address.
import { createHash } from 'node:crypto';
import { MailingListUnavailable, type MailingList } from '../domain/newsletter';

export interface MailchimpSettings {
  apiKey: string;
  listId: string;
  /** Defaults to the data centre named by the key's suffix (…-us21 → https://us21.api.mailchimp.com/3.0). */
  apiUrl?: string;
  timeoutMs?: number;
}

/** The tag a member's own verification adds (verifyEmailMailchimp). */
export const VERIFIED_TAG = 'verified-member';

export function mailchimpApiUrl(apiKey: string): string {
  const dataCentre = /-([a-z]+\d+)$/.exec(apiKey)?.[1];
  if (!dataCentre) throw new Error('MAILCHIMP_API_KEY must end with its data centre, e.g. …-us21');
  return `https://${dataCentre}.api.mailchimp.com/3.0`;
}

export const subscriberHash = (email: string) => createHash('md5').update(email.trim().toLowerCase()).digest('hex');

interface MemberResource {
  email_address: string;
  status: string;
  merge_fields?: { FNAME?: string; LNAME?: string };
  tags?: Array<{ name: string }>;
}

export function mailchimpList(settings: MailchimpSettings): MailingList {
  const base = (settings.apiUrl ?? mailchimpApiUrl(settings.apiKey)).replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`golightly:${settings.apiKey}`).toString('base64')}`;
  const member = (email: string) =>
    `${base}/lists/${encodeURIComponent(settings.listId)}/members/${subscriberHash(email)}`;

  async function call(method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new MailingListUnavailable(error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    if (response.status >= 500 || response.status === 401 || response.status === 403 || response.status === 429) {
      throw new MailingListUnavailable(
        `${method} ${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 200)}`,
      );
    }
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
  }

  return {
    name: 'mailchimp',
    async find(email) {
      const { status, json } = await call('GET', member(email));
      if (status === 404) return null;
      const resource = json as MemberResource;
      if (resource.status !== 'subscribed' && resource.status !== 'pending') return null;
      return {
        email: resource.email_address.toLowerCase(),
        firstName: resource.merge_fields?.FNAME ?? '',
        lastName: resource.merge_fields?.LNAME ?? '',
        verified: (resource.tags ?? []).some((tag) => tag.name === VERIFIED_TAG),
      };
    },
    async subscribe({ email, firstName, lastName }) {
      const { status, json } = await call('PUT', member(email), {
        email_address: email,
        status_if_new: 'subscribed',
        status: 'subscribed',
        merge_fields: { FNAME: firstName, LNAME: lastName },
      });
      if (status >= 400)
        throw new MailingListUnavailable(`subscribe answered ${status}: ${JSON.stringify(json).slice(0, 200)}`);
    },
    async updateNames({ email, firstName, lastName }) {
      const { status } = await call('PATCH', member(email), { merge_fields: { FNAME: firstName, LNAME: lastName } });
      if (status === 404) return false;
      if (status >= 400) throw new MailingListUnavailable(`update answered ${status}`);
      return true;
    },
    async markVerified(email) {
      const { status } = await call('POST', `${member(email)}/tags`, {
        tags: [{ name: VERIFIED_TAG, status: 'active' }],
      });
      if (status === 404) return false;
      if (status >= 400) throw new MailingListUnavailable(`tagging answered ${status}`);
      return true;
    },
  };
}
