import { useEffect, useRef } from 'react';
import { formatKES, shopContacts, ShopButton, ShopSpinner } from '@mimea/shared';
import { SENDING_PROMPT, checkYourPhone, outcomeUnknown, partPaid, promptMessages, sendAgainLabel, sendRestLabel } from '../../domain/payment/payment-messages';
import type { PromptOutcome } from '../../domain/payment/prompt-outcome';
import { SendAgainButton } from './send-again-button';

interface Props {
  outcome: PromptOutcome;
  total: number;
  /** What the prompt on the phone asks, when the shop said (the rest of a part-paid order). */
  promptAmount?: number | null;
  /** '0712 *** 678', or '' when not known. */
  phone: string;
  /** A call is being sent. */
  busy: boolean;
  cashOnDeliveryOffered: boolean;
  onSendAgain: () => void;
  onPaidAnotherWay: () => void;
  onPayOnDelivery: () => void;
  onClose: () => void;
}

/**
 * The dialog's prompt step (issue 39): check the phone and enter the PIN while the prompt is on
 * it; after a prompt that paid nothing, why, and what the shopper can do: send it again (while
 * prompts are left), pay at the till and give the code, or pay on delivery where offered. The
 * message is a live region, so each change is read out; the focus stays where the shopper is.
 */
export function PromptStep({ outcome, total, promptAmount = null, phone, busy, cashOnDeliveryOffered, onSendAgain, onPaidAnotherWay, onPayOnDelivery, onClose }: Props) {
  const heading = useRef<HTMLParagraphElement>(null);
  const problem = outcome.kind === 'problem' ? outcome : null;
  const unknown = outcome.kind === 'unknown';
  const waiting = !problem;

  // The step's message takes the focus when the step opens and when a prompt's outcome arrives.
  useEffect(() => {
    const timer = setTimeout(() => heading.current?.focus(), 50);
    return () => clearTimeout(timer);
  }, [problem?.problem]);

  let message: string;
  if (problem?.problem === 'part-paid' && problem.leftToPay !== null) message = partPaid(formatKES(total - problem.leftToPay), formatKES(total), formatKES(problem.leftToPay));
  else if (problem) message = promptMessages[problem.problem];
  else if (unknown) message = outcomeUnknown(phone || 'the phone you gave');
  else if (busy) message = `${SENDING_PROMPT}${phone ? ` (${phone})` : ''}…`;
  else if (outcome.kind === 'checking') message = promptMessages.checking;
  else message = checkYourPhone(phone || 'the phone you gave', formatKES(promptAmount ?? total), shopContacts.brand);
  const limitReached = problem !== null && problem.promptsLeft === 0 && problem.problem !== 'prompt-limit' && problem.problem !== 'prompts-off';
  const canSendAgain = problem !== null && problem.promptsLeft > 0 && problem.problem !== 'prompts-off' && problem.problem !== 'not-permitted';


  // The dialog's elements and classes (mpesa-dialog-styles.ts).
  return (
    <>
      <div className="mpesa-content">
        <div role="status" className="mpesa-status">
          {waiting && <ShopSpinner size={28} />}
          <div>
            <p ref={heading} tabIndex={-1} className="mpesa-text" style={{ fontWeight: problem ? 700 : 400 }} data-testid="mpesa-prompt-message">
              {message}
            </p>
            {limitReached && (
              <p className="mpesa-text" style={{ marginTop: 8 }}>
                {promptMessages['prompt-limit']}
              </p>
            )}
          </div>
        </div>
      </div>
      <div className="mpesa-actions mpesa-actions-stacked">
        {canSendAgain && (
          <SendAgainButton
            key={problem.retryAt ?? 'now'}
            retryAt={problem.retryAt}
            label={problem.leftToPay !== null ? sendRestLabel(formatKES(problem.leftToPay)) : sendAgainLabel(problem.promptsLeft)}
            disabled={busy}
            onClick={onSendAgain}
          />
        )}
        {(problem || unknown) && (
          <ShopButton variant={canSendAgain ? 'outlined' : 'contained'} onClick={onPaidAnotherWay} disabled={busy}>
            I paid another way: enter the M-Pesa code
          </ShopButton>
        )}
        {problem && cashOnDeliveryOffered && (
          <ShopButton variant="outlined" onClick={onPayOnDelivery} disabled={busy}>
            Pay on delivery instead
          </ShopButton>
        )}
        <ShopButton onClick={onClose}>Close</ShopButton>
      </div>
    </>
  );
}
