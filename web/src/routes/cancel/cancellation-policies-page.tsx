// /cancellation-policies/{type}? (spec 000 §2, spec 001 §9): the four cancellation policies and what each gives back,
// the one named in the address first and marked; how fees, cleaning, a host's cancellation and the deposit are treated
// (decision 0055). Public: a visitor may read the policies before she books.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router';
import { cancellationMessages as m } from '../../i18n/areas/cancellation';
import { cancellationPolicyTexts as names } from '../../i18n/spec-texts';
import { PageTitle } from '../../layout/page-title';
import styles from '../booking/booking.module.css';
import type { ScreenProps } from '../screen';

type Policy = keyof typeof names;
const POLICIES: readonly Policy[] = ['flexible', 'moderate', 'strict', 'superStrict30'];
const RULES: Record<Policy, MessageDescriptor> = {
  flexible: m.flexibleRule,
  moderate: m.moderateRule,
  strict: m.strictRule,
  superStrict30: m.superStrict30Rule,
};

export default function CancellationPoliciesPage({ screen }: ScreenProps) {
  const t = useIntl().formatMessage;
  const { type } = useParams();
  const chosen = POLICIES.find((policy) => policy === type);
  const ordered = chosen ? [chosen, ...POLICIES.filter((policy) => policy !== chosen)] : POLICIES;
  return (
    <main className={styles.page}>
      <PageTitle title={t(screen.title)} />
      <h1>{t(screen.title)}</h1>
      <p>{t(m.policiesIntro)}</p>
      <ul className={styles.lines}>
        {ordered.map((policy) => (
          <li key={policy} aria-current={policy === chosen ? 'true' : undefined}>
            <section className={styles.card} aria-labelledby={`policy-${policy}`}>
              <h2 id={`policy-${policy}`}>{t(names[policy])}</h2>
              <p>{t(RULES[policy])}</p>
            </section>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{t(m.feesRule)}</p>
    </main>
  );
}
