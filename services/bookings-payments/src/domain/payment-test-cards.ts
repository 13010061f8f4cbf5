// The test cards both the offline provider and the local Stripe server obey (decision 0049): Stripe's own test card
// numbers and the payment method ids Stripe's test mode names them by, so a test or a demo drives each path the same
// way against either provider.

export type CardBehaviour = 'succeeds' | 'declined' | 'insufficientFundsAtCapture' | 'requiresAuthentication';

interface TestCard {
  number: string;
  paymentMethod: string;
  behaviour: CardBehaviour;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', paymentMethod: 'pm_card_visa', behaviour: 'succeeds' },
  { number: '4000000000000002', paymentMethod: 'pm_card_chargeDeclined', behaviour: 'declined' },
  {
    number: '4000000000009995',
    paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds',
    behaviour: 'insufficientFundsAtCapture',
  },
  { number: '4000002760003184', paymentMethod: 'pm_card_authenticationRequired', behaviour: 'requiresAuthentication' },
];

/** A card number as typed, without its spaces and dashes. */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, '');

/** Luhn's check digit holds (every real card number passes it). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What a card does: a listed test card (by number or payment method id) does what it is listed for; any other number
 * that passes Luhn's check, or any other payment method id, succeeds; anything else is not a card (null).
 */
export function cardBehaviour(card: string): CardBehaviour | null {
  const digits = cardDigits(card);
  const listed = TEST_CARDS.find((test) => test.number === digits || test.paymentMethod === card);
  if (listed) return listed.behaviour;
  if (/^pm_[A-Za-z0-9_]+$/.test(card)) return 'succeeds';
  return passesLuhn(digits) ? 'succeeds' : null;
}
