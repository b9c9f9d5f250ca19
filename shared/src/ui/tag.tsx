import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { Link as RouterLink } from '../routing/routing';

interface Props {
  children: ReactNode;
  /** A link to this path; a plain label without it. */
  to?: string;
  /** 'primary': the shop's green (a chosen filter, a category); 'outlined': green outline; 'neutral': grey. */
  tone?: 'primary' | 'outlined' | 'neutral';
  size?: 'small' | 'medium';
  /** The chosen one of a set of filter links. */
  current?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A small rounded label or link (a health goal, a blog category, a product's highlight), drawn
 * like MUI's Chip, which every page's core group carried for these few.
 */
export function Tag({ children, to, tone = 'neutral', size = 'medium', current, sx }: Props) {
  const small = size === 'small';
  const look = {
    display: 'inline-flex',
    alignItems: 'center',
    height: small ? 24 : 32,
    px: small ? 1 : 1.5,
    borderRadius: small ? '12px' : '16px',
    border: 1,
    fontSize: '0.8125rem',
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transition: 'background-color 150ms',
    ...(tone === 'primary'
      ? { bgcolor: 'primary.main', borderColor: 'primary.main', color: 'primary.contrastText' }
      : tone === 'outlined'
        ? { bgcolor: 'transparent', borderColor: 'primary.main', color: 'primary.main' }
        : { bgcolor: 'rgba(0, 0, 0, 0.08)', borderColor: 'transparent', color: 'text.primary' }),
    ...(to && {
      cursor: 'pointer',
      '&:hover': tone === 'primary' ? { bgcolor: 'primary.dark' } : { bgcolor: tone === 'outlined' ? 'rgba(30, 91, 46, 0.08)' : 'rgba(0, 0, 0, 0.14)' },
      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
    }),
  } as const;
  const styles = [look, ...(Array.isArray(sx) ? sx : [sx])];
  return to ? (
    <Box component={RouterLink} to={to} aria-current={current ? 'true' : undefined} sx={styles}>
      {children}
    </Box>
  ) : (
    <Box component="span" sx={styles}>
      {children}
    </Box>
  );
}
