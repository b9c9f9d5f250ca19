import { useId, useState, type FormEvent, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, TextField } from '@mui/material';
import { SearchIcon } from '@mimea/shared';
import { searchPath } from './search-path';

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
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = searchPath(text);
    if (!path) return;
    navigate(path);
    setText('');
    onSearched?.();
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, width: '100%' }}>
      <TextField
        id={id}
        inputRef={inputRef}
        label="Search products"
        type="search"
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        autoFocus={autoFocus}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 100, enterKeyHint: 'search' } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        Search
      </Button>
    </Box>
  );
}
