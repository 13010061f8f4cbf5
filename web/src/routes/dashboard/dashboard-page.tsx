// /dashboard: the member's home after sign-in — a greeting, the profile steps still to do with links, what is
// verified, the invitations she has left and, for a member who may have them, her co-hosts (spec 000 §2, §4, §6).
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../auth/session';
import { DashboardDocument, DashboardInvitesDocument, type DashboardQuery } from '../../gen/graphql';
import { specTexts } from '../../i18n/spec-texts';
import { PageTitle } from '../../layout/page-title';
import styles from '../membership/membership.module.css';
import type { ScreenProps } from '../route-table';
import { CoHosts } from './co-hosts';

type DashboardAccount = DashboardQuery['userAccount'];

/** The four profile steps of spec 000 §4, each with where she completes it. */
export function profileSteps(account: DashboardAccount) {
  return [
    { key: 'step1', done: account.step1 === 'completed', label: 'Basic information', to: '/user/edit' },
    { key: 'step2', done: account.step2 === 'completed', label: 'A profile photo', to: '/user/photo' },
    { key: 'step3', done: account.step3 === 'completed', label: 'A verified phone number', to: '/user/edit' },
    { key: 'step4', done: account.step4 === 'completed', label: 'About you and your work', to: '/user/edit' },
  ];
}

export default function DashboardPage({ screen }: ScreenProps) {
  const intl = useIntl();
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

  if (loading) return <p className="loading-message">Loading…</p>;
  if (!sessionAccount) return <Navigate to="/login?refer=%2Fdashboard" replace />;
  const account = dashboard.data?.userAccount;
  if (!account) {
    return dashboard.loading ? (
      <p className="loading-message">Loading your dashboard…</p>
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
      <PageTitle title={screen.title} />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{account.isDiamond ? 'Diamond member' : 'Dashboard'}</p>
        <h1>Welcome, {account.firstName}</h1>
        <p className={styles.lead}>
          {stepsLeft.length === 0
            ? 'Your profile is complete. Find a stay, join a trip or say hello in the community.'
            : 'A few steps and your profile is complete: members can then book your home, and you theirs.'}
        </p>
      </header>

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="steps-heading">
          <h2 id="steps-heading">Your profile</h2>
          <p className={styles.muted}>
            {steps.length - stepsLeft.length} of {steps.length} steps completed
          </p>
          <ol className={styles.plainList}>
            {steps.map((step) => (
              <li key={step.key} className={styles.row}>
                <span>{step.label}</span>
                {step.done ? (
                  <span className={`${styles.badge} ${styles.done}`}>Done</span>
                ) : (
                  <Link to={step.to}>Complete this step</Link>
                )}
              </li>
            ))}
          </ol>
        </section>

        <section className={styles.card} aria-labelledby="verification-heading">
          <h2 id="verification-heading">Verification</h2>
          <ul className={styles.plainList}>
            <VerificationRow label="E-mail address" verified={verification.isEmailConfirmed} to="/user/verification" />
            <VerificationRow label="Phone number" verified={verification.isPhoneVerified} to="/user/edit" />
            <VerificationRow
              label="Identity document"
              verified={verification.isIdVerification || verification.isGovtProofVerification}
              to="/id-proofType"
            />
          </ul>
          {account.memberStatus === 'pending' && (
            <p className={styles.muted}>Your membership application is still being reviewed.</p>
          )}
        </section>
      </div>

      {mayInvite && (
        <section className={`${styles.card} ${styles.highlight}`} aria-labelledby="invites-heading">
          <h2 id="invites-heading">Invite friends</h2>
          {invitesLeft === undefined ? (
            <p className={styles.muted}>Counting your invitations…</p>
          ) : invitesLeft === 0 ? (
            <p>{intl.formatMessage(specTexts.noInvitesLeft)}</p>
          ) : (
            <p>
              <span className={styles.stat} data-testid="invites-left">
                {invitesLeft}
              </span>{' '}
              {invitesLeft === 1 ? 'invite' : 'invites'} left of {invites.data?.myInvitations.inviteLimit}. You earn $20
              of travel credit for each friend who joins.
            </p>
          )}
          <p className={styles.actions}>
            <Link className="button button--primary" to="/invite">
              Invite friends
            </Link>
          </p>
        </section>
      )}

      {role && role !== 'coHost' && role !== 'reserved' && <CoHosts />}
    </div>
  );
}

function VerificationRow({ label, verified, to }: { label: string; verified: boolean; to: string }) {
  return (
    <li className={styles.row}>
      <span>{label}</span>
      {verified ? (
        <span className={`${styles.badge} ${styles.done}`}>Verified</span>
      ) : (
        <Link to={to} aria-label={`Verify your ${label.toLowerCase()}`}>
          Not verified yet
        </Link>
      )}
    </li>
  );
}
