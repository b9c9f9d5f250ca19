// /office/messages: what shoppers wrote through the contact form, with the ways to answer them
// (e-mail, WhatsApp, a call) and "Mark replied".
import { useCallback, useState } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, CircularProgress } from '@mimea/shared/ui/controls';
import { Pagination, Tab, Tabs } from '@mimea/shared/ui/navigation';
import type { OfficeApi } from '../domain/office-api';
import { faultMessage } from '../domain/office-fault';
import type { MessageFilter, ShopMessage } from '../domain/office-types';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { MessageCard } from '../features/messages/message-card';
import { useOfficeSession } from '../components/session/session-context';
import { useOfficeAnswer } from '../features/session/use-office-answer';

const FILTERS: { value: MessageFilter; label: string }[] = [
  { value: 'unread', label: 'Unread' },
  { value: 'replied', label: 'Replied' },
  { value: 'all', label: 'All' },
];

export default function MessagesPage() {
  useOfficeTitle('Messages');
  const { refreshOverview } = useOfficeSession();
  const [filter, setFilter] = useState<MessageFilter>('unread');
  const [page, setPage] = useState(1);
  const { data, setData, error, reload } = useOfficeAnswer(useCallback((api: OfficeApi) => api.messages(filter, page), [filter, page]));

  const replied = (message: ShopMessage) => {
    setData((current) =>
      current && {
        ...current,
        unread: Math.max(0, current.unread - 1),
        messages: current.messages.map((entry) => (entry.id === message.id ? message : entry)),
      },
    );
    refreshOverview();
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || 25))) : 1;

  return (
    <>
      <Typography variant="h5" component="h1">
        Messages
      </Typography>
      {data && (
        <Typography role="status" sx={{ mb: 1 }}>
          {data.unread === 1 ? '1 unread message' : `${data.unread} unread messages`}
        </Typography>
      )}
      <Tabs
        value={filter}
        onChange={(_event, value: MessageFilter) => {
          setFilter(value);
          setPage(1);
        }}
        aria-label="Which messages"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {FILTERS.map((entry) => (
          <Tab key={entry.value} value={entry.value} label={entry.label} />
        ))}
      </Tabs>
      {error !== null && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} action={<Button color="inherit" onClick={reload}>Try again</Button>}>
          {faultMessage(error)}
        </Alert>
      )}
      {!data && error === null && <CircularProgress aria-label="Loading the messages" />}
      {data && data.messages.length === 0 && <Typography>No messages here.</Typography>}
      <Box component="ul" aria-label="Messages" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {data?.messages.map((message) => <MessageCard key={message.id} message={message} onReplied={replied} />)}
      </Box>
      {pages > 1 && <Pagination sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} count={pages} page={page} onChange={(_event, next: number) => setPage(next)} />}
    </>
  );
}
