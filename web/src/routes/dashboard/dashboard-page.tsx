// /dashboard: the member's home after sign-in — a greeting, the profile steps still to do with links, what is
// verified, the invitations she has left and, for a member who may have them, her co-hosts (spec 000 §2, §4, §6).
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../auth/session';
import { DashboardDocument, DashboardInvitesDocument, type DashboardQuery } from '../../gen/graphql';
import { dashboardScreenMessages as m } from '../../i18n/messages';
import { specTexts } from '../../i18n/spec-texts';
import { PageTitle } from '../../layout/page-title';
import styles from '../membership/membership.module.css';
import type { ScreenProps } from '../route-table';
import { CoHosts } from './co-hosts';

type DashboardAccount = DashboardQuery['userAccount'];

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const WELCOME: MessageDescriptor = m.dashboardWelcome;
const STEPS_COMPLETED: MessageDescriptor = m.dashboardStepsCompleted;
const INVITES_LEFT_ONE: MessageDescriptor = m.dashboardInvitesLeftOne;
const INVITES_LEFT_OTHER: MessageDescriptor = m.dashboardInvitesLeftOther;

/** The four profile steps of spec 000 §4, each with where she completes it. */
export function profileSteps(account: DashboardAccount) {
  return [
    { key: 'step1', done: account.step1 === 'completed', label: m.dashboardStep1, to: '/user/edit' },
    { key: 'step2', done: account.step2 === 'completed', label: m.dashboardStep2, to: '/user/photo' },
    { key: 'step3', done: account.step3 === 'completed', label: m.dashboardStep3, to: '/user/edit' },
    { key: 'step4', done: account.step4 === 'completed', label: m.dashboardStep4, to: '/user/edit' },
  ];
}

export default function DashboardPage({ screen }: ScreenProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { account: sessionAccount, loading } = useSession();
  const dashboard = useQuery(DashboardDocument, {
    skip: !sessionAccount,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const mayInvite = dashboard.data?.myRoleLimits.showInvite ?? false;
  const invites = useQuery(DashboardInvitesDocument, {
    skip: !mayInvite,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });

  if (loading) return <p className="loading-message">{t(m.dashboardLoading)}</p>;
  if (!sessionAccount) return <Navigate to="/login?refer=%2Fdashboard" replace />;
  const account = dashboard.data?.userAccount;
  if (!account) {
    return dashboard.loading ? (
      <p className="loading-message">{t(m.dashboardLoadingDashboard)}</p>
    ) : (
      <p className={styles.page} role="alert">
        {intl.formatMessage(specTexts.somethingWentWrongRefresh)}
      </p>
    );
  }

  const steps = profileSteps(account);
  const stepsLeft = steps.filter((step) => !step.done);
  const { verification } = account;
  const role = dashboard.data?.myRoleLimits.role;
  const invitesLeft = invites.data?.myInvitations.invitesLeft;

  return (
    <div className={styles.page}>
      <PageTitle title={t(screen.title)} />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{account.isDiamond ? t(m.dashboardEyebrowDiamond) : t(m.dashboardEyebrow)}</p>
        <h1>{t(WELCOME, { name: account.firstName })}</h1>
        <p className={styles.lead}>
          {stepsLeft.length === 0 ? t(m.dashboardLeadComplete) : t(m.dashboardLeadIncomplete)}
        </p>
      </header>

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="steps-heading">
          <h2 id="steps-heading">{t(m.dashboardProfileHeading)}</h2>
          <p className={styles.muted}>
            {t(STEPS_COMPLETED, { done: steps.length - stepsLeft.length, total: steps.length })}
          </p>
          <ol className={styles.plainList}>
            {steps.map((step) => (
              <li key={step.key} className={styles.row}>
                <span>{t(step.label)}</span>
                {step.done ? (
                  <span className={`${styles.badge} ${styles.done}`}>{t(m.dashboardDone)}</span>
                ) : (
                  <Link to={step.to}>{t(m.dashboardCompleteStep)}</Link>
                )}
              </li>
            ))}
          </ol>
        </section>

        <section className={styles.card} aria-labelledby="verification-heading">
          <h2 id="verification-heading">{t(m.dashboardVerificationHeading)}</h2>
          <ul className={styles.plainList}>
            <VerificationRow
              label={m.dashboardEmail}
              verifyLabel={m.dashboardVerifyEmail}
              verified={verification.isEmailConfirmed}
              to="/user/verification"
            />
            <VerificationRow
              label={m.dashboardPhone}
              verifyLabel={m.dashboardVerifyPhone}
              verified={verification.isPhoneVerified}
              to="/user/edit"
            />
            <VerificationRow
              label={m.dashboardIdentity}
              verifyLabel={m.dashboardVerifyIdentity}
              verified={verification.isIdVerification || verification.isGovtProofVerification}
              to="/id-proofType"
            />
          </ul>
          {account.memberStatus === 'pending' && <p className={styles.muted}>{t(m.dashboardPending)}</p>}
        </section>
      </div>

      {mayInvite && (
        <section className={`${styles.card} ${styles.highlight}`} aria-labelledby="invites-heading">
          <h2 id="invites-heading">{t(m.dashboardInviteFriends)}</h2>
          {invitesLeft === undefined ? (
            <p className={styles.muted}>{t(m.dashboardCounting)}</p>
          ) : invitesLeft === 0 ? (
            <p>{intl.formatMessage(specTexts.noInvitesLeft)}</p>
          ) : (
            <p>
              <FormattedMessage
                {...(invitesLeft === 1 ? INVITES_LEFT_ONE : INVITES_LEFT_OTHER)}
                values={{
                  count: (
                    <span className={styles.stat} data-testid="invites-left">
                      {invitesLeft}
                    </span>
                  ),
                  limit: invites.data?.myInvitations.inviteLimit,
                }}
              />
            </p>
          )}
          <p className={styles.actions}>
            <Link className="button button--primary" to="/invite">
              {t(m.dashboardInviteFriends)}
            </Link>
          </p>
        </section>
      )}

      {role && role !== 'coHost' && role !== 'reserved' && <CoHosts />}
    </div>
  );
}

interface VerificationRowProps {
  label: MessageDescriptor;
  /** The link's name for a screen reader: what she verifies there. */
  verifyLabel: MessageDescriptor;
  verified: boolean;
  to: string;
}

function VerificationRow({ label, verifyLabel, verified, to }: VerificationRowProps) {
  const t = useIntl().formatMessage;
  return (
    <li className={styles.row}>
      <span>{t(label)}</span>
      {verified ? (
        <span className={`${styles.badge} ${styles.done}`}>{t(m.dashboardVerified)}</span>
      ) : (
        <Link to={to} aria-label={t(verifyLabel)}>
          {t(m.dashboardNotVerified)}
        </Link>
      )}
    </li>
  );
}
