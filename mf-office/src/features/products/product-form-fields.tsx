// Every field of a product's form, labelled, each with its problem in words beside it: name,
// price, sale price, stock, hidden, category, subcategory, health goals, short description,
// description, ingredients, usage and benefits.
import type { ReactNode } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel, TextField } from '@mimea/shared/ui/forms';
import { CATEGORIES, HEALTH_GOALS, SUBCATEGORIES } from '../../domain/catalogue-types';
import type { FormProblems, ProductForm } from '../../domain/product-form';
import { wordsOf } from './product-words';

interface Props {
  form: ProductForm;
  problems: FormProblems;
  onChange: (change: Partial<ProductForm>) => void;
}

/** The field's DOM id, for the summary's links and the focus on a problem. */
export const fieldId = (field: keyof ProductForm) => `product-${field}`;

function Row({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>{children}</Box>;
}

export function ProductFormFields({ form, problems, onChange }: Props) {
  const text = (field: 'name' | 'price' | 'salePrice' | 'stock' | 'shortDescription' | 'description' | 'ingredients' | 'usage' | 'benefits', label: string, more: { help?: string; multiline?: boolean; numeric?: boolean; required?: boolean } = {}) => (
    <TextField
      id={fieldId(field)}
      label={label}
      value={form[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      required={more.required ?? false}
      error={problems[field] !== undefined}
      helperText={problems[field] ?? more.help}
      fullWidth
      multiline={more.multiline ?? false}
      minRows={more.multiline ? 3 : undefined}
      slotProps={{ htmlInput: more.numeric ? { inputMode: 'numeric', autoComplete: 'off' } : {} }}
    />
  );
  const native = { select: { native: true } } as const;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {text('name', 'Name', { required: true })}
      <Row>
        {text('price', 'Price (KES)', { numeric: true, required: true, help: 'Whole shillings.' })}
        {text('salePrice', 'Sale price (KES)', { numeric: true, help: 'Below the price; empty when not on sale.' })}
      </Row>
      <Row>
        {text('stock', 'Stock', { numeric: true, required: true, help: 'Units the shop can sell now.' })}
        <FormControlLabel control={<Checkbox checked={form.hidden} onChange={(event) => onChange({ hidden: event.target.checked })} />} label="Hidden from the shop" />
      </Row>
      <Row>
        <TextField
          id={fieldId('category')}
          select
          label="Category"
          value={form.category}
          onChange={(event) => onChange({ category: event.target.value })}
          required
          error={problems.category !== undefined}
          helperText={problems.category}
          slotProps={native}
        >
          <option value="">Choose a category</option>
          {[...new Set([...CATEGORIES, form.category].filter(Boolean))].map((category) => (
            <option key={category} value={category}>
              {wordsOf(category)}
            </option>
          ))}
        </TextField>
        <TextField
          id={fieldId('subcategory')}
          select
          label="Subcategory"
          value={form.subcategory}
          onChange={(event) => onChange({ subcategory: event.target.value })}
          required
          error={problems.subcategory !== undefined}
          helperText={problems.subcategory}
          slotProps={native}
        >
          <option value="">Choose a subcategory</option>
          {[...new Set([...SUBCATEGORIES, form.subcategory].filter(Boolean))].map((subcategory) => (
            <option key={subcategory} value={subcategory}>
              {wordsOf(subcategory)}
            </option>
          ))}
        </TextField>
      </Row>
      <FormControl component="fieldset">
        <FormLabel component="legend">Health goals</FormLabel>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {[...new Set([...HEALTH_GOALS, ...form.healthGoals])].map((goal) => (
            <FormControlLabel
              key={goal}
              label={wordsOf(goal)}
              control={
                <Checkbox
                  size="small"
                  checked={form.healthGoals.includes(goal)}
                  onChange={(event) => onChange({ healthGoals: event.target.checked ? [...form.healthGoals, goal] : form.healthGoals.filter((entry) => entry !== goal) })}
                />
              }
            />
          ))}
        </Box>
        <FormHelperText>The goals a shopper can find it by.</FormHelperText>
      </FormControl>
      {text('shortDescription', 'Short description', { required: true, help: 'One line, on the product’s card.' })}
      {text('description', 'Description', { multiline: true, required: true })}
      {text('ingredients', 'Ingredients', { multiline: true, help: 'One a line.' })}
      {text('usage', 'Usage', { multiline: true })}
      {text('benefits', 'Benefits', { multiline: true, help: 'One a line.' })}
    </Box>
  );
}
