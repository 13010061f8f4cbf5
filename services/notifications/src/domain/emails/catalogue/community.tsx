// Community e-mails: social posts for review, flagged content, mentions and comments, connections, private messages
// between members and member reports (spec 001 §3 Blog post, Social post, Private message, Connection request, Report;
// §4 Posts and Connection; §6 admin notices; §8). The 10-connections-a-day limit is a message on screen, not an e-mail.
import { Img, Link } from '@react-email/components';
import { defineEmail } from '../define';
import type { EmailContext } from '../define';
import { Action, Details, Greeting, Paragraph, Quote, SignOff, SmallPrint } from '../components';
import { excerpt, memberHtmlToText } from '../member-text';

/** Avatars live under images/avatar/medium_{file} unless the picture is already a full URL (spec 001 §2). */
export function avatarUrl(picture: string, ctx: EmailContext): string {
  return /^https?:\/\//i.test(picture) ? picture : ctx.links.page(`/images/avatar/medium_${picture}`);
}

// ---- Posts -------------------------------------------------------------------------------------------------------

/** Social post (spec 001 §3): id, userName, profileId; with the blog post's title and text for the review. */
interface SocialPostForReview {
  id: number;
  blogId: number;
  userName: string;
  profileId: number;
  postTitle: string;
  /** The post as written (HTML from the editor). */
  postMessage: string;
  hasImage?: boolean;
}

export const socialPostForReview = defineEmail<SocialPostForReview>({
  type: 'socialPostForReview',
  area: 'community',
  audience: 'admin',
  sentWhen: 'A member publishes a post in the social area; it waits as pending until an admin approves or declines it.',
  subject: (data) => `New social post to review from ${data.userName}`,
  preview: (data) => `"${data.postTitle}" is waiting for your approval.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        <Link href={ctx.links.profile(data.profileId)}>{data.userName}</Link> has posted in the social area. The post
        stays pending until you approve or decline it.
      </Paragraph>
      <Details
        rows={[
          ['Title', data.postTitle],
          ['Image', data.hasImage ? 'Yes, one image' : null],
        ]}
      />
      <Quote>{excerpt(memberHtmlToText(data.postMessage))}</Quote>
      <Action href={ctx.links.socialPost(data.blogId)}>Review the post</Action>
    </>
  ),
  sample: {
    id: 318,
    blogId: 318,
    userName: 'Priya Raman',
    profileId: 2214,
    postTitle: 'Three days in Porto on a budget',
    postMessage:
      '<p>Just back from Porto! My favourite finds: the <b>Majestic Café</b> for breakfast, sunset at Jardim do Morro, and a port tasting in Gaia.</p><p>Happy to share my list with anyone going this spring.</p>',
    hasImage: true,
  },
});

type FlaggedPlace = 'post' | 'comment' | 'message';

interface ProhibitedContent {
  /** Where the member wrote it. */
  place: FlaggedPlace;
  userName: string;
  profileId: number;
  /** The flagged text as written (HTML for posts and messages). */
  content: string;
  /** What the screening found: an e-mail address, a phone number, a web address, another booking platform … */
  reasons: string[];
  /** The post the post or comment belongs to. */
  blogId?: number | null;
  /** For a private message: who it was written to. */
  receiverName?: string | null;
}

const PLACE_WORDS: Record<FlaggedPlace, string> = {
  post: 'a social post',
  comment: 'a comment',
  message: 'a private message',
};

export const prohibitedContent = defineEmail<ProhibitedContent>({
  type: 'prohibitedContent',
  area: 'community',
  audience: 'admin',
  sentWhen:
    'The free-text screening (spec 001 §5) flags a member’s post, comment or private message for contact details or other booking platforms.',
  subject: (data) => `Flagged content in ${PLACE_WORDS[data.place]} by ${data.userName}`,
  preview: (data) => `Screening found ${data.reasons.join(', ') || 'prohibited content'}.`,
  Body: ({ data, ctx }) => {
    const where =
      data.place === 'message'
        ? { href: ctx.links.page('/siteadmin/privatemessages'), label: 'Open private messages' }
        : {
            href: ctx.links.socialPost(data.blogId ?? ''),
            label: data.place === 'post' ? 'Open the post' : 'Open the post and comment',
          };
    return (
      <>
        <Greeting name="admin" />
        <Paragraph>
          The screening flagged {PLACE_WORDS[data.place]} written by{' '}
          <Link href={ctx.links.profile(data.profileId)}>{data.userName}</Link>
          {data.place === 'message' && data.receiverName ? ` to ${data.receiverName}` : ''}. Please take a look.
        </Paragraph>
        <Details rows={[['Found', data.reasons.join(', ')]]} />
        <Quote>{excerpt(memberHtmlToText(data.content), 600)}</Quote>
        {data.place === 'message' || data.blogId ? <Action href={where.href}>{where.label}</Action> : null}
      </>
    );
  },
  sample: {
    place: 'comment',
    userName: 'Chloé Martin',
    profileId: 1877,
    content:
      'Love this place! Message me on WhatsApp +33 6 12 34 56 78, I can get you the same flat cheaper on another site.',
    reasons: ['a phone number', 'another booking platform'],
    blogId: 318,
  },
});

/** A post is her own words or her comment under someone else's post (Blog post action, spec 001 §3). */
type PostAction = 'post' | 'comment';

interface SocialMention {
  firstName: string;
  /** Who mentioned her. */
  userName: string;
  profileId: number;
  action: PostAction;
  blogId: number;
  postTitle: string;
  /** The post or comment she is mentioned in (HTML). */
  postMessage: string;
}

export const socialMention = defineEmail<SocialMention>({
  type: 'socialMention',
  area: 'community',
  audience: 'member',
  sentWhen: 'Another member mentions her in a social post or a comment (spec 001 §4).',
  subject: (data) => `${data.userName} mentioned you in ${data.action === 'comment' ? 'a comment' : 'a post'}`,
  preview: (data) => `On "${data.postTitle}" in the social area.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        <Link href={ctx.links.profile(data.profileId)}>{data.userName}</Link> mentioned you in{' '}
        {data.action === 'comment' ? `a comment on "${data.postTitle}"` : `her post "${data.postTitle}"`}:
      </Paragraph>
      <Quote>{excerpt(memberHtmlToText(data.postMessage))}</Quote>
      <Action href={ctx.links.socialPost(data.blogId)}>
        {data.action === 'comment' ? 'See the comment' : 'See the post'}
      </Action>
      <SignOff />
    </>
  ),
  sample: {
    firstName: 'Maya',
    userName: 'Sofia Alvarez',
    profileId: 1932,
    action: 'comment',
    blogId: 318,
    postTitle: 'Three days in Porto on a budget',
    postMessage: '@Maya you were asking about Porto last month, Priya’s list is perfect!',
  },
});

interface SocialComment {
  firstName: string;
  /** Who commented. */
  userName: string;
  profileId: number;
  blogId: number;
  postTitle: string;
  /** The comment (HTML). */
  comment: string;
}

export const socialComment = defineEmail<SocialComment>({
  type: 'socialComment',
  area: 'community',
  audience: 'member',
  sentWhen: 'Another member comments on her social post.',
  subject: (data) => `${data.userName} commented on your post`,
  preview: (data) => `A new comment on "${data.postTitle}".`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        <Link href={ctx.links.profile(data.profileId)}>{data.userName}</Link> commented on your post "{data.postTitle}":
      </Paragraph>
      <Quote>{excerpt(memberHtmlToText(data.comment))}</Quote>
      <Action href={ctx.links.socialPost(data.blogId)}>Reply to the comment</Action>
      <SignOff />
    </>
  ),
  sample: {
    firstName: 'Priya',
    userName: 'Hannah Okafor',
    profileId: 2031,
    blogId: 318,
    postTitle: 'Three days in Porto on a budget',
    comment: 'Saving this! Did you book the port tasting ahead or just walk in?',
  },
});

// ---- Connections ---------------------------------------------------------------------------------------------------

/** Connection request (spec 001 §3): name is the member asked, name2 the member asking, profileId hers. */
interface ConnectionRequest {
  name: string;
  name2: string;
  profileId: number;
  connectionMessage?: string | null;
  profilePicture?: string | null;
  profileCurrentPostion?: string | null;
  profileLocation?: string | null;
}

export const connectionRequest = defineEmail<ConnectionRequest>({
  type: 'connectionRequest',
  area: 'community',
  audience: 'member',
  sentWhen: 'A member asks to connect with her, with an optional note (connection status pending, spec 001 §4).',
  subject: (data) => `${data.name2} would like to connect with you`,
  preview: (data) =>
    data.connectionMessage
      ? `${data.name2} sent you a note with her request.`
      : `Say hello to ${data.name2} on Golightly.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.name} />
      <Paragraph>{data.name2} would like to connect with you on Golightly.</Paragraph>
      {data.profilePicture ? (
        <Img
          src={avatarUrl(data.profilePicture, ctx)}
          alt={data.name2}
          width={125}
          height={125}
          style={{ borderRadius: '50%', objectFit: 'cover', margin: '8px 0' }}
        />
      ) : null}
      <Details
        rows={[
          ['Position', data.profileCurrentPostion],
          ['Location', data.profileLocation],
        ]}
      />
      {data.connectionMessage ? <Quote>{data.connectionMessage}</Quote> : null}
      <Action href={ctx.links.profile(data.profileId)}>See her profile and reply</Action>
      <SmallPrint>
        You can also accept or decline from <Link href={ctx.links.page('/your-connections')}>your connections</Link>.
      </SmallPrint>
      <SignOff />
    </>
  ),
  sample: {
    name: 'Maya',
    name2: 'Elena Rossi',
    profileId: 2190,
    connectionMessage: 'Hi Maya! I saw your post about Lisbon. I am moving there in March and would love to swap tips.',
    profilePicture: 'e1f4c2-elena.jpg',
    profileCurrentPostion: 'Product Designer at Figma',
    profileLocation: 'Milan, Italy',
  },
});

interface ConnectionAccepted {
  /** The member who asked. */
  firstName: string;
  /** The member who accepted, and her profile. */
  name: string;
  profileId: number;
}

export const connectionAccepted = defineEmail<ConnectionAccepted>({
  type: 'connectionAccepted',
  area: 'community',
  audience: 'member',
  sentWhen: 'The member she asked to connect with accepts (connection status connected).',
  subject: (data) => `${data.name} accepted your connection request`,
  preview: (data) => `You and ${data.name} are now connected.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        Good news: {data.name} accepted your request. You are now connected and can message each other.
      </Paragraph>
      <Action href={ctx.links.profile(data.profileId)}>See {data.name}’s profile</Action>
      <SignOff />
    </>
  ),
  sample: { firstName: 'Elena', name: 'Maya Goldberg', profileId: 1650 },
});

// ---- Private messages and reports ----------------------------------------------------------------------------------

/** Private message (spec 001 §3): message is HTML; profileId is the sender's, for a reply. */
interface PrivateMessage {
  receiverName: string;
  senderName: string;
  message: string;
  profileId: number;
  threadId: number;
}

export const privateMessage = defineEmail<PrivateMessage>({
  type: 'privateMessage',
  area: 'community',
  audience: 'member',
  sentWhen: 'A member sends her a private message.',
  subject: (data) => `New message from ${data.senderName}`,
  preview: (data) =>
    excerpt(memberHtmlToText(data.message).replace(/\s+/g, ' '), 90) || `${data.senderName} wrote to you.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.receiverName} />
      <Paragraph>
        <Link href={ctx.links.profile(data.profileId)}>{data.senderName}</Link> sent you a private message:
      </Paragraph>
      <Quote>{memberHtmlToText(data.message)}</Quote>
      <Action href={ctx.links.page('/inbox')}>Read and reply in your inbox</Action>
      <SmallPrint>For everyone’s safety, keep your conversations and payments on Golightly.</SmallPrint>
      <SignOff />
    </>
  ),
  sample: {
    receiverName: 'Maya',
    senderName: 'Elena Rossi',
    message:
      '<p>Hi Maya,</p><p>Thank you for connecting! Are you free for a coffee in Lisbon on the 14th?<br>I’ll be near Príncipe Real.</p>',
    profileId: 2190,
    threadId: 774,
  },
});

/** Report (spec 001 §3): userName and reportProfileId are the member reported, reporterName and userProfileId who reported. */
interface MemberReported {
  userName: string;
  reportProfileId: number;
  reporterName: string;
  userProfileId: number;
  reportType: string;
}

export const memberReported = defineEmail<MemberReported>({
  type: 'memberReported',
  area: 'community',
  audience: 'admin',
  sentWhen: 'A member reports another member from the report-user dialog (one reason chosen).',
  subject: (data) => `${data.userName} was reported by ${data.reporterName}`,
  preview: (data) => `Reason: ${data.reportType}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        <Link href={ctx.links.profile(data.userProfileId)}>{data.reporterName}</Link> has reported{' '}
        <Link href={ctx.links.profile(data.reportProfileId)}>{data.userName}</Link>.
      </Paragraph>
      <Details
        rows={[
          ['Reported member', data.userName],
          ['Reported by', data.reporterName],
          ['Reason', data.reportType],
        ]}
      />
      <Action href={ctx.links.page('/siteadmin/reportUser')}>Open user reports</Action>
    </>
  ),
  sample: {
    userName: 'Jordan Blake',
    reportProfileId: 2402,
    reporterName: 'Hannah Okafor',
    userProfileId: 2031,
    reportType: 'Spam or scam',
  },
});

export const COMMUNITY_EMAILS = [
  socialPostForReview,
  prohibitedContent,
  socialMention,
  socialComment,
  connectionRequest,
  connectionAccepted,
  privateMessage,
  memberReported,
];
