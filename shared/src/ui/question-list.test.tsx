import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionList } from './question-list';

const questions = [
  { question: 'What is your return policy?', answer: 'A 30-day satisfaction guarantee.' },
  { question: 'Do you ship outside Kenya?', answer: 'Not yet.' },
];

describe('QuestionList', () => {
  it('shows every question closed, each a heading with a button', () => {
    render(<QuestionList questions={questions} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(questions.map((q) => q.question));
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(2);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens one answer at a time, and closes it again', async () => {
    render(<QuestionList questions={questions} />);
    const returns = screen.getByRole('button', { name: 'What is your return policy?' });
    const shipping = screen.getByRole('button', { name: 'Do you ship outside Kenya?' });
    await userEvent.click(returns);
    expect(returns).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'What is your return policy?' })).toHaveTextContent('A 30-day satisfaction guarantee.');
    await userEvent.click(shipping);
    expect(returns).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Do you ship outside Kenya?' })).toHaveTextContent('Not yet.');
    await userEvent.click(shipping);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
