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
