// The security deposit e-mails (issue 17 item 3, decision 0056), sent from bookings-payments' deposit events: on a
// claim the guest hears the admin will review it and may charge it, the host that it went to the admin, the admins
// get their notice; on a settled deposit the guest hears what came back, and nothing when nothing did. Over a real
// Postgres event log, rendered and delivered to a real SMTP listener.
import { SecurityDepositClaimedSchema, SecurityDepositSettledSchema } from '@golightly/proto';
import { describe, expect, it } from 'vitest';
import { ADMINS, stayFacts, useMailService } from './support/mail-service';

describe('the security deposit e-mails', () => {
  const mail = useMailService('notifications_deposits');
  const { registered, delivered } = mail;

  async function stayOf(guest: { userId: string }, host: { userId: string }) {
    const listing = await mail.listed(host, 'Blue house in Cascais', {}, { city: 'Cascais' });
    const facts = stayFacts(guest, host, listing);
    return {
      reservationId: facts.reservationId,
      title: listing.title,
      stay: { ...facts, depositMinor: 30_000n },
    };
  }

  it('tells the guest the admin will review the claim, the host it went to the admin, and the admins', async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const { reservationId, stay } = await stayOf(maya, ines);
    await mail.service.publish('bookings-payments', SecurityDepositClaimedSchema, {
      reservationId,
      stay,
      claimedMinor: 8_550n,
      reason: 'A broken lamp and a stained rug.',
      claimedByUserId: ines.userId,
    });
    const toGuest = await delivered(maya.email, 'Inês made a claim on your security deposit');
    expect(toGuest.text).toContain('€85.50');
    expect(toGuest.text).toContain('security deposit of €300');
    expect(toGuest.text).toContain('will review the claim and may charge the amount to your card');
    expect(toGuest.text).toContain('A broken lamp and a stained rug.');
    const toHost = await delivered(ines.email, 'We received your security deposit claim');
    expect(toHost.text).toContain('has gone to the Golightly team');
    const toAdmins = await delivered(ADMINS, `Security deposit claim on reservation ${Number(reservationId) + 1000}`);
    expect(toAdmins.text).toContain('Inês claims €85.50');
  });

  it('tells the guest what came back of her deposit, and nothing when the host kept all of it', async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const back = await stayOf(maya, ines);
    // one reservation's events arrive in order (keyed by it): the first refunded nothing and must send nothing
    await mail.service.publish('bookings-payments', SecurityDepositSettledSchema, {
      reservationId: back.reservationId,
      stay: { ...back.stay, confirmationCode: 'GLNOTHING' },
      outcome: 'approved',
      refundedMinor: 0n,
      hostPayoutMinor: 30_000n,
      claimedMinor: 30_000n,
    });
    await mail.service.publish('bookings-payments', SecurityDepositSettledSchema, {
      reservationId: back.reservationId,
      stay: back.stay,
      outcome: 'approved',
      refundedMinor: 21_450n,
      hostPayoutMinor: 8_550n,
      claimedMinor: 8_550n,
    });
    const refunded = await delivered(maya.email, 'Your security deposit has been refunded');
    expect(refunded.text).toContain('€214.50');
    expect(refunded.text).toContain(back.title);
    expect(mail.smtp.messages.filter((email) => (email.text ?? '').includes('GLNOTHING'))).toEqual([]);
  });
});
