import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mimea/shared/ui/forms';
import { CASH_ON_DELIVERY_COUNTY, type PaymentMethod } from '@mimea/order-rules';

interface Props {
  value: PaymentMethod;
  county: string;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}

/** M-Pesa, or cash on delivery (labelled Nairobi CBD only and offered for Nairobi only). */
export function PaymentMethodChoice({ value, county, onChange, disabled = false }: Props) {
  const codOffered = county === CASH_ON_DELIVERY_COUNTY;
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
        Payment method
      </FormLabel>
      <RadioGroup name="paymentMethod" value={value} onChange={(event) => onChange(event.target.value as PaymentMethod)}>
        <FormControlLabel value="mpesa" control={<Radio />} label="M-Pesa" />
        <FormControlLabel value="cod" control={<Radio />} label="Cash on Delivery (Nairobi CBD only)" disabled={disabled || !codOffered} />
      </RadioGroup>
      {!codOffered && <FormHelperText>Cash on delivery is offered for pickup stations in Nairobi only.</FormHelperText>}
    </FormControl>
  );
}
