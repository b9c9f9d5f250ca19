import { render, screen } from '@testing-library/react';
import { useNearScreen } from './use-near-screen';

function Section() {
  const [near, ref] = useNearScreen();
  return <section ref={ref}>{near ? 'drawn' : 'waiting'}</section>;
}

describe('useNearScreen', () => {
  // Where the browser cannot say what is on the screen, nothing may stay undrawn: the shopper
  // would never see it. (Its behaviour as the page scrolls is an e2e journey: the home page.)
  it('counts everything as near where the browser cannot tell', () => {
    expect(typeof IntersectionObserver).toBe('undefined');
    render(<Section />);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });
});
