import { styled } from '@mimea/shared/ui/core';
import { CASH_ON_DELIVERY_COUNTY, type PaymentMethod } from '@mimea/order-rules';

interface Props {
  value: PaymentMethod;
  county: string;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}

const COD_NOTE_ID = 'checkout-cod-note';

/**
 * The browser's radios in a fieldset, in MUI's RadioGroup look (a 42 px row a choice, the shop's
 * green): MUI's Radio and FormControlLabel are the forms group, which the checkout no longer loads.
 */
const Methods = styled('fieldset')(({ theme }) => ({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  '& legend': { ...theme.typography.body1, padding: 0, fontWeight: 700, color: theme.palette.text.primary, marginBottom: theme.spacing(1) },
  '& label': { ...theme.typography.body1, display: 'flex', alignItems: 'center', gap: theme.spacing(1.5), minHeight: 42, cursor: 'pointer' },
  '& input': { width: 20, height: 20, margin: '0 0 0 2px', flexShrink: 0, accentColor: theme.palette.primary.main, cursor: 'inherit' },
  // MUI's disabled choice: greyed (its radio is disabled, so its label is not a contrast failure).
  '& label[data-off]': { color: theme.palette.text.disabled, cursor: 'default' },
  '& p': { ...theme.typography.caption, margin: '3px 0 0', color: theme.palette.text.secondary },
}));

/** M-Pesa, or cash on delivery (labelled Nairobi CBD only and offered for Nairobi only). */
export function PaymentMethodChoice({ value, county, onChange, disabled = false }: Props) {
  const codOffered = county === CASH_ON_DELIVERY_COUNTY;
  const choice = (method: PaymentMethod, label: string, off: boolean) => (
    <label data-off={off ? '' : undefined}>
      <input type="radio" name="paymentMethod" value={method} checked={value === method} disabled={off} onChange={() => onChange(method)} />
      {label}
    </label>
  );
  return (
    <Methods disabled={disabled} aria-describedby={codOffered ? undefined : COD_NOTE_ID}>
      <legend>Payment method</legend>
      {choice('mpesa', 'M-Pesa', disabled)}
      {choice('cod', 'Cash on Delivery (Nairobi CBD only)', disabled || !codOffered)}
      {!codOffered && <p id={COD_NOTE_ID}>Cash on delivery is offered for pickup stations in Nairobi only.</p>}
    </Methods>
  );
}
