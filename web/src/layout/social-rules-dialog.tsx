// The social area's rules (spec 000 §4): a member who may enter but has not yet accepted them reads them here.
// The confirm button stays disabled until the terms box is ticked; closing without accepting goes home. Accepting
// records it (updateBlogRules), refreshes her account and the gates, then goes to /social.
import { useMutation } from '@apollo/client/react';
import { useCallback, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../auth/modal';
import { useSession } from '../auth/session';
import { UpdateBlogRulesDocument } from '../gen/graphql';
import { useGates } from '../gates/gates-provider';
import styles from './site-header.module.css';

/** Records her acceptance; throws with the server's words when it is refused. */
export function useAcceptSocialRules(): () => Promise<void> {
  const [updateBlogRules] = useMutation(UpdateBlogRulesDocument);
  const { refresh } = useSession();
  const { invalidate } = useGates();
  return useCallback(async () => {
    const { data } = await updateBlogRules();
    const answer = data?.updateBlogRules;
    if (answer?.status !== 200)
      throw new Error(answer?.errorMessage ?? 'Something went wrong. please try again later.');
    await refresh();
    invalidate();
  }, [updateBlogRules, refresh, invalidate]);
}

export const SOCIAL_RULES = [
  'Be kind. Treat every member as you would a friend you are travelling with.',
  'Keep it about travel, hosting and the club; no advertising or selling.',
  "Share only what is yours to share: no one else's photos, addresses or private messages.",
  'Report anything that feels wrong; the club team reads every report.',
];

export interface SocialRulesDialogProps {
  onClose: () => void;
  /** Records her acceptance; by default updateBlogRules, then her account and gates are refreshed. */
  onAccept?: () => Promise<void>;
}

export function SocialRulesDialog({ onClose, onAccept }: SocialRulesDialogProps) {
  const navigate = useNavigate();
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
      setError(
        failure instanceof Error && failure.message ? failure.message : 'Something went wrong. please try again later.',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="Social community rules" onClose={leave}>
      <div className={styles.rules}>
        <p>Before you join the conversation, please read and accept the rules of the club&apos;s social area.</p>
        <ol>
          {SOCIAL_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
        <p className={styles.rulesCheck}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <label htmlFor={checkboxId}>I have read and agree to the community rules and the terms of service.</label>
        </p>
        {error && <p role="alert">{error}</p>}
        <p className={styles.rulesActions}>
          <button type="button" className="button button--quiet" onClick={leave}>
            Not now
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!agreed || saving}
            onClick={() => void accept()}
          >
            {saving ? 'Saving…' : 'Confirm'}
          </button>
        </p>
      </div>
    </Modal>
  );
}
