import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShopProviders } from '@mimea/shared';
import { ProductTabs } from './product-tabs';
import catalogue from '../../domain/catalogue';
import { faqs } from '../../domain/faqs';
import type { Product } from '../../domain/product-types';

let soap: Product;
beforeAll(async () => {
  soap = (await catalogue.byId('olive-soap'))!;
});

function renderTabs() {
  render(
    <ShopProviders>
      <ProductTabs product={soap} faqs={faqs} />
    </ShopProviders>,
  );
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('ProductTabs', () => {
  it('shows Details first, with one tab in the Tab order', () => {
    renderTabs();
    expect(selected()).toHaveTextContent('Details');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(soap.description);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Details');
  });

  it('moves with the arrow keys, Home and End, wrapping at the ends, and shows the tab it moves to', async () => {
    renderTabs();
    await userEvent.tab();
    expect(selected()).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('Ingredients');
    expect(selected()).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(soap.ingredients[0]!);
    await userEvent.keyboard('{End}');
    expect(selected()).toHaveTextContent('FAQs');
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('Details');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selected()).toHaveTextContent('FAQs');
    await userEvent.keyboard('{Home}');
    expect(selected()).toHaveTextContent('Details');
  });

  it('loads the questions when FAQs is chosen', async () => {
    renderTabs();
    await userEvent.click(screen.getByRole('tab', { name: 'FAQs' }));
    expect(await screen.findByRole('button', { name: faqs[0]!.question })).toHaveAttribute('aria-expanded', 'false');
  });
});
