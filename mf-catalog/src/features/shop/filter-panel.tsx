import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mimea/shared/ui/core';
import { Checkbox, FormControlLabel, Radio, RadioGroup, Slider } from '@mimea/shared/ui/forms';
import { formatKES } from '@mimea/shared';
import { CATEGORIES, HEALTH_GOALS, type HealthGoal } from '../../domain/product-types';
import { categoryLabels, healthGoalLabels } from '../../domain/taxonomy';
import { PRICE_SLIDER, type ShopFilters } from '../../domain/shop/shop-filters';
import { subcategoryLabel, subcategoryOptions } from '../../domain/shop/subcategory-options';
import type { ShopSubcategory } from '../../domain/shop/subcategory-filters';

interface Props {
  filters: ShopFilters;
  onChange: (change: Partial<ShopFilters>) => void;
  onReset: () => void;
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="fieldset" aria-labelledby={id} sx={{ border: 0, m: 0, p: 0, mb: 2.5, minWidth: 0 }}>
      <Typography id={id} component="legend" sx={{ fontWeight: 700, mb: 0.5, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const optionSx = { my: -0.25, '& .MuiFormControlLabel-label': { fontSize: '0.92rem' } } as const;

function priceText(value: number): string {
  return value >= PRICE_SLIDER.max ? `${formatKES(PRICE_SLIDER.max)} and above` : `Up to ${formatKES(value)}`;
}

/** The slider moves freely while dragged; the shop (and the URL) change when it is let go. */
function PriceSlider({ maxPrice, onCommit }: { maxPrice: number; onCommit: (maxPrice: number) => void }) {
  const [price, setPrice] = useState(maxPrice);
  return (
    <>
      <Typography variant="body2" sx={{ mb: 0.5 }} aria-hidden>
        {priceText(price)}
      </Typography>
      <Box sx={{ px: 1 }}>
        <Slider
          value={price}
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          onChange={(_event, value) => setPrice(value as number)}
          onChangeCommitted={(_event, value) => onCommit(value as number)}
          getAriaLabel={() => 'Maximum price'}
          getAriaValueText={priceText}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => formatKES(value)}
        />
      </Box>
    </>
  );
}

/** Category, subcategory, health goals and the price slider (upper bound only). */
export function FilterPanel({ filters, onChange, onReset }: Props) {
  const subcategories = subcategoryOptions(filters.category);
  const toggleGoal = (goal: HealthGoal, checked: boolean) =>
    onChange({ healthGoals: checked ? [...filters.healthGoals, goal] : filters.healthGoals.filter((g) => g !== goal) });

  return (
    <Box>
      <FilterGroup title="Category">
        <RadioGroup
          value={filters.category}
          onChange={(event) => {
            const category = event.target.value;
            const keep = filters.subcategory !== '' && subcategoryOptions(category).includes(filters.subcategory);
            onChange({ category, subcategory: keep ? filters.subcategory : '' });
          }}
        >
          <FormControlLabel value="" control={<Radio size="small" />} label="All categories" sx={optionSx} />
          {CATEGORIES.map((category) => (
            <FormControlLabel key={category} value={category} control={<Radio size="small" />} label={categoryLabels[category]} sx={optionSx} />
          ))}
        </RadioGroup>
      </FilterGroup>

      <FilterGroup title="Subcategory">
        <RadioGroup value={filters.subcategory} onChange={(event) => onChange({ subcategory: event.target.value as ShopSubcategory | '' })}>
          <FormControlLabel value="" control={<Radio size="small" />} label="All subcategories" sx={optionSx} />
          {subcategories.map((subcategory) => (
            <FormControlLabel key={subcategory} value={subcategory} control={<Radio size="small" />} label={subcategoryLabel(subcategory)} sx={optionSx} />
          ))}
        </RadioGroup>
      </FilterGroup>

      <FilterGroup title="Health Goals">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: '1fr' } }}>
          {HEALTH_GOALS.map((goal) => (
            <FormControlLabel
              key={goal}
              control={<Checkbox size="small" checked={filters.healthGoals.includes(goal)} onChange={(event) => toggleGoal(goal, event.target.checked)} />}
              label={healthGoalLabels[goal]}
              sx={optionSx}
            />
          ))}
        </Box>
      </FilterGroup>

      <FilterGroup title="Price">
        {/* Keyed by the URL's price: a reset or a shared link moves the slider back. */}
        <PriceSlider key={filters.maxPrice} maxPrice={filters.maxPrice} onCommit={(maxPrice) => onChange({ maxPrice })} />
      </FilterGroup>

      <Button variant="outlined" fullWidth onClick={onReset}>
        Reset Filters
      </Button>
    </Box>
  );
}
