// Paying an order of the Stripe provider with Stripe Elements (issue 16 item 5, decision 0052). The Payment Element
// collects the card without an intent (the order's amount and currency, manual capture, cards only); its payment
// method goes to payOrder, where the server creates and confirms the intent under the order's lock (decision 0049).
// When her bank asks for 3-D Secure, Stripe.js shows the bank's check over this page (handleNextAction) and the
// server is then asked where the payment stands (confirmPaymentOrder); its answer updates the order on screen.
// Stripe.js comes from the loader of StripeLoaderContext, so tests give a fake Stripe and nothing is downloaded.
import { useMutation } from '@apollo/client/react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { createContext, useContext, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ConfirmPaymentOrderDocument, PayOrderDocument, type PaymentOrderFieldsFragment } from '../../gen/graphql';
import { bookingScreenMessages as m } from '../../i18n/areas/booking';
import styles from './booking.module.css';

const PAY: MessageDescriptor = m.pay;

/** Loads Stripe.js for a publishable key; null when it cannot. */
export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

/** Stripe.js itself, fetched only when a Stripe order is paid (the pure entry adds no script on import). */
const loadStripeJs: StripeLoader = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
};

export const StripeLoaderContext = createContext<StripeLoader>(loadStripeJs);

/** Stripe's locale for hers: the language part of her locale (Stripe speaks each of the club's). */
const stripeLocaleOf = (locale: string) => locale.split('-')[0] as StripeElementsOptions['locale'];

type Loaded = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed' };

export function StripeCardForm({
  order,
  publishableKey,
  amount,
}: {
  order: PaymentOrderFieldsFragment;
  publishableKey: string;
  /** The amount as she reads it, for the pay button. */
  amount: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const load = useContext(StripeLoaderContext);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    load(publishableKey).then(
      (stripe) => current && setLoaded(stripe ? { state: 'ready', stripe } : { state: 'failed' }),
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [load, publishableKey]);
  const options = useMemo<StripeElementsOptions>(
    () => ({
      mode: 'payment',
      amount: order.amountMinor,
      currency: order.currency.toLowerCase(),
      captureMethod: 'manual',
      paymentMethodCreation: 'manual',
      paymentMethodTypes: ['card'],
      locale: stripeLocaleOf(intl.locale),
    }),
    [order.amountMinor, order.currency, intl.locale],
  );

  if (loaded.state === 'loading') return <p role="status">{t(m.loading)}</p>;
  if (loaded.state === 'failed') return <p role="alert">{t(m.stripeLoadFailed)}</p>;
  return (
    <Elements stripe={loaded.stripe} options={options}>
      <StripeFields orderId={order.id} amount={amount} />
    </Elements>
  );
}

/**
 * Her bank's check, then the server's word on where the payment stands: the order on screen follows it (held,
 * processing, or payable again with the server's refusal), whatever Stripe.js said of the check itself.
 */
function useBankCheck(orderId: string) {
  const t = useIntl().formatMessage;
  const [confirmPaymentOrder] = useMutation(ConfirmPaymentOrderDocument);
  return async (stripe: Stripe, clientSecret: string): Promise<string | null> => {
    await stripe.handleNextAction({ clientSecret });
    const { data } = await confirmPaymentOrder({ variables: { id: orderId } }).catch(() => ({ data: undefined }));
    return data ? null : t(m.payFailed);
  };
}

function StripeFields({ orderId, amount }: { orderId: string; amount: string }) {
  const t = useIntl().formatMessage;
  const stripe = useStripe();
  const elements = useElements();
  const [payOrder] = useMutation(PayOrderDocument);
  const bankCheck = useBankCheck(orderId);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      setProblem(await payWithCard(stripe, elements));
    } finally {
      setBusy(false);
    }
  }

  async function payWithCard(stripe: Stripe, elements: NonNullable<ReturnType<typeof useElements>>) {
    // Stripe checks the fields first and says what is missing in her language.
    const submitted = await elements.submit();
    if (submitted.error) return submitted.error.message ?? t(m.payFailed);
    const created = await stripe.createPaymentMethod({ elements });
    if (created.error) return created.error.message ?? t(m.payFailed);
    const { data } = await payOrder({ variables: { id: orderId, paymentMethod: created.paymentMethod.id } }).catch(
      () => ({ data: undefined }),
    );
    if (!data) return t(m.payFailed);
    const answer = data.payOrder;
    if (answer.requiresAction && answer.clientSecret) return bankCheck(stripe, answer.clientSecret);
    // A declined card is told by the order itself (its message, shown above); only an order that is gone is told here.
    return answer.order ? null : (answer.message ?? t(m.notFound));
  }

  return (
    <form className={styles.form} onSubmit={(event) => void pay(event)}>
      <PaymentElement />
      {problem && (
        <p role="alert" className={styles.refusal}>
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={!stripe || !elements || busy}>
        {busy ? t(m.paying) : t(PAY, { amount })}
      </button>
    </form>
  );
}

/**
 * An order already waiting for her bank (she left the check, or came back to the page): the server gives the check's
 * secret again, Stripe.js shows it, and the server says where the payment then stands.
 */
export function StripeBankCheck({ orderId, publishableKey }: { orderId: string; publishableKey: string }) {
  const t = useIntl().formatMessage;
  const load = useContext(StripeLoaderContext);
  const [confirmPaymentOrder] = useMutation(ConfirmPaymentOrderDocument);
  const bankCheck = useBankCheck(orderId);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function check() {
    setBusy(true);
    setProblem(null);
    try {
      const stripe = await load(publishableKey).catch(() => null);
      if (!stripe) return setProblem(t(m.stripeLoadFailed));
      const { data } = await confirmPaymentOrder({ variables: { id: orderId } }).catch(() => ({ data: undefined }));
      if (!data) return setProblem(t(m.payFailed));
      const answer = data.confirmPaymentOrder;
      if (answer.requiresAction && answer.clientSecret) setProblem(await bankCheck(stripe, answer.clientSecret));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {problem && (
        <p role="alert" className={styles.refusal}>
          {problem}
        </p>
      )}
      <button type="button" className="button button--primary" disabled={busy} onClick={() => void check()}>
        {t(m.secureHeading)}
      </button>
    </>
  );
}
