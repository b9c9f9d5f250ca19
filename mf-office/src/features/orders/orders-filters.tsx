// The list's search and filters. The search is typed here and handed up on submit: it stays in
// the page's memory, never in its URL (a phone number or a name is personal data).
import { useMemo, useState, type FormEvent } from 'react';
import { pickupStations } from '@mimea/order-rules';
import { Box } from '@mimea/shared/ui/core';
import { Button, Stack } from '@mimea/shared/ui/controls';
import { MenuItem, TextField } from '@mimea/shared/ui/forms';
import type { OrdersFilter } from '../../domain/orders-query';

interface Props {
  filter: OrdersFilter;
  onFilter: (change: Partial<OrdersFilter>) => void;
  q: string;
  onSearch: (q: string) => void;
}

export function OrdersFilters({ filter, onFilter, q, onSearch }: Props) {
  const [typed, setTyped] = useState(q);
  // The search of the history entry gone back to (or cleared) replaces what is in the field.
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setTyped(q);
  }
  const stations = useMemo(() => pickupStations.find((entry) => entry.county === filter.county)?.stations ?? [], [filter.county]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };

  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', gap: 1 }}>
        <TextField
          label="Search orders"
          type="search"
          size="small"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (event.target.value === '' && q) onSearch('');
          }}
          helperText="Order ID, phone number or name"
          sx={{ flexGrow: 1 }}
          slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 100 } }}
        />
        <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start', height: 40 }}>
          Search
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <TextField
          label="Shop day"
          type="date"
          size="small"
          value={filter.day}
          onChange={(event) => onFilter({ day: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField select label="Payment" size="small" value={filter.method} onChange={(event) => onFilter({ method: event.target.value as OrdersFilter['method'] })}>
          <MenuItem value="">Any payment</MenuItem>
          <MenuItem value="mpesa">M-Pesa</MenuItem>
          <MenuItem value="cod">Cash on delivery</MenuItem>
        </TextField>
        <TextField select label="County" size="small" value={filter.county} onChange={(event) => onFilter({ county: event.target.value, station: '' })}>
          <MenuItem value="">Any county</MenuItem>
          {pickupStations.map((entry) => (
            <MenuItem key={entry.county} value={entry.county}>
              {entry.county}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Station" size="small" value={filter.station} disabled={stations.length === 0} onChange={(event) => onFilter({ station: event.target.value })}>
          <MenuItem value="">Any station</MenuItem>
          {stations.map((station) => (
            <MenuItem key={station.id} value={station.id}>
              {station.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Stack>
  );
}
