import { Box, IconButton, Link, TextField, Typography } from '@mui/material';
import { Link as RouterLink, CloseIcon, formatKES, useCart, type CartItem } from '@mimea/shared';

/** One cart line: name, unit price, quantity stepper, line total and remove. */
export function CartLineRow({ line }: { line: CartItem }) {
  const { updateQuantity, removeFromCart } = useCart();
  return (
    <Box component="li" data-testid="cart-line" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', md: '2fr 1fr 1.4fr 1fr auto' }, gap: 1, alignItems: 'center', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Link component={RouterLink} to={`/product/${line.id}`} sx={{ fontWeight: 600 }}>
        {line.name}
      </Link>
      <Typography variant="body2">{formatKES(line.price)}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton aria-label={`Decrease quantity of ${line.name}`} disabled={line.quantity <= 1} onClick={() => updateQuantity(line.id, line.quantity - 1)}>
          −
        </IconButton>
        <TextField
          size="small"
          value={line.quantity}
          onChange={(event) => updateQuantity(line.id, Number(event.target.value))}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Quantity of ${line.name}`, style: { width: 40, textAlign: 'center' } } }}
        />
        <IconButton aria-label={`Increase quantity of ${line.name}`} onClick={() => updateQuantity(line.id, line.quantity + 1)}>
          +
        </IconButton>
      </Box>
      <Typography sx={{ fontWeight: 700 }}>{formatKES(line.price * line.quantity)}</Typography>
      <IconButton aria-label={`Remove ${line.name}`} onClick={() => removeFromCart(line.id)}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
