// /office/products: the catalogue as the office edits it (docs/office.md, "Products"): search and
// filters, each product's price, stock and whether the shop shows it, "Add product", the CSV
// export and its import. The owner's and managers'; staff's when the owner lets them (the
// service says so when it refuses). Loaded when opened.
import { useCallback, useState } from 'react';
import { Link as RouterLink } from '@mimea/shared';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, CircularProgress } from '@mimea/shared/ui/controls';
import { products, productsCsv } from '../domain/catalogue-api';
import { NO_FILTER, type ProductsFilter } from '../domain/catalogue-types';
import type { OfficeApi } from '../domain/office-api';
import { faultMessage, isFault } from '../domain/office-fault';
import { ExportButton } from '../components/files/export-button';
import { plural } from '../domain/payments-words';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { Section } from '../features/order/order-sections';
import { CatalogueImport } from '../features/products/catalogue-import';
import { ProductsFilters } from '../features/products/products-filters';
import { ProductsTable } from '../features/products/products-table';
import { useOfficeAnswer } from '../features/session/use-office-answer';

export default function ProductsPage() {
  useOfficeTitle('Products');
  const [filter, setFilter] = useState<ProductsFilter>(NO_FILTER);
  const { data, error, reload } = useOfficeAnswer(useCallback((api: OfficeApi) => products(api, filter), [filter]));

  if (isFault(error, 'forbidden')) {
    return (
      <>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          Products
        </Typography>
        <Alert severity="info" role="alert">
          {faultMessage(error)}
        </Alert>
      </>
    );
  }

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Products
        </Typography>
        <Button component={RouterLink} to="/office/products/new" variant="contained">
          Add product
        </Button>
        <ExportButton file={productsCsv} filename="mimea-products.csv" />
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section title="Find products">
          <ProductsFilters filter={filter} onFilter={(change) => setFilter((current) => ({ ...current, ...change }))} />
          {error !== null && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} action={<Button color="inherit" onClick={reload}>Try again</Button>}>
              {faultMessage(error)}
            </Alert>
          )}
          {!data && error === null && <CircularProgress aria-label="Loading the products" />}
          {data && (
            <>
              {data.length > 0 && <Typography sx={{ mb: 1 }} role="status">{plural(data.length, 'product', 'products')}</Typography>}
              <ProductsTable products={data} />
            </>
          )}
        </Section>
        <Section title="Import a CSV">
          <CatalogueImport onApplied={reload} />
        </Section>
      </Box>
    </>
  );
}
