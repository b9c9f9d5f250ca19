import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { acceptTypedQuantity, QuantityStepper } from './quantity-stepper';

function Stepper({ max }: { max: number }) {
  const [value, setValue] = useState(1);
  return (
    <>
      <QuantityStepper label="Quantity of tea" value={value} max={max} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('QuantityStepper', () => {
  it('goes from 1 up to the stock: minus is disabled at 1 and plus at the stock', async () => {
    render(<Stepper max={3} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(screen.getByTestId('value')).toHaveTextContent('3');
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
    await userEvent.click(minus);
    expect(screen.getByTestId('value')).toHaveTextContent('2');
  });

  it('takes a typed whole number within range and ignores anything else', async () => {
    render(<Stepper max={12} />);
    const box = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(box);
    await userEvent.type(box, '12');
    expect(screen.getByTestId('value')).toHaveTextContent('12');
    await userEvent.type(box, '0');
    expect(box).toHaveValue('12');
    await userEvent.clear(box);
    await userEvent.type(box, '-x.');
    expect(screen.getByTestId('value')).toHaveTextContent('12');
    await userEvent.tab();
    expect(box).toHaveValue('12');
  });

  it('accepts only whole numbers from 1 to max', () => {
    expect(acceptTypedQuantity('5', 5)).toBe(5);
    expect(['0', '6', '1.5', '1e2', ' ', 'abc', '-1'].map((text) => acceptTypedQuantity(text, 5))).toEqual([null, null, null, null, null, null, null]);
  });
});

describe('QuantityStepper with an item name', () => {
  it('names its buttons and box after the item, for pages with several steppers', () => {
    render(<QuantityStepper label="Quantity of Olive Soap" itemName="Olive Soap" value={2} max={9} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Olive Soap' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Olive Soap' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Quantity of Olive Soap' })).toHaveValue('2');
  });
});
