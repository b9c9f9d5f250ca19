import { useState, type FormEvent } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { LabelledInput, SearchIcon, ShopButton } from '@mimea/shared';
import { MAX_SEARCH_LENGTH, normaliseSearch } from '../../domain/search/search-text';

/** The shop's own search box: the shop shows the results for what was submitted. Key it by the search, so it shows the URL's. */
export function ShopSearchBox({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(normaliseSearch(text));
  };
  return (
    <Box component="form" role="search" aria-label="Search the shop" onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
      <LabelledInput label="Search the shop" type="search" value={text} onChange={setText} maxLength={MAX_SEARCH_LENGTH} enterKeyHint="search" />
      <ShopButton type="submit" variant="contained" startIcon={<SearchIcon />}>
        Search
      </ShopButton>
    </Box>
  );
}
