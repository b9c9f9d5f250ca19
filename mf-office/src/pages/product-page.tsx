// /office/products/:id, and /office/products/new for "Add product": every field of a product in
// one form, checked in words before it is sent; an edit sends only what changed, on the version
// read (someone who saved first is told, and the page loads their version); the photos.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from '@mimea/shared';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, CircularProgress, Link } from '@mimea/shared/ui/controls';
import { addProduct, product as loadProduct, saveProduct } from '../domain/catalogue-api';
import type { OfficeProduct } from '../domain/catalogue-types';
import type { OfficeApi } from '../domain/office-api';
import { faultMessage, isFault } from '../domain/office-fault';
import { changedFields, EMPTY_FORM, formOf, readForm, type FormProblems, type ProductForm } from '../domain/product-form';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { Section } from '../features/order/order-sections';
import { PhotoUpload } from '../features/products/photo-upload';
import { fieldId, ProductFormFields } from '../features/products/product-form-fields';
import { useOfficeAnswer } from '../features/session/use-office-answer';
import { useOfficeSession } from '../components/session/session-context';

function BackLink() {
  return (
    <Link component={RouterLink} to="/office/products" sx={{ display: 'inline-block', mb: 1 }}>
      Back to the products
    </Link>
  );
}

function ProductEditor({ product, onSaved }: { product: OfficeProduct | null; onSaved: (product: OfficeProduct) => void }) {
  const { run } = useOfficeSession();
  const navigate = useNavigate();
  const [form, setForm] = useState<ProductForm>(product ? formOf(product) : EMPTY_FORM);
  const [problems, setProblems] = useState<FormProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  // After a save: the first field with a problem, else the notice, has the focus.
  useEffect(() => {
    if (!saved && !failure) return;
    const first = Object.keys(problems)[0] as keyof ProductForm | undefined;
    if (first) document.getElementById(fieldId(first))?.focus();
    else notice.current?.focus();
  }, [saved, failure, problems]);

  /** Someone saved first: their version in the form, to make the change again on it. */
  const loadTheirs = async () => {
    if (!product) return;
    try {
      const theirs = await run((api) => loadProduct(api, product.id));
      onSaved(theirs);
      setForm(formOf(theirs));
      setProblems({});
      setStale(false);
      setFailure(null);
      setSaved('This is the product as saved now. Make your change again.');
    } catch (error) {
      setFailure(faultMessage(error));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setFailure(null);
    const read = readForm(form);
    if (!read.ok) {
      setProblems(read.problems);
      setFailure(`The product was not saved: ${Object.keys(read.problems).length === 1 ? '1 field needs' : `${Object.keys(read.problems).length} fields need`} a change.`);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      if (!product) {
        const added = await run((api) => addProduct(api, read.fields));
        navigate(`/office/products/${encodeURIComponent(added.id)}`, { replace: true, state: { added: true } });
        return;
      }
      const changes = changedFields(product, read.fields);
      if (Object.keys(changes).length === 0) {
        setSaved('Nothing to save: nothing was changed.');
        return;
      }
      const next = await run((api) => saveProduct(api, product.id, product.version, changes));
      onSaved(next);
      setSaved('Saved. The shop shows the change within a minute.');
    } catch (error) {
      setStale(isFault(error, 'not-allowed'));
      setFailure(faultMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={product ? `Edit ${product.name}` : 'New product'} sx={{ display: 'grid', gap: 2 }}>
      {(failure || saved) && (
        <Alert
          ref={notice}
          tabIndex={-1}
          severity={failure ? 'error' : 'success'}
          role={failure ? 'alert' : 'status'}
              action={
            stale && failure ? (
              <Button color="inherit" onClick={() => void loadTheirs()}>
                Load their version
              </Button>
            ) : undefined
          }
        >
          {failure ?? saved}
        </Alert>
      )}
      <ProductFormFields form={form} problems={problems} onChange={(change) => setForm((current) => ({ ...current, ...change }))} />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {product ? 'Save product' : 'Add product'}
        </Button>
      </Box>
    </Box>
  );
}

function NewProduct() {
  useOfficeTitle('Add product');
  return (
    <>
      <BackLink />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Add product
      </Typography>
      <Section title="The product">
        <Typography sx={{ mb: 2 }}>Photos are added once the product is saved.</Typography>
        <ProductEditor product={null} onSaved={() => undefined} />
      </Section>
    </>
  );
}

function EditProduct({ id }: { id: string }) {
  const { data, setData, error, reload } = useOfficeAnswer(useCallback((api: OfficeApi) => loadProduct(api, id), [id]));
  useOfficeTitle(data ? data.name : 'Product');
  const added = (useLocation().state as { added?: boolean } | null)?.added === true;
  return (
    <>
      <BackLink />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {data ? data.name : 'Product'}
      </Typography>
      {error !== null && (
        <Alert severity="error" role="alert" action={isFault(error, 'not-found') ? undefined : <Button color="inherit" onClick={reload}>Try again</Button>}>
          {faultMessage(error)}
        </Alert>
      )}
      {!data && error === null && <CircularProgress aria-label="Loading the product" />}
      {data && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title="The product">
            {added && (
              <Alert severity="success" role="status" sx={{ mb: 2 }}>
                Product added. Add its photos below.
              </Alert>
            )}
            <ProductEditor product={data} onSaved={setData} />
          </Section>
          <Section title="Photos">
            <PhotoUpload product={data} onUploaded={setData} />
          </Section>
        </Box>
      )}
    </>
  );
}

export default function ProductPage() {
  const { productId = '' } = useParams();
  return productId === 'new' ? <NewProduct /> : <EditProduct id={productId} />;
}
