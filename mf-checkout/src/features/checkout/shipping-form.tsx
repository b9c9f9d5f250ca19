import { Box, Typography } from '@mimea/shared/ui/core';
import { pickupStations, stationsOf, FIELD_MAX_LENGTH, type CheckoutErrors, type CheckoutField, type CheckoutValues } from '@mimea/order-rules';
import { formatKES, LabelledInput } from '@mimea/shared';

interface Props {
  values: CheckoutValues;
  /** The errors to show now (fields the shopper has left, or all after Place Order). */
  errors: CheckoutErrors;
  onChange: (field: CheckoutField, value: string) => void;
  onBlur: (field: CheckoutField) => void;
  disabled?: boolean;
}

export const fieldId = (field: CheckoutField) => `checkout-${field}`;

/** The shipping form of the checkout (purchase spec section 2.3): who collects, and where. */
interface FieldOptions {
  required?: boolean;
  type?: 'email' | 'tel';
  rows?: number;
  helperText?: string;
  disabled?: boolean;
  inputMode?: 'tel' | 'email' | 'numeric';
  autoComplete?: string;
  /** A native select with these choices after a placeholder that cannot be chosen. */
  choices?: { placeholder: string; options: { value: string; label: string }[] };
}

/**
 * The fields are the shop's own `LabelledInput`s (the browser's input, select and text area in
 * MUI's outlined look), not MUI's TextField: with them the checkout loads none of MUI's forms
 * group, and each field is a handful of elements to hydrate instead of a dozen components.
 */
export function ShippingForm({ values, errors, onChange, onBlur, disabled = false }: Props) {
  const field = (name: CheckoutField, label: string, { choices, helperText, ...rest }: FieldOptions = {}) => (
    <LabelledInput
      id={fieldId(name)}
      name={name}
      label={label}
      value={values[name]}
      onChange={(value) => onChange(name, value)}
      onBlur={() => onBlur(name)}
      error={errors[name]}
      disabled={disabled}
      maxLength={FIELD_MAX_LENGTH[name]}
      {...rest}
      // Under the box, tied to it (aria-describedby); an error takes its place. A disabled
      // field's guidance ("Choose your county first") keeps the readable secondary colour.
      helperText={helperText}
      options={choices?.options}
      optionsPlaceholder={choices?.placeholder}
    />
  );

  const stations = stationsOf(values.county);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 2 }}>
        Shipping details
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('firstName', 'First name', { required: true, autoComplete: 'given-name' })}
        {field('lastName', 'Last name', { required: true, autoComplete: 'family-name' })}
        {field('email', 'E-mail (optional)', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        {field('phone', 'Phone number', { required: true, type: 'tel', inputMode: 'tel', autoComplete: 'tel', helperText: 'e.g. 0712 345 678' })}
        {field('idNumber', 'National ID number', { required: true, inputMode: 'numeric', autoComplete: 'off', helperText: 'Shown when you collect your order' })}
        {field('county', 'County', {
          required: true,
          choices: { placeholder: 'Choose your county', options: pickupStations.map(({ county }) => ({ value: county, label: county })) },
        })}
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          {field('pickupStation', 'Pickup station', {
            required: true,
            disabled: disabled || values.county === '',
            helperText: values.county === '' ? 'Choose your county first' : undefined,
            choices: {
              placeholder: 'Choose a pickup station',
              options: stations.map((station) => ({ value: station.id, label: `${station.name} (${formatKES(station.fee)})` })),
            },
          })}
        </Box>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          {field('notes', 'Order notes (optional)', { rows: 2, helperText: 'Anything we should know about your order' })}
        </Box>
      </Box>
    </Box>
  );
}
