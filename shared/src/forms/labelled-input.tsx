import { useId, type ChangeEvent, type Ref } from 'react';
import { FormControl, InputLabel, OutlinedInput, type SxProps, type Theme } from '@mui/material';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'search' | 'email';
  name?: string;
  required?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  maxLength?: number;
  enterKeyHint?: 'search' | 'send' | 'go' | 'done';
  inputRef?: Ref<HTMLInputElement>;
  sx?: SxProps<Theme>;
}

/**
 * A small outlined text box with its label. The chrome uses this rather than MUI's TextField:
 * TextField imports Select, and with it Menu, Popover and Modal, ~15 KB gzipped on every
 * first load for boxes that never show a select.
 */
export function LabelledInput({ label, value, onChange, type = 'text', required = false, maxLength, enterKeyHint, sx, ...input }: Props) {
  const id = useId();
  return (
    <FormControl size="small" required={required} sx={sx} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        inputProps={{ maxLength, enterKeyHint }}
        {...input}
      />
    </FormControl>
  );
}
