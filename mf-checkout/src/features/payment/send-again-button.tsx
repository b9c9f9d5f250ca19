import { ShopButton } from '@mimea/shared';
import { sendAgainIn } from '../../domain/payment/payment-messages';
import { useSecondsUntil } from '../../components/order-payment/use-seconds-until';

interface Props {
  /** When Daraja takes the next prompt (ISO), or null: now. The caller keys this button by it. */
  retryAt: string | null;
  /** What the button says once the prompt may go. */
  label: string;
  disabled: boolean;
  onClick: () => void;
}

/** "Send the prompt again", counting down Daraja's window first (the same amount to the same phone, a phone just used). */
export function SendAgainButton({ retryAt, label, disabled, onClick }: Props) {
  const wait = useSecondsUntil(retryAt);
  return (
    <ShopButton variant="contained" onClick={onClick} disabled={disabled || wait > 0} data-testid="mpesa-send-again">
      {wait > 0 ? sendAgainIn(wait) : label}
    </ShopButton>
  );
}
