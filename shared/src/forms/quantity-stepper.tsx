import { useState } from 'react';
import { styled } from '@mui/material';

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
 * The stepper's look, once for its three parts: plain <button>s and <input> inside one styled
 * element (no `sx`, which MUI resolves on every render), not three styled components (a cart shows up to a hundred steppers). They look like
 * MUI's IconButton and InputBase.
 */
const StepperGroup = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  justifySelf: 'start',
  alignItems: 'center',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
  '& button': {
    width: 40,
    height: 40,
    padding: 0,
    border: 0,
    borderRadius: 0,
    background: 'none',
    color: theme.palette.action.active,
    font: 'inherit',
    fontSize: '1.3rem',
    fontWeight: 700,
    cursor: 'pointer',
    '&:hover:not(:disabled)': { backgroundColor: theme.palette.action.hover },
    '&:disabled': { color: theme.palette.action.disabled, cursor: 'default' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  },
  '& input': {
    width: 56,
    height: 40,
    boxSizing: 'border-box',
    padding: 0,
    border: 0,
    borderLeft: `1px solid ${theme.palette.divider}`,
    borderRight: `1px solid ${theme.palette.divider}`,
    borderRadius: 0,
    font: 'inherit',
    fontWeight: 700,
    color: theme.palette.text.primary,
    textAlign: 'center',
    background: 'none',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '&:disabled': { color: theme.palette.text.disabled },
  },
}));

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
  return (
    <StepperGroup role="group" aria-label={label}>
      <button type="button" onClick={() => onChange(value - 1)} disabled={disabled || value <= 1} aria-label={`Decrease quantity${of}`}>
        −
      </button>
      <input
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
        aria-label={`Quantity${of}`}
        inputMode="numeric"
        pattern="[0-9]*"
      />
      <button type="button" onClick={() => onChange(value + 1)} disabled={disabled || value >= max} aria-label={`Increase quantity${of}`}>
        +
      </button>
    </StepperGroup>
  );
}
