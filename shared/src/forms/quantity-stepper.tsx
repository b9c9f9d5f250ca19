import { useState } from 'react';
import { Box, IconButton, InputBase } from '@mui/material';

interface Props {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** Names the group. */
  label: string;
  disabled?: boolean;
  /** Names the buttons and box after the item ('Increase quantity of Olive Soap') where several steppers share a page. */
  itemName?: string;
}

/** Accepts typed text only when it is a whole number from 1 to max (spec section 5). */
export function acceptTypedQuantity(text: string, max: number): number | null {
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}

/**
 * Quantity from 1 up to the stock: minus is disabled at 1 and plus at the stock; a typed value
 * out of range is ignored (the box keeps the last good number).
 */
export function QuantityStepper({ value, max, onChange, label, disabled = false, itemName }: Props) {
  const of = itemName ? ` of ${itemName}` : '';
  const [text, setText] = useState(String(value));
  // When the buttons change the value, the box shows it (state adjusted while rendering).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const buttonSx = { borderRadius: 0, width: 40, height: 40, fontSize: '1.3rem', fontWeight: 700 } as const;
  return (
    <Box role="group" aria-label={label} sx={{ display: 'inline-flex', justifySelf: 'start', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <IconButton sx={buttonSx} onClick={() => onChange(value - 1)} disabled={disabled || value <= 1} aria-label={`Decrease quantity${of}`}>
        −
      </IconButton>
      <InputBase
        value={text}
        disabled={disabled}
        onChange={(event) => {
          const typed = event.target.value.trim();
          // An empty box is allowed while typing; the quantity keeps its last good value.
          if (typed === '') return setText('');
          const accepted = acceptTypedQuantity(typed, max);
          if (accepted !== null) {
            setText(typed);
            onChange(accepted);
          }
        }}
        onBlur={() => setText(String(value))}
        inputProps={{ 'aria-label': `Quantity${of}`, inputMode: 'numeric', pattern: '[0-9]*', min: 1, max, style: { textAlign: 'center' } }}
        sx={{ width: 56, height: 40, borderLeft: 1, borderRight: 1, borderColor: 'divider', fontWeight: 700 }}
      />
      <IconButton sx={buttonSx} onClick={() => onChange(value + 1)} disabled={disabled || value >= max} aria-label={`Increase quantity${of}`}>
        +
      </IconButton>
    </Box>
  );
}
