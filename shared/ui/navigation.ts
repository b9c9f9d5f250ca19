// MUI's tabs, accordions and pagination, shared as one federated singleton
// (`@mimea/shared/ui/navigation`), loaded by the pages that use them (see core.ts).
export { Accordion, AccordionDetails, AccordionSummary, Pagination, Tab, Tabs } from '@mui/material';
