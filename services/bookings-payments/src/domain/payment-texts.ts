// Every text the payment layer shows a member or writes on a receipt (decision 0049), in one place.

/** On every receipt and payment answer of the offline provider of the embedded default. */
export const OFFLINE_RECEIPT_NOTICE = 'Offline payment: no money moved.';

export const PAYMENT_TEXTS = {
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  authenticationRequired: 'Your bank asks you to confirm this payment.',
  authenticationFailed: 'We could not confirm this payment with your bank. Please try again or use another card.',
  // spec 001 §9: a payment may stay processing for up to 5 minutes
  processing: 'Your payment is processing. This can take up to 5 minutes.',
  processingTimedOut: 'Your payment could not be completed. You have not been charged.',
  orderNotFound: 'This payment was not found.',
  alreadyPaid: 'This payment has already been made.',
  closed: 'This payment can no longer be made.',
  expired: 'The time to make this payment has passed.',
  paymentMethodRequired: 'Please enter a card to pay with.',
  providerUnavailable: 'Oops something went wrong, refresh or check back later',
} as const;

/** The member's words for a provider's refusal code; a code we do not know reads as a decline. */
export function refusalText(code: string | null): string {
  switch (code) {
    case 'insufficient_funds':
      return PAYMENT_TEXTS.insufficientFunds;
    case 'incorrect_number':
    case 'invalid_number':
      return PAYMENT_TEXTS.incorrectNumber;
    case 'authentication_required':
    case 'payment_intent_authentication_failure':
      return PAYMENT_TEXTS.authenticationFailed;
    case 'processing_timeout':
      return PAYMENT_TEXTS.processingTimedOut;
    default:
      return PAYMENT_TEXTS.cardDeclined;
  }
}
