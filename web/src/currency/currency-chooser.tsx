// The footer's currency chooser: enabled currencies only (spec 000 §9), the choice kept in the `currency` cookie.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { footerMessages } from '../i18n/messages';
import { useCurrency } from './currency-provider';

export function CurrencyChooser({ className }: { className?: string }) {
  const { currency, currencies, setCurrency } = useCurrency();
  const intl = useIntl();
  const id = useId();
  if (currencies.length === 0) return null;
  return (
    <span className={className}>
      <label htmlFor={id}>{intl.formatMessage(footerMessages.currencyLabel)}</label>
      <select id={id} value={currency} onChange={(event) => setCurrency(event.target.value)}>
        {currencies.map((option) => (
          <option key={option.symbol} value={option.symbol}>
            {option.sign === option.symbol ? option.symbol : `${option.sign} ${option.symbol}`}
          </option>
        ))}
      </select>
    </span>
  );
}
