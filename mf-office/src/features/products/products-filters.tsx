// The products list's search and filters: a category, shown or hidden, low or no stock. The
// search is handed up on submit (a product's name: nothing personal, so it may be in the query).
import { useState, type FormEvent } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { Button } from '@mimea/shared/ui/controls';
import { TextField } from '@mimea/shared/ui/forms';
import { CATEGORIES, type ProductsFilter, type StockFilter, type Visibility } from '../../domain/catalogue-types';
import { wordsOf } from './product-words';

interface Props {
  filter: ProductsFilter;
  onFilter: (change: Partial<ProductsFilter>) => void;
}

export function ProductsFilters({ filter, onFilter }: Props) {
  const [typed, setTyped] = useState(filter.search);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ search: typed.trim() });
  };
  const native = { select: { native: true } } as const;

  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', gap: 1 }}>
        <TextField label="Search products" type="search" size="small" value={typed} onChange={(event) => setTyped(event.target.value)} sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <Button type="submit" variant="outlined">
          Search
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <TextField select label="Category" size="small" value={filter.category} onChange={(event) => onFilter({ category: event.target.value })} slotProps={native}>
          <option value="">All categories</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {wordsOf(category)}
            </option>
          ))}
        </TextField>
        <TextField select label="Shown or hidden" size="small" value={filter.visibility} onChange={(event) => onFilter({ visibility: event.target.value as Visibility })} slotProps={native}>
          <option value="all">Shown and hidden</option>
          <option value="shown">Shown in the shop</option>
          <option value="hidden">Hidden</option>
        </TextField>
        <TextField select label="Stock" size="small" value={filter.stock} onChange={(event) => onFilter({ stock: event.target.value as StockFilter })} slotProps={native}>
          <option value="all">Any stock</option>
          <option value="low">Low stock</option>
          <option value="out">Out of stock</option>
        </TextField>
      </Box>
    </Box>
  );
}
