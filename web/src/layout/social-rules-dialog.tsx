// The social area's rules (spec 000 §4): a member who may enter but has not yet accepted them reads them here.
// The confirm button stays disabled until the terms box is ticked; closing without accepting goes home. Accepting
// records it (updateBlogRules), refreshes her account and the gates, then goes to /social.
import { useMutation } from '@apollo/client/react';
import { useCallback, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Modal } from '../auth/modal';
import { useSession } from '../auth/session';
import { UpdateBlogRulesDocument } from '../gen/graphql';
import { useGates } from '../gates/gates-provider';
import { dashboardScreenMessages as m } from '../i18n/messages';
import { toastTexts, useSpecText } from '../i18n/spec-texts';
import styles from './site-header.module.css';

/** Records her acceptance; throws with the server's words when it is refused. */
export function useAcceptSocialRules(): () => Promise<void> {
  const [updateBlogRules] = useMutation(UpdateBlogRulesDocument);
  const { refresh } = useSession();
  const { invalidate } = useGates();
  return useCallback(async () => {
    const { data } = await updateBlogRules();
    const answer = data?.updateBlogRules;
    if (answer?.status !== 200) throw new Error(answer?.errorMessage ?? toastTexts.resetFailed.defaultMessage);
    await refresh();
    invalidate();
  }, [updateBlogRules, refresh, invalidate]);
}

export const SOCIAL_RULES = [m.socialRulesRule1, m.socialRulesRule2, m.socialRulesRule3, m.socialRulesRule4];

export interface SocialRulesDialogProps {
  onClose: () => void;
  /** Records her acceptance; by default updateBlogRules, then her account and gates are refreshed. */
  onAccept?: () => Promise<void>;
}

export function SocialRulesDialog({ onClose, onAccept }: SocialRulesDialogProps) {
  const navigate = useNavigate();
  const t = useIntl().formatMessage;
  const specText = useSpecText();
  const acceptSocialRules = useAcceptSocialRules();
  const record = onAccept ?? acceptSocialRules;
  const checkboxId = useId();
  const [agreed, setAgreed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const leave = () => {
    onClose();
    void navigate('/');
  };

  const accept = async () => {
    setSaving(true);
    setError(null);
    try {
      await record();
      onClose();
      void navigate('/social');
    } catch (failure) {
      // The server's words, in her language when the spec quotes them.
      setError(
        specText(failure instanceof Error && failure.message ? failure.message : toastTexts.resetFailed.defaultMessage),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={t(m.socialRulesTitle)} onClose={leave}>
      <div className={styles.rules}>
        <p>{t(m.socialRulesIntro)}</p>
        <ol>
          {SOCIAL_RULES.map((rule) => (
            <li key={rule.id}>{t(rule)}</li>
          ))}
        </ol>
        <p className={styles.rulesCheck}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <label htmlFor={checkboxId}>{t(m.socialRulesAgree)}</label>
        </p>
        {error && <p role="alert">{error}</p>}
        <p className={styles.rulesActions}>
          <button type="button" className="button button--quiet" onClick={leave}>
            {t(m.socialRulesNotNow)}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!agreed || saving}
            onClick={() => void accept()}
          >
            {saving ? t(m.socialRulesSaving) : t(m.socialRulesConfirm)}
          </button>
        </p>
      </div>
    </Modal>
  );
}
