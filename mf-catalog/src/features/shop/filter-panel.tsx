import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { formatKES, ShopButton } from '@mimea/shared';
import { Choice } from '@mimea/shared/ui/parts';
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

function priceText(value: number): string {
  return value >= PRICE_SLIDER.max ? `${formatKES(PRICE_SLIDER.max)} and above` : `Up to ${formatKES(value)}`;
}

/** The slider moves freely while dragged; the shop (and the URL) change when it is let go. */
function PriceSlider({ maxPrice, onCommit }: { maxPrice: number; onCommit: (maxPrice: number) => void }) {
  const [price, setPrice] = useState(maxPrice);
  // A reset or a shared link moves the slider to the URL's price. Not by a key on the slider: a
  // new slider would drop the focus of a shopper moving it by keys.
  const [urlPrice, setUrlPrice] = useState(maxPrice);
  if (maxPrice !== urlPrice) {
    setUrlPrice(maxPrice);
    setPrice(maxPrice);
  }
  const ref = useRef<HTMLInputElement>(null);
  // The browser's own change event is the letting go (pointer up, or each key); React's onChange
  // follows every move.
  useEffect(() => {
    const slider = ref.current;
    if (!slider) return;
    const letGo = () => onCommit(Number(slider.value));
    slider.addEventListener('change', letGo);
    return () => slider.removeEventListener('change', letGo);
  }, [onCommit]);
  return (
    <>
      <Typography variant="body2" sx={{ mb: 0.5 }} aria-hidden>
        {priceText(price)}
      </Typography>
      <Box
        component="input"
        ref={ref}
        type="range"
        value={price}
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        onChange={(event) => setPrice(Number((event.target as HTMLInputElement).value))}
        aria-label="Maximum price"
        aria-valuetext={priceText(price)}
        sx={{ display: 'block', width: '100%', height: 28, m: 0, accentColor: (theme) => theme.palette.primary.main, cursor: 'pointer' }}
      />
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
        {[{ value: '', label: 'All categories' }, ...CATEGORIES.map((category) => ({ value: category, label: categoryLabels[category] }))].map((option) => (
          <Choice
            key={option.value}
            type="radio"
            name="shop-category"
            label={option.label}
            checked={filters.category === option.value}
            onChange={() => {
              const keep = filters.subcategory !== '' && subcategoryOptions(option.value).includes(filters.subcategory);
              onChange({ category: option.value, subcategory: keep ? filters.subcategory : '' });
            }}
          />
        ))}
      </FilterGroup>

      <FilterGroup title="Subcategory">
        {(['', ...subcategories] as const).map((subcategory) => (
          <Choice
            key={subcategory}
            type="radio"
            name="shop-subcategory"
            label={subcategory === '' ? 'All subcategories' : subcategoryLabel(subcategory)}
            checked={filters.subcategory === subcategory}
            onChange={() => onChange({ subcategory: subcategory as ShopSubcategory | '' })}
          />
        ))}
      </FilterGroup>

      <FilterGroup title="Health Goals">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: '1fr' } }}>
          {HEALTH_GOALS.map((goal) => (
            <Choice key={goal} type="checkbox" label={healthGoalLabels[goal]} checked={filters.healthGoals.includes(goal)} onChange={(checked) => toggleGoal(goal, checked)} />
          ))}
        </Box>
      </FilterGroup>

      <FilterGroup title="Price">
        <PriceSlider maxPrice={filters.maxPrice} onCommit={(maxPrice) => onChange({ maxPrice })} />
      </FilterGroup>

      <ShopButton variant="outlined" fullWidth onClick={onReset}>
        Reset Filters
      </ShopButton>
    </Box>
  );
}
