// Concierge and contact e-mails: every field of the request for the admin, the 24-to-48-hour promise, the monthly budget.
import { describe, expect, it } from 'vitest';
import { emailContext, renderEmail } from '../render';
import { conciergeBudget, conciergeRequest, conciergeRequestReceived, contactMessage } from './concierge';

const ctx = emailContext('https://club.example', new Date('2027-02-02T10:00:00Z'));

describe('concierge and contact e-mails', () => {
  it('gives the admin every field of the request and a reply link to the member', async () => {
    const email = await renderEmail(
      conciergeRequest,
      { ...conciergeRequest.sample, requestorName: 'Catherine D.' },
      ctx,
    );
    for (const line of [
      'Name: Catherine Dubois',
      'Member: Catherine D.',
      'E-mail: catherine.dubois@example.com',
      'Sent: Tue, Feb 2nd, 2027',
      'Where: Amalfi Coast, Italy',
      'Dates: Thu, May 20th, 2027 to Thu, May 27th, 2027',
      'Dates flexible: Yes',
      'Travellers: 4',
      'Rooms: 2',
      'Budget: €6,000',
      'a boat day to Capri',
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.html).toContain('href="mailto:catherine.dubois@example.com?subject=');
  });

  it('promises the member a reply within 24 to 48 hours', async () => {
    const email = await renderEmail(conciergeRequestReceived, conciergeRequestReceived.sample, ctx);
    expect(email.text).toContain('will reply within 24 to 48 hours');
    expect(email.text).not.toContain('Sent:');
  });

  it('labels the budget per month for a stay of 30 days or longer', () => {
    const request = { budget: 4500, currency: 'USD', startDate: '2027-01-01', endDate: '2027-01-30' };
    expect(conciergeBudget(request)).toBe('$4,500');
    expect(conciergeBudget({ ...request, endDate: '2027-01-31' })).toBe('$4,500 per month');
  });

  it('keeps a contact message as the sender wrote it, escaped', async () => {
    const email = await renderEmail(
      contactMessage,
      { ...contactMessage.sample, ContactMessage: 'Hi <b>there</b> & thanks' },
      ctx,
    );
    expect(email.html).toContain('Hi &lt;b&gt;there&lt;/b&gt; &amp; thanks');
    expect(email.text).toContain('Phone: +351 912 345 678');
    expect(email.html).toContain('href="mailto:beatriz.santos@example.com?subject=');
  });
});
