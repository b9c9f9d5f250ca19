// /office/payments: M-Pesa's money the shop could not put on an order by itself (docs/office.md,
// "Payments"). The registration's alarm first; the till payments that match no order, each with
// the orders it may be for (the owner or a manager links it, with a reason); what M-Pesa sent that could not
// be read; and, for the owner and managers, the till statement's import. Loaded when opened.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from '@mimea/shared';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, CircularProgress, Link } from '@mimea/shared/ui/controls';
import { Pagination } from '@mimea/shared/ui/navigation';
import type { OfficeApi } from '../domain/office-api';
import { faultMessage } from '../domain/office-fault';
import { registration, unmatchedPayments, unreadablePayments } from '../domain/payments-api';
import { plural } from '../domain/payments-words';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { Section } from '../features/order/order-sections';
import type { LinkNotice } from '../features/payments/find-order';
import { RegistrationAlarm } from '../features/payments/registration-alarm';
import { StatementImport } from '../features/payments/statement-import';
import { UnmatchedPayments } from '../features/payments/unmatched-payments';
import { UnreadablePayments } from '../features/payments/unreadable-payments';
import { useOfficeAnswer } from '../features/session/use-office-answer';
import { useOfficeSession } from '../components/session/session-context';

const loadRegistration = (api: OfficeApi) => registration(api);
const loadUnreadable = (api: OfficeApi) => unreadablePayments(api);

function Failure({ error, reload }: { error: unknown; reload: () => void }) {
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }} action={<Button color="inherit" onClick={reload}>Try again</Button>}>
      {faultMessage(error)}
    </Alert>
  );
}

/** What a link did, focused when it appears: the button that opened the dialog has left with its payment. */
function LinkedNotice({ notice, onClose }: { notice: LinkNotice; onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [notice]);
  return (
    <Alert ref={box} tabIndex={-1} severity="success" role="status" onClose={onClose} sx={{ mb: 2 }}>
      {notice.text}{' '}
      <Link component={RouterLink} to={`/office/orders/${encodeURIComponent(notice.orderId)}`}>
        Open order {notice.orderId}
      </Link>
    </Alert>
  );
}

export default function PaymentsPage() {
  useOfficeTitle('Payments');
  const { session } = useOfficeSession();
  // The money's own actions (link a payment, import the statement): the owner's and a manager's.
  const mayLink = session?.account.role === 'owner' || session?.account.role === 'manager';
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<LinkNotice | null>(null);
  const { data: registered } = useOfficeAnswer(loadRegistration);
  const unmatched = useOfficeAnswer(useCallback((api: OfficeApi) => unmatchedPayments(api, page), [page]));
  const unreadable = useOfficeAnswer(loadUnreadable);
  const { data: list, reload: reloadUnmatched } = unmatched;
  const pages = list ? Math.max(1, Math.ceil(list.total / (list.pageSize || 25))) : 1;

  const linked = (next: LinkNotice) => {
    setNotice(next);
    // The only payment of a later page linked: the page before it.
    if (list && list.payments.length === 1 && page > 1) setPage(page - 1);
    else reloadUnmatched();
  };

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Payments
      </Typography>
      {/* Its own fault says nothing: the sections below report a service that is not answering. */}
      <RegistrationAlarm registration={registered} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section title="Payments that match no order">
          <Typography sx={{ mb: 1.5 }}>
            Money M-Pesa brought to the till that no order claimed: a payment with no code typed, or a wrong account.{' '}
            {mayLink ? 'Find its order and link it, saying how you know.' : 'Find its order; the owner or a manager links it.'}
          </Typography>
          {notice && <LinkedNotice notice={notice} onClose={() => setNotice(null)} />}
          {unmatched.error !== null && <Failure error={unmatched.error} reload={reloadUnmatched} />}
          {!list && unmatched.error === null && <CircularProgress aria-label="Loading the payments that match no order" />}
          {list && (
            <>
              {list.total > 0 && (
                <Typography sx={{ mb: 1 }} role="status">
                  {plural(list.total, 'payment matches', 'payments match')} no order.
                </Typography>
              )}
              <UnmatchedPayments payments={list.payments} canLink={mayLink} onLinked={linked} />
            </>
          )}
          {pages > 1 && (
            <Pagination sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} count={pages} page={page} onChange={(_event, next: number) => setPage(next)} />
          )}
        </Section>
        <Section title="Payments we could not read">
          <Typography sx={{ mb: 1.5 }}>
            M-Pesa sent these, and the shop kept them, but could not use them: no order was paid or matched by them. Find each in the till’s statement (M-Pesa’s
            organisation portal) by its reference and amount, then act on its order.
          </Typography>
          {unreadable.error !== null && <Failure error={unreadable.error} reload={unreadable.reload} />}
          {!unreadable.data && unreadable.error === null && <CircularProgress aria-label="Loading the payments we could not read" />}
          {unreadable.data && <UnreadablePayments evidence={unreadable.data} />}
        </Section>
        {mayLink && (
          <Section title="Import the till statement">
            <StatementImport onImported={reloadUnmatched} />
          </Section>
        )}
      </Box>
    </>
  );
}
