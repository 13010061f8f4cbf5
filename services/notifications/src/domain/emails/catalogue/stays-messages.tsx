// Stays e-mails of the reservation message thread: a new message for the other member (opened as guest or host), and
// the admin's notice when free-text screening flags one (spec 001 §5, §8).
import { type AnyEmailDefinition, defineEmail } from '../define';
import { Action, Details, Greeting, Paragraph, Quote, SignOff, SmallPrint } from '../components';
import { threadRoleFromType } from '../links';
import { memberHtmlToText } from '../member-text';

/** A message in a reservation thread (spec 001 §3 Private message), with the thread type that decides the role. */
export interface ThreadMessageData {
  threadId: number;
  /** The receiver's side of the thread: 'host' (or 'owner') opens it as host, anything else as guest. */
  threadType: string;
  listTitle: string;
  senderName: string;
  /** The sender's profile. */
  profileId: number;
  receiverName: string;
  /** HTML as the member wrote it. */
  message: string;
}

export const reservationThreadMessage = defineEmail<ThreadMessageData>({
  type: 'reservationThreadMessage',
  area: 'stays',
  audience: 'member',
  sentWhen: 'A guest or host writes in a reservation or inquiry thread: the other member gets the message.',
  subject: (data) => `New message from ${data.senderName} about ${data.listTitle}`,
  preview: (data) =>
    memberHtmlToText(data.message).replace(/\s+/g, ' ').slice(0, 90) || `${data.senderName} wrote to you.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.receiverName} />
      <Paragraph>
        {data.senderName} sent you a message about {data.listTitle}:
      </Paragraph>
      <Quote>{memberHtmlToText(data.message)}</Quote>
      <Action href={ctx.links.messageThread(data.threadId, threadRoleFromType(data.threadType))}>Reply</Action>
      <SmallPrint>
        For your safety, keep your conversations and payments on Golightly: do not share e-mail addresses, phone numbers
        or other booking sites.
      </SmallPrint>
      <SignOff />
    </>
  ),
  sample: {
    threadId: 90312,
    threadType: 'host',
    listTitle: 'Sunny Alfama flat with river views',
    senderName: 'Maya',
    profileId: 3108,
    receiverName: 'Inês',
    message:
      '<p>Hi Inês!</p><p>Our flight lands at <strong>1:40 PM</strong>. Could we leave our bags a little early?</p>',
  },
});

/** What free-text screening found (spec 001 §5). */
export type ScreeningFlag = 'email' | 'phone' | 'website' | 'otherPlatform' | 'contactRequest';

const FLAG_LABELS: Record<ScreeningFlag, string> = {
  email: 'an e-mail address',
  phone: 'a phone number',
  website: 'a website address',
  otherPlatform: 'another booking platform',
  contactRequest: 'a request to share contact information',
};

/** 'an e-mail address, a phone number and a website address' */
function flagList(flags: readonly ScreeningFlag[]): string {
  const labels = flags.map((flag) => FLAG_LABELS[flag]);
  return labels.length > 1
    ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`
    : (labels[0] ?? 'words the screening flagged');
}

interface FlaggedMessageData extends ThreadMessageData {
  flags: readonly ScreeningFlag[];
  receiverProfileId: number;
}

export const flaggedThreadMessageToAdmin = defineEmail<FlaggedMessageData>({
  type: 'flaggedThreadMessageToAdmin',
  area: 'stays',
  audience: 'admin',
  sentWhen: 'Free-text screening flags a message in a reservation or inquiry thread (spec 001 §5, §8 admin notices).',
  subject: (data) => `Flagged message from ${data.senderName}`,
  preview: (data) => `It seems to contain ${flagList(data.flags)}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        A message from {data.senderName} to {data.receiverName} about {data.listTitle} was flagged. It seems to contain{' '}
        {flagList(data.flags)}.
      </Paragraph>
      <Quote>{memberHtmlToText(data.message)}</Quote>
      <Details
        rows={[
          ['Thread', String(data.threadId)],
          ['Sender', `${data.senderName} (profile ${data.profileId})`],
          ['Receiver', `${data.receiverName} (profile ${data.receiverProfileId})`],
        ]}
      />
      <Action href={ctx.links.profile(data.profileId)}>Open the sender&apos;s profile</Action>
    </>
  ),
  sample: {
    threadId: 90455,
    threadType: 'host',
    listTitle: 'Light-filled loft in the Marais',
    senderName: 'Priya',
    profileId: 3377,
    receiverName: 'Camille',
    receiverProfileId: 2519,
    message: '<p>Could we book directly? Write to me at priya dot s at mail dot com or call 0612 3456.</p>',
    flags: ['email', 'phone', 'contactRequest'],
  },
});

export const STAYS_MESSAGE_EMAILS: AnyEmailDefinition[] = [reservationThreadMessage, flaggedThreadMessageToAdmin];
