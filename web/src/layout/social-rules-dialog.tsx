// The social area's rules (spec 000 §4): a member who may enter but has not yet accepted them reads them here.
// The confirm button stays disabled until the terms box is ticked; closing without accepting goes home.
// Accepting needs the `updateBlogRules` call, which the gateway does not offer yet: without `onAccept` the confirm
// button stays disabled and the dialog says acceptance is not available, rather than pretending to succeed.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../auth/modal';
import styles from './site-header.module.css';

export const SOCIAL_RULES = [
  'Be kind. Treat every member as you would a friend you are travelling with.',
  'Keep it about travel, hosting and the club; no advertising or selling.',
  "Share only what is yours to share: no one else's photos, addresses or private messages.",
  'Report anything that feels wrong; the club team reads every report.',
];

export interface SocialRulesDialogProps {
  onClose: () => void;
  /** Records her acceptance (updateBlogRules) and refreshes her account; absent while the gateway has no such call. */
  onAccept?: () => Promise<void>;
}

export function SocialRulesDialog({ onClose, onAccept }: SocialRulesDialogProps) {
  const navigate = useNavigate();
  const checkboxId = useId();
  const [agreed, setAgreed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const acceptanceAvailable = onAccept !== undefined;

  const leave = () => {
    onClose();
    void navigate('/');
  };

  const accept = async () => {
    if (!onAccept) return;
    setSaving(true);
    setError(null);
    try {
      await onAccept();
      onClose();
      void navigate('/social');
    } catch {
      setError('Something went wrong. please try again later.');
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
        {!acceptanceAvailable && (
          <p className={styles.rulesNote} role="note">
            Accepting the rules online is not available yet. Please try again later.
          </p>
        )}
        {error && <p role="alert">{error}</p>}
        <p className={styles.rulesActions}>
          <button type="button" className="button button--quiet" onClick={leave}>
            Not now
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!agreed || !acceptanceAvailable || saving}
            onClick={() => void accept()}
          >
            {saving ? 'Saving…' : 'Confirm'}
          </button>
        </p>
      </div>
    </Modal>
  );
}
