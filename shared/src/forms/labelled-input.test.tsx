import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LabelledInput } from './labelled-input';

function EmailBox({ required = false }: { required?: boolean }) {
  const [value, setValue] = useState('');
  return <LabelledInput label="Email address" type="email" name="email" required={required} maxLength={20} value={value} onChange={setValue} />;
}

describe('LabelledInput', () => {
  it('is named by its label alone: the required asterisk is not read out, the input says it is required', () => {
    render(<EmailBox required />);
    const box = screen.getByRole('textbox', { name: 'Email address' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('name', 'email');
    expect(box).toHaveAttribute('maxlength', '20');
  });

  it('hands each change to its owner and floats the label once the box holds text', async () => {
    render(<EmailBox />);
    const box = screen.getByRole('textbox', { name: 'Email address' });
    const field = box.parentElement!;
    expect(field).not.toHaveAttribute('data-filled');
    await userEvent.type(box, 'wanjiku@example.co.ke');
    // maxLength holds what the shopper can type.
    expect(box).toHaveValue('wanjiku@example.co.k');
    expect(field).toHaveAttribute('data-filled');
    await userEvent.clear(box);
    expect(field).not.toHaveAttribute('data-filled');
  });
});

describe('LabelledInput in a form that checks its fields', () => {
  function PhoneField({ error, disabled = false, onBlur = () => undefined }: { error?: string; disabled?: boolean; onBlur?: () => void }) {
    const [value, setValue] = useState('');
    return (
      <LabelledInput
        id="checkout-phone"
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        disabled={disabled}
        error={error}
        helperText="e.g. 0712 345 678"
        value={value}
        onChange={setValue}
        onBlur={onBlur}
      />
    );
  }

  it('takes the id it is given, so the form can focus it, and asks for the dial pad', () => {
    render(<PhoneField />);
    const box = screen.getByRole('textbox', { name: 'Phone number' });
    expect(box).toHaveAttribute('id', 'checkout-phone');
    expect(box).toHaveAttribute('inputmode', 'tel');
    expect(box).toHaveAttribute('autocomplete', 'tel');
    expect(box).toHaveAttribute('type', 'tel');
    expect(box).toBeRequired();
  });

  it('is described by its hint, then by its error in the hint’s place, and says it is invalid', () => {
    const { rerender } = render(<PhoneField />);
    const box = screen.getByRole('textbox', { name: 'Phone number' });
    expect(box).toHaveAccessibleDescription('e.g. 0712 345 678');
    expect(box).not.toHaveAttribute('aria-invalid');
    rerender(<PhoneField error="Enter your phone number." />);
    expect(box).toHaveAccessibleDescription('Enter your phone number.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('e.g. 0712 345 678')).not.toBeInTheDocument();
  });

  it('tells its owner when the shopper leaves it, and keeps the focus while an error comes and goes', async () => {
    const left = jest.fn();
    const { rerender } = render(<PhoneField onBlur={left} />);
    const box = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(box, '07');
    rerender(<PhoneField onBlur={left} error="Enter a valid phone number." />);
    expect(box).toHaveFocus();
    expect(box).toHaveValue('07');
    await userEvent.tab();
    expect(left).toHaveBeenCalledTimes(1);
  });

  it('is greyed and out of reach while disabled, its hint still read', () => {
    render(<PhoneField disabled />);
    const box = screen.getByRole('textbox', { name: 'Phone number' });
    expect(box).toBeDisabled();
    expect(box.parentElement).toHaveAttribute('data-disabled');
    expect(box).toHaveAccessibleDescription('e.g. 0712 345 678');
  });

  it('offers a choice after a first line that cannot be chosen', async () => {
    function CountyField() {
      const [value, setValue] = useState('');
      return <LabelledInput label="County" required value={value} onChange={setValue} optionsPlaceholder="Choose your county" options={[{ value: 'Nairobi', label: 'Nairobi' }, { value: 'Kisumu', label: 'Kisumu' }]} />;
    }
    render(<CountyField />);
    const select = screen.getByRole('combobox', { name: 'County' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose your county' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Kisumu');
    expect(select).toHaveValue('Kisumu');
  });
});
