import type { SxProps, Theme } from '@mui/material';

/**
 * The cart table's look, written once for the table and all its rows (the browser's <table>, not
 * MUI's Table group, which /cart loaded for this alone): each row is plain elements with these
 * class names, not a dozen styled components (a 100-line cart drew 1,200 of them). The cells
 * look like MUI's table cells; on phones a row stacks into a card whose cells lose their own
 * borders and padding (a responsive `borderBottom: 1` would set the whole border again, in the
 * text colour, darker than the Price cell's table border beside it).
 */
export const cartLinesSx: SxProps<Theme> = (theme) => ({
  display: { xs: 'block', md: 'table' },
  // MUI's Table and its head cells, on the browser's own table elements.
  width: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  '& > thead': { display: { xs: 'none', md: 'table-header-group' } },
  '& > tbody': { display: { xs: 'block', md: 'table-row-group' } },
  '& > thead th': {
    ...theme.typography.body2,
    lineHeight: '1.5rem',
    fontWeight: theme.typography.fontWeightMedium,
    color: theme.palette.text.primary,
    textAlign: 'left',
    verticalAlign: 'inherit',
    padding: theme.spacing(2),
    borderBottom: '1px solid rgba(224, 224, 224, 1)',
  },
  '& > thead th.cart-lines-end': { textAlign: 'right' },
  '& .cart-line': {
    display: { xs: 'grid', md: 'table-row' },
    gridTemplateColumns: '72px 1fr auto',
    gridTemplateAreas: '"image name remove" "image qty total"',
    columnGap: theme.spacing(1.5),
    py: { xs: 1.5, md: 0 },
    borderBottom: { xs: `1px solid ${theme.palette.divider}`, md: 'none' },
  },
  '& .cart-line > td, & .cart-line > th': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    textAlign: 'left',
    verticalAlign: 'inherit',
    padding: { xs: 0, md: theme.spacing(2) },
    borderBottom: { xs: 'none', md: '1px solid rgba(224, 224, 224, 1)' },
  },
  '& .cart-line-image': { gridArea: 'image' },
  '& .cart-line-name': { gridArea: 'name' },
  '& .cart-line-price': { display: { xs: 'none', md: 'table-cell' } },
  '& .cart-line-qty': { gridArea: 'qty' },
  '& .cart-line-total': { gridArea: 'total', alignSelf: 'center', fontWeight: 700, textAlign: 'right !important' },
  '& .cart-line-remove': { gridArea: 'remove', textAlign: 'right !important' },
  '& .cart-line-each': { display: { md: 'none' }, color: theme.palette.text.secondary, margin: 0 },
  // What changed since the line was added (a price, the stock): in the warning's dark text colour.
  '& .cart-line-notice': { color: theme.palette.warning.dark, fontWeight: 600, margin: '4px 0 0' },
  '& .cart-line-link': {
    color: theme.palette.primary.main,
    // The primary colour at 40 % (hex alpha 66), as MUI's Link underlines.
    textDecorationColor: `${theme.palette.primary.main}66`,
    '&:hover': { textDecorationColor: 'inherit' },
  },
  '& .cart-line-name .cart-line-link': { fontWeight: 600 },
  '& .cart-line-picture': { width: 64, height: 64, borderRadius: `${theme.shape.borderRadius}px`, backgroundColor: theme.palette.grey[100], display: 'block', objectFit: 'cover' },
  '& .cart-line-remove-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: theme.palette.action.active,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
});
