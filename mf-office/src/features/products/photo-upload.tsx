// A product's photos: those it has, and a new one chosen and uploaded (JPEG, PNG or WebP, at
// most 8 MB). The service makes it 320, 640 and 1024 pixels wide and adds the 640 to the
// product's images; the page shows it once it is there.
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button } from '@mimea/shared/ui/controls';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, uploadPhoto } from '../../domain/catalogue-api';
import type { OfficeProduct } from '../../domain/catalogue-types';
import { faultMessage, isFault } from '../../domain/office-fault';
import { useOfficeSession } from '../../components/session/session-context';

function problemOf(file: File | null): string | null {
  if (!file) return 'Choose a photo first.';
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return `${file.name} is not a JPEG, PNG or WebP photo.`;
  if (file.size > PHOTO_MAX_BYTES) return `${file.name} is larger than 8 MB. Choose a smaller photo.`;
  return null;
}

export function PhotoUpload({ product, onUploaded }: { product: OfficeProduct; onUploaded: (product: OfficeProduct) => void }) {
  const { run } = useOfficeSession();
  const inputId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const problem = problemOf(file);
    if (problem || !file) {
      setFailure(problem);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const uploaded = await run((api) => uploadPhoto(api, product.id, file));
      onUploaded(uploaded.product);
      setAdded(uploaded.url);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setFailure(isFault(error, 'too-large') ? 'The shop’s server refused the photo as too large. Choose a smaller one.' : faultMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {product.images.length === 0 ? (
        <Typography>This product has no photo yet.</Typography>
      ) : (
        <Box component="ul" aria-label="Photos" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {product.images.map((image, index) => (
            <li key={image}>
              <Box component="img" src={image} alt={`Photo ${index + 1} of ${product.name}`} loading="lazy" sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
            </li>
          ))}
        </Box>
      )}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'end' }}>
        <Box sx={{ display: 'grid', gap: 0.5, flex: '1 1 16rem', minWidth: 0 }}>
          <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 600 }}>
            Add a photo
          </Typography>
          <Box
            component="input"
            ref={input}
            id={inputId}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            aria-describedby={helpId}
            aria-invalid={failure !== null}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setFile(event.target.files?.[0] ?? null);
              setFailure(null);
            }}
            sx={{ maxWidth: '100%', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
          />
          <Typography id={helpId} variant="body2" color="textSecondary">
            A JPEG, PNG or WebP photo, at most 8 MB. The shop makes it 320, 640 and 1024 pixels wide.
          </Typography>
        </Box>
        <Button type="submit" variant="outlined" disabled={busy}>
          {busy ? 'Uploading…' : 'Upload the photo'}
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {added && (
        <Alert severity="success" role="status">
          Photo added: it is the product’s photo {product.images.indexOf(added) + 1}.
        </Alert>
      )}
    </Box>
  );
}
