import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

interface Props {
  type: 'radio' | 'checkbox';
  /** A radio group's name. */
  name?: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The row's size and type (default: a compact 34 px row in a slightly smaller font, as in a filter list). */
  sx?: SxProps<Theme>;
}

/**
 * One radio or check box with its label, drawn by the browser in the shop's green. Native inputs
 * rather than MUI's Radio and Checkbox: those are the forms group (~25 KB gzipped with the input
 * parts it brings), which would load with every page that offers a choice (the shop's filters,
 * the fertilizer's pack sizes).
 */
export function Choice({ type, name, label, checked, onChange, sx }: Props) {
  return (
    <Box
      component="label"
      sx={[
        {
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 34,
          fontSize: '0.92rem',
          cursor: 'pointer',
          '& input': { width: 18, height: 18, m: 0, ml: 0.5, flexShrink: 0, accentColor: (theme) => theme.palette.primary.main, cursor: 'pointer' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <input type={type} name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </Box>
  );
}
