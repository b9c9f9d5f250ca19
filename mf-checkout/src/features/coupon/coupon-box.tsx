import { useState, type FormEvent } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { LabelledInput, ShopButton, useCoupon } from '@mimea/shared';

/** Enter a coupon (any case), or see and remove the applied one. Apply is disabled while the box is empty. */
export function CouponBox() {
  const { coupon, apply, remove } = useCoupon();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = apply(code);
    setError(problem?.text ?? null);
    if (!problem) setCode('');
  };

  return (
    <Box sx={{ mt: 2 }}>
      {coupon && (
        <Box data-testid="applied-coupon" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5, px: 1.5, py: 0.5, border: 1, borderColor: 'success.main', borderRadius: 1 }}>
          <Typography variant="body2">
            <strong>{coupon.code}</strong>: {coupon.description}
          </Typography>
          <ShopButton size="small" onClick={remove} aria-label={`Remove coupon ${coupon.code}`}>
            Remove
          </ShopButton>
        </Box>
      )}
      <Box component="form" onSubmit={submit} noValidate aria-label="Coupon" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <LabelledInput
          label="Coupon code"
          value={code}
          onChange={(next) => {
            setCode(next);
            setError(null);
          }}
          error={error ?? undefined}
          maxLength={40}
          autoCapitalize="characters"
          spellCheck={false}
          sx={{ flex: 1 }}
        />
        <ShopButton type="submit" variant="outlined" disabled={code.trim() === ''} style={{ height: 40 }}>
          Apply
        </ShopButton>
      </Box>
    </Box>
  );
}
