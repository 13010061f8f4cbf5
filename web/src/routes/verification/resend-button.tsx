// The button that sends a new e-mail confirmation link, with the spec's resend toasts (spec 000 §8): shown on the
// confirmation page and on the trust and verification page.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import formStyles from '../../auth/forms.module.css';
import { ResendConfirmEmailDocument } from '../../gen/graphql';
import { accountPageMessages as m } from '../../i18n/messages';
import { toastTexts } from '../../i18n/spec-texts';
import { useToast } from '../../toasts/toasts';

/** The resend toasts of spec 000 §8, as descriptors of the texts module. */
export const RESEND_TOASTS = {
  success: { kind: 'success', title: toastTexts.checkYourEmail, message: toastTexts.confirmationSent },
  failure: { kind: 'error', title: toastTexts.failedToSendEmail, message: toastTexts.sorryTryAgain },
} as const;

export function ResendButton() {
  const intl = useIntl();
  const client = useApolloClient();
  const showToast = useToast();
  const toast = ({ kind, title, message }: (typeof RESEND_TOASTS)[keyof typeof RESEND_TOASTS]) =>
    showToast({ kind, title: intl.formatMessage(title), message: intl.formatMessage(message) });
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      const { data } = await client.query({ query: ResendConfirmEmailDocument, fetchPolicy: 'no-cache' });
      const status = data?.ResendConfirmEmail.status;
      // Already confirmed: nothing to send (spec 000 §8 skips the resend flow).
      if (status === 'success') toast(RESEND_TOASTS.success);
      else if (status === 'alreadyConfirmed')
        showToast({ kind: 'info', title: intl.formatMessage(m.alreadyConfirmed) });
      else toast(RESEND_TOASTS.failure);
    } catch {
      toast(RESEND_TOASTS.failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className={formStyles.actions}>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void resend()}
        disabled={busy}
        aria-busy={busy}
      >
        {intl.formatMessage(m.resend)}
      </button>
    </p>
  );
}
