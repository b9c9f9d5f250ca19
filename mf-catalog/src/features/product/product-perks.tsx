import { Box, Typography } from '@mimea/shared/ui/core';
import { LockIcon, ReturnIcon, ShippingIcon, shopColors } from '@mimea/shared';

const PERKS = [
  { label: 'Free Returns', Icon: ReturnIcon },
  { label: 'Secure Checkout', Icon: LockIcon },
  { label: 'Cash on Delivery', Icon: ShippingIcon },
] as const;

export function ProductPerks() {
  return (
    <Box component="ul" aria-label="Why shop with us" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
      {PERKS.map(({ label, Icon }) => (
        <Box component="li" key={label} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 0.5, p: 1, bgcolor: '#F1F7F2', borderRadius: 1 }}>
          <Icon style={{ color: shopColors.forest }} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
