// Hosting e-mails (spec 001 §4 Listing, §6): a listing's way from submission through the admin's approval or rejection
// to live, published or unpublished, deleted, added or transferred by an admin, synced from a channel manager; the
// photo reminder, property badging and the document verification a host needs first.
import { Link } from '@react-email/components';
import { type AnyEmailDefinition, defineEmail } from '../define';
import { Action, Details, Greeting, Paragraph, Quote, SignOff, SmallPrint } from '../components';

/** The static property badging page (spec 001 §2), outside the member site. */
export const PROPERTY_BADGING_PAGE = 'https://golightly.com/badging';

/** The admins' list of deleted listings (spec 000 §2), opened when the host's profile is unknown here. */
const DELETED_LISTINGS_PAGE = '/siteadmin/deleted-listings';

/** A listing as the hosting e-mails name it (spec 001 §3 Listing). */
export interface ListingData {
  listId: number;
  listTitle: string;
  city: string;
  state?: string | null;
  country: string;
  /** The host's first name, as members see it; "A host" in an admin notice when notifications does not know her. */
  hostName: string;
  /** Null when notifications does not know the host (only an admin notice is sent then). */
  hostProfileId: number | null;
}

function place(listing: Pick<ListingData, 'city' | 'state' | 'country'>): string {
  return [listing.city, listing.state, listing.country].filter(Boolean).join(', ');
}

function ListingRows({ listing, admin = false }: { listing: ListingData; admin?: boolean }) {
  return (
    <Details
      rows={[
        ['Listing', listing.listTitle],
        ['Where', place(listing)],
        ['Listing number', String(listing.listId)],
        [
          'Host',
          admin && listing.hostProfileId !== null ? `${listing.hostName} (profile ${listing.hostProfileId})` : null,
        ],
      ]}
    />
  );
}

const SAMPLE_LISTING: ListingData = {
  listId: 3120,
  listTitle: 'Light-filled loft in the Marais',
  city: 'Paris',
  state: 'Île-de-France',
  country: 'France',
  hostName: 'Camille',
  hostProfileId: 2519,
};

export const listingSubmitted = defineEmail<ListingData>({
  type: 'listingSubmitted',
  area: 'hosting',
  audience: 'host',
  sentWhen: "A host submits a listing for approval, or resubmits it after a rejection: it awaits the admin's review.",
  subject: (data) => `We received ${data.listTitle}`,
  preview: () => 'Our team reviews every new listing before it goes live.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>
        Thank you for listing {data.listTitle} with Golightly. Our team reviews every new home to keep the club safe for
        women; we will write to you as soon as it is approved and live for bookings.
      </Paragraph>
      <ListingRows listing={data} />
      <Action href={ctx.links.listingEditor(data.listId)}>Review your listing</Action>
      <SignOff />
    </>
  ),
  sample: SAMPLE_LISTING,
});

export const listingAwaitingApproval = defineEmail<ListingData>({
  type: 'listingAwaitingApproval',
  area: 'hosting',
  audience: 'admin',
  sentWhen: 'A host submits a listing: the admin is asked to approve or reject it (spec 001 §6 admin notices).',
  subject: (data) => `Listing awaiting approval: ${data.listTitle}`,
  preview: (data) => `${data.hostName} submitted a listing in ${data.city}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        {data.hostName} submitted {data.listTitle} in {place(data)}. It is waiting for your approval.
      </Paragraph>
      <ListingRows listing={data} admin />
      <Action href={ctx.links.adminListingApproval()}>Open listing approval</Action>
      {data.hostProfileId !== null ? (
        <SmallPrint>
          Host profile:{' '}
          <Link href={ctx.links.profile(data.hostProfileId)}>{ctx.links.profile(data.hostProfileId)}</Link>
        </SmallPrint>
      ) : null}
    </>
  ),
  sample: SAMPLE_LISTING,
});

export const listingApproved = defineEmail<ListingData>({
  type: 'listingApproved',
  area: 'hosting',
  audience: 'host',
  sentWhen: 'The admin approves a listing: it is live for bookings.',
  subject: (data) => `${data.listTitle} is live`,
  preview: () => 'Your listing is approved and open for bookings.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>
        Wonderful news: {data.listTitle} is approved and live. Members can now find it and book their stay.
      </Paragraph>
      <Action href={ctx.links.listing(data.listId)}>See your listing</Action>
      <SignOff />
    </>
  ),
  sample: SAMPLE_LISTING,
});

interface RejectedListingData extends ListingData {
  /** The admin's note on what to change, if she wrote one. */
  reason?: string | null;
}

export const listingRejected = defineEmail<RejectedListingData>({
  type: 'listingRejected',
  area: 'hosting',
  audience: 'host',
  sentWhen: 'The admin rejects a listing: the host may change it and resubmit from the listing editor.',
  subject: (data) => `${data.listTitle} needs a few changes`,
  preview: () => 'Your listing was not approved yet. You can update it and resubmit.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>
        Thank you for listing {data.listTitle}. We could not approve it as it is. Please update it and resubmit it from
        your listing editor.
      </Paragraph>
      {data.reason ? <Quote>{data.reason}</Quote> : null}
      <Action href={ctx.links.listingEditor(data.listId)}>Update and resubmit</Action>
      <SignOff />
    </>
  ),
  sample: {
    ...SAMPLE_LISTING,
    reason: 'Please add photos of the bedroom and bathroom, and tell guests who else lives in the building.',
  },
});

export const listingCreatedByAdmin = defineEmail<ListingData>({
  type: 'listingCreatedByAdmin',
  area: 'hosting',
  audience: 'host',
  sentWhen: 'An admin adds a listing for a host directly: the host is told it is live.',
  subject: (data) => `We added ${data.listTitle} for you, and it is live`,
  preview: () => 'Your listing is live for bookings. Check the details in your listing editor.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>
        The Golightly team has added {data.listTitle} to your account, and it is live for bookings. Please check the
        details, photos, prices and house rules; you can change anything in your listing editor.
      </Paragraph>
      <ListingRows listing={data} />
      <Action href={ctx.links.listing(data.listId)}>See your listing</Action>
      <SmallPrint>
        Listing editor: <Link href={ctx.links.listingEditor(data.listId)}>{ctx.links.listingEditor(data.listId)}</Link>
      </SmallPrint>
      <SignOff />
    </>
  ),
  sample: SAMPLE_LISTING,
});

interface DeletedListingData extends ListingData {
  deletedBy: 'host' | 'admin';
}

export const listingDeletedToAdmin = defineEmail<DeletedListingData>({
  type: 'listingDeletedToAdmin',
  area: 'hosting',
  audience: 'admin',
  sentWhen: 'A property is deleted by its host or by an admin (spec 001 §6 admin notices: deleted properties).',
  subject: (data) => `Property deleted: ${data.listTitle}`,
  preview: (data) => `${data.deletedBy === 'host' ? data.hostName : 'An admin'} deleted listing ${data.listId}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        {data.deletedBy === 'host' ? `${data.hostName} deleted her property` : 'An admin deleted the property'}{' '}
        {data.listTitle} in {place(data)}. It is listed under deleted listings.
      </Paragraph>
      <ListingRows listing={data} admin />
      {data.hostProfileId !== null ? (
        <Action href={ctx.links.profile(data.hostProfileId)}>Open the host&apos;s profile</Action>
      ) : (
        <Action href={ctx.links.page(DELETED_LISTINGS_PAGE)}>Open deleted listings</Action>
      )}
    </>
  ),
  sample: { ...SAMPLE_LISTING, deletedBy: 'host' },
});

export const listingPublished = defineEmail<ListingData>({
  type: 'listingPublished',
  area: 'hosting',
  audience: 'host',
  sentWhen: 'A host publishes her approved listing again: it is live for members.',
  subject: (data) => `${data.listTitle} is published`,
  preview: () => 'Members can find and book your home again.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>{data.listTitle} is published: members can find it in search and book their stay.</Paragraph>
      <Action href={ctx.links.listing(data.listId)}>See your listing</Action>
      <SignOff />
    </>
  ),
  sample: SAMPLE_LISTING,
});

interface UnpublishedListingData extends ListingData {
  /** The listed or unlisted reason (spec 001 §3), when one was given. */
  reason?: string | null;
}

export const listingUnpublished = defineEmail<UnpublishedListingData>({
  type: 'listingUnpublished',
  area: 'hosting',
  audience: 'host',
  sentWhen: 'A host unpublishes her listing: members no longer see it or request it; confirmed stays are kept.',
  subject: (data) => `${data.listTitle} is unpublished`,
  preview: () => 'Your listing is hidden from search until you publish it again.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>
        {data.listTitle} is unpublished: members no longer see it in search and cannot send new requests. Reservations
        already confirmed are not affected. You can publish it again from your listing editor whenever you are ready.
      </Paragraph>
      {data.reason ? <Quote>{data.reason}</Quote> : null}
      <Action href={ctx.links.listingEditor(data.listId)}>Open your listing editor</Action>
      <SignOff />
    </>
  ),
  sample: { ...SAMPLE_LISTING, reason: 'Away for renovations until September.' },
});

/** Photo upload reminder (spec 001 §3): the host's name and the listing's name. */
interface PhotoReminderData {
  name: string;
  listName: string;
  listId: number;
}

export const photoUploadReminder = defineEmail<PhotoReminderData>({
  type: 'photoUploadReminder',
  area: 'hosting',
  audience: 'host',
  sentWhen: 'A listing has no photos yet: the host is reminded to upload them.',
  subject: (data) => `Add photos to ${data.listName}`,
  preview: () => 'Members book homes they can picture themselves in.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.name} />
      <Paragraph>
        {data.listName} has no photos yet. Members book homes they can picture themselves in: add a few bright photos of
        each room and the view. Photos are .jpeg, .jpg or .png, under 1 MB each.
      </Paragraph>
      <Action href={ctx.links.listingEditor(data.listId)}>Add photos</Action>
      <SignOff />
    </>
  ),
  sample: { name: 'Camille', listName: 'Light-filled loft in the Marais', listId: 3120 },
});

/** Sync listing (spec 001 §3): listings brought in from a channel manager. */
interface SyncedListingsData {
  titles: ReadonlyArray<{ id: number; title: string }>;
  firstName: string;
  email: string;
  platform: string;
  city: string;
  state?: string | null;
  country: string;
  profileId: number;
}

function SyncedTitles({ data, href }: { data: SyncedListingsData; href: (listId: number) => string }) {
  return (
    <>
      {data.titles.map((listing) => (
        <Paragraph key={listing.id}>
          <Link href={href(listing.id)}>{listing.title}</Link>
        </Paragraph>
      ))}
    </>
  );
}

function countListings(count: number): string {
  return `${count} ${count === 1 ? 'listing' : 'listings'}`;
}

const SAMPLE_SYNC: SyncedListingsData = {
  titles: [
    { id: 5012, title: 'Seaside cottage in Ericeira' },
    { id: 5013, title: 'Surf house with garden, Ericeira' },
  ],
  firstName: 'Beatriz',
  email: 'beatriz@costaprata-stays.example',
  platform: 'Hostaway',
  city: 'Ericeira',
  state: 'Lisbon District',
  country: 'Portugal',
  profileId: 4410,
};

export const listingsSyncedToHost = defineEmail<SyncedListingsData>({
  type: 'listingsSyncedToHost',
  area: 'hosting',
  audience: 'host',
  sentWhen: "Listings are synced from a property manager's channel manager (HostAway, Hostfully …).",
  subject: (data) => `${countListings(data.titles.length)} synced from ${data.platform}`,
  preview: (data) => `Your ${data.platform} listings are now on Golightly.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        We synced {countListings(data.titles.length)} from {data.platform}. Please check each one in its listing editor:
      </Paragraph>
      <SyncedTitles data={data} href={ctx.links.listingEditor} />
      <Action href={ctx.links.profile(data.profileId)}>Open your profile</Action>
      <SignOff />
    </>
  ),
  sample: SAMPLE_SYNC,
});

export const listingsSyncedToAdmin = defineEmail<SyncedListingsData>({
  type: 'listingsSyncedToAdmin',
  area: 'hosting',
  audience: 'admin',
  sentWhen: "A property manager's listings are synced from a channel manager: the admin is told what came in.",
  subject: (data) => `${countListings(data.titles.length)} synced from ${data.platform} by ${data.firstName}`,
  preview: (data) => `${data.firstName} (${data.email}), ${place(data)}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        {data.firstName} ({data.email}) synced {countListings(data.titles.length)} from {data.platform}.
      </Paragraph>
      <Details
        rows={[
          ['Platform', data.platform],
          ['Location', place(data)],
          ['Profile', String(data.profileId)],
        ]}
      />
      <SyncedTitles data={data} href={ctx.links.listing} />
      <Action href={ctx.links.profile(data.profileId)}>Open the property manager&apos;s profile</Action>
    </>
  ),
  sample: SAMPLE_SYNC,
});

/** Listing to host (spec 001 §3): an admin transfers a listing to a host. */
interface TransferredListingData {
  listId: number;
  listTitle: string;
  hostName: string;
  hostProfileId: number;
  email: string;
}

export const listingTransferredToHost = defineEmail<TransferredListingData>({
  type: 'listingTransferredToHost',
  area: 'hosting',
  audience: 'host',
  sentWhen: 'An admin transfers a listing to a host (listing transfer): it is now in her account.',
  subject: (data) => `${data.listTitle} is now yours to host`,
  preview: () => 'A listing was transferred to your account.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>
        The Golightly team has transferred {data.listTitle} to your account ({data.email}). You can now manage its
        calendar, prices and requests.
      </Paragraph>
      <Action href={ctx.links.listingEditor(data.listId)}>Open your listing editor</Action>
      <SmallPrint>
        The listing as members see it:{' '}
        <Link href={ctx.links.listing(data.listId)}>{ctx.links.listing(data.listId)}</Link>
      </SmallPrint>
      <SignOff />
    </>
  ),
  sample: {
    listId: 3120,
    listTitle: 'Light-filled loft in the Marais',
    hostName: 'Camille',
    hostProfileId: 2519,
    email: 'camille@example.com',
  },
});

interface BadgingData {
  hostName: string;
  listTitle: string;
  listId: number;
}

export const propertyBadging = defineEmail<BadgingData>({
  type: 'propertyBadging',
  area: 'hosting',
  audience: 'host',
  sentWhen: "A host's listing can be badged: she is invited to read how property badging works.",
  subject: (data) => `Earn a Golightly badge for ${data.listTitle}`,
  preview: () => 'Badged homes stand out to members.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>
        {data.listTitle} can earn a Golightly property badge, which tells members at a glance what makes your home
        special. Read how badging works and what we look for.
      </Paragraph>
      <Action href={PROPERTY_BADGING_PAGE}>How property badging works</Action>
      <SmallPrint>
        Your listing: <Link href={ctx.links.listing(data.listId)}>{ctx.links.listing(data.listId)}</Link>
      </SmallPrint>
      <SignOff />
    </>
  ),
  sample: { hostName: 'Camille', listTitle: 'Light-filled loft in the Marais', listId: 3120 },
});

export const hostVerificationRequired = defineEmail<{ firstName: string }>({
  type: 'hostVerificationRequired',
  area: 'hosting',
  audience: 'host',
  sentWhen:
    'A member starts hosting before her documents are verified: hosts must complete verification first (spec 001 §6).',
  subject: () => 'One step before you host: verify your documents',
  preview: () => 'Hosts complete document verification before their listing goes live.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        Thank you for opening your home to the club. Every Golightly host completes document verification before
        hosting, so that guests know who they are staying with. Please upload your ID; our team reviews it quickly.
      </Paragraph>
      <Action href={ctx.links.verificationStatus()}>Verify my documents</Action>
      <SmallPrint>ID uploads are PNG or JPG images under 1 MB.</SmallPrint>
      <SignOff />
    </>
  ),
  sample: { firstName: 'Camille' },
});

export const HOSTING_EMAILS: AnyEmailDefinition[] = [
  listingSubmitted,
  listingAwaitingApproval,
  listingApproved,
  listingRejected,
  listingCreatedByAdmin,
  listingDeletedToAdmin,
  listingPublished,
  listingUnpublished,
  photoUploadReminder,
  listingsSyncedToHost,
  listingsSyncedToAdmin,
  listingTransferredToHost,
  propertyBadging,
  hostVerificationRequired,
];
