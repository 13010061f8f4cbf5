// The listing's words and terms: about the home, the neighbourhood, amenities and spaces by catalogue group (their
// names as the list settings catalogues hold them), house rules with check-in and check-out times, and the
// cancellation policy (spec 001 §9).
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import type { ListingPageQuery } from '../../gen/graphql';
import { listingScreenMessages as m } from '../../i18n/areas/listing';
import styles from './listing-page.module.css';

type Listing = NonNullable<ListingPageQuery['UserListing']>;

const CHECK_IN_WINDOW: MessageDescriptor = m.checkInWindow;
const CHECK_IN_FROM: MessageDescriptor = m.checkInFrom;
const CHECK_IN_UNTIL: MessageDescriptor = m.checkInUntil;
const CHECK_OUT_BY: MessageDescriptor = m.checkOutBy;

/** The amenity catalogues (list settings types 10, 11, 12, 21, 22, 23), in the order a guest reads them. */
const AMENITY_GROUPS: readonly [number, MessageDescriptor][] = [
  [10, m.groupEssentials],
  [12, m.groupSpaces],
  [11, m.groupSafety],
  [21, m.groupBusiness],
  [22, m.groupFamily],
  [23, m.groupUnique],
];

/** Spec 001 §9's policies. */
const POLICIES: Record<string, MessageDescriptor> = {
  flexible: m.policyFlexible,
  moderate: m.policyModerate,
  strict: m.policyStrict,
  superStrict30: m.policySuperStrict30,
};

/** Text the host wrote, its paragraphs kept. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, at) => (
          <p key={at} className={styles.prose}>
            {paragraph}
          </p>
        ))}
    </>
  );
}

export function AboutSections({ listing }: { listing: Listing }) {
  const t = useIntl().formatMessage;
  return (
    <>
      {listing.description.trim() && (
        <section className={styles.section} aria-labelledby="listing-about">
          <h2 id="listing-about">{t(m.aboutHeading)}</h2>
          <Paragraphs text={listing.description} />
        </section>
      )}
      {listing.neighbourhood.trim() && (
        <section className={styles.section} aria-labelledby="listing-neighbourhood">
          <h2 id="listing-neighbourhood">{t(m.neighbourhoodHeading)}</h2>
          <Paragraphs text={listing.neighbourhood} />
        </section>
      )}
    </>
  );
}

export function AmenitiesSection({ amenities }: { amenities: Listing['amenities'] }) {
  const t = useIntl().formatMessage;
  const groups = AMENITY_GROUPS.map(([typeId, label]) => ({
    typeId,
    label,
    items: amenities.filter((amenity) => amenity.typeId === typeId),
  })).filter((group) => group.items.length > 0);
  return (
    <section className={styles.section} aria-labelledby="listing-amenities">
      <h2 id="listing-amenities">{t(m.amenitiesHeading)}</h2>
      {groups.length === 0 && <p className={styles.muted}>{t(m.amenitiesNone)}</p>}
      <div className={styles.amenityGroups}>
        {groups.map((group) => (
          <div key={group.typeId}>
            <h3 className={styles.smallHeading}>{t(group.label)}</h3>
            <ul className={styles.amenities}>
              {group.items.map((item) => (
                <li key={item.id}>{item.itemName}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

/** A wall-clock time at the home ('HH:MM', or 'flexible') as the member's language writes it. */
function useTimeText() {
  const intl = useIntl();
  return (time: string) =>
    /^\d{2}:\d{2}$/.test(time)
      ? intl.formatTime(new Date(`2000-01-01T${time}:00Z`), { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' })
      : null;
}

export function HouseRulesSection({ listing }: { listing: Listing }) {
  const t = useIntl().formatMessage;
  const time = useTimeText();
  const from = time(listing.listingData.checkInStart);
  const to = time(listing.listingData.checkInEnd);
  const out = time(listing.listingData.checkOutTime);
  const checkIn =
    from && to
      ? t(CHECK_IN_WINDOW, { from, to })
      : from
        ? t(CHECK_IN_FROM, { from })
        : to
          ? t(CHECK_IN_UNTIL, { to })
          : t(m.checkInFlexible);
  return (
    <section className={styles.section} aria-labelledby="listing-rules">
      <h2 id="listing-rules">{t(m.houseRulesHeading)}</h2>
      <ul className={styles.rules}>
        <li>{checkIn}</li>
        <li>{out ? t(CHECK_OUT_BY, { time: out }) : t(m.checkOutFlexible)}</li>
        {listing.houseRules.map((rule) => (
          <li key={rule.id}>{rule.itemName}</li>
        ))}
      </ul>
      {listing.customHouseRules.trim() && (
        <>
          <h3 className={styles.smallHeading}>{t(m.hostsWords)}</h3>
          <Paragraphs text={listing.customHouseRules} />
        </>
      )}
    </section>
  );
}

export function CancellationSection({ policy }: { policy: string | null | undefined }) {
  const t = useIntl().formatMessage;
  const text = policy ? POLICIES[policy] : undefined;
  return (
    <section className={styles.section} aria-labelledby="listing-cancellation">
      <h2 id="listing-cancellation">{t(m.cancellationHeading)}</h2>
      <p>{text ? t(text) : t(m.policyNotSet)}</p>
      <p>
        <Link to={policy ? `/cancellation-policies/${policy}` : '/cancellation-policies'}>{t(m.policyDetails)}</Link>
      </p>
    </section>
  );
}
