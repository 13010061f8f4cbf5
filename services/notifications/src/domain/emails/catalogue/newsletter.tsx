// Newsletter e-mails: the double opt-in's confirmation link (decision 0024).
import { Action, Greeting, Paragraph, SignOff, SmallPrint } from '../components';
import { defineEmail } from '../define';
import { CONFIRMATION_VALID_HOURS } from '../../newsletter';

export const confirmNewsletterSubscription = defineEmail<{ firstName: string; token: string }>({
  type: 'confirmNewsletterSubscription',
  area: 'newsletter',
  audience: 'subscriber',
  sentWhen:
    'Someone enters this address in the newsletter box (mailChimpSubscribe-footer, mailChimpSubscribe): nothing is subscribed until its link is followed.',
  subject: () => 'Confirm your subscription to the Golightly newsletter',
  preview: () => 'One click and our travel notes reach you once a month.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        Someone, we hope you, asked for the Golightly newsletter at this address: new homes, GoSolo trips and news from
        the club, once a month. Please confirm that you want it:
      </Paragraph>
      <Action href={ctx.links.page(`/newsletter/confirm/${encodeURIComponent(data.token)}`)}>
        Confirm my subscription
      </Action>
      <SmallPrint>
        The link works once, for {CONFIRMATION_VALID_HOURS} hours. If you did not ask for the newsletter, ignore this
        email: you will not be subscribed and we will not write again.
      </SmallPrint>
      <SignOff />
    </>
  ),
  sample: { firstName: 'Ada', token: 'nWsL3tT3rC0nf1rmT0k3n_aaaaaaaaaaaaaaaaaaaaaa' },
});

export const NEWSLETTER_EMAILS = [confirmNewsletterSubscription];
