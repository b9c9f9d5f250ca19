import { useState, type FormEvent, type Ref } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { useNavigate, SearchIcon, LabelledInput, ShopButton } from '@mimea/shared';
import { searchPath } from '../../domain/search-path';


interface Props {
  /** Called after a search went to the shop (the header bar and the mobile menu close). */
  onSearched?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Focus the box when it appears (the header bar opens on request). */
  autoFocus?: boolean;
}

/** The product search box used by the header bar and the mobile menu. */
export function SearchForm({ onSearched, inputRef, autoFocus = false }: Props) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = searchPath(text);
    if (!path) return;
    navigate(path);
    setText('');
    onSearched?.();
  };

  return (
    // Before the page is live (or without JavaScript) the browser sends the form itself: to the
    // same /shop?search=… address.
    <Box component="form" role="search" action="/shop" onSubmit={submit} sx={{ display: 'flex', gap: 1, width: '100%' }}>
      <LabelledInput
        inputRef={inputRef}
        name="search"
        label="Search products"
        type="search"
        value={text}
        onChange={setText}
        autoComplete="off"
        autoFocus={autoFocus}
        maxLength={100}
        enterKeyHint="search"
      />
      <ShopButton type="submit" variant="contained" startIcon={<SearchIcon />}>
        Search
      </ShopButton>
    </Box>
  );
}
