// The wish-list toasts of spec 000 §8: 'Success!' when a home is added or removed, 'Error!' with 'Oops! Something
// went wrong.' when a change fails.
import { useIntl } from 'react-intl';
import { toastTexts } from '../../i18n/spec-texts';
import { useToast } from '../../toasts/toasts';

export function useWishListToasts() {
  const t = useIntl().formatMessage;
  const show = useToast();
  return {
    success: () => show({ kind: 'success', title: t(toastTexts.wishListSuccess) }),
    error: () =>
      show({ kind: 'error', title: t(toastTexts.wishListError), message: t(toastTexts.wishListErrorMessage) }),
  };
}
