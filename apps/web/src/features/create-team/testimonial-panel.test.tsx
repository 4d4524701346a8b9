import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestimonialPanel } from './testimonial-panel.tsx';

const QUOTE = 'Every presentation our agents send looks like us.';

afterEach(() => vi.unstubAllEnvs());

function configure(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(`VITE_TEAM_TESTIMONIAL_${name}`, value);
  return render(<TestimonialPanel />);
}

describe('the create-a-team testimonial: the operator’s, set at build time', () => {
  it('shows the configured quote, author, role and five stars by default', () => {
    configure({ QUOTE, AUTHOR: 'Ana Lima', ROLE: 'Broker, Lima Homes' });
    expect(screen.getByText(`“${QUOTE}”`)).toBeInTheDocument();
    expect(screen.getByText('Ana Lima')).toBeInTheDocument();
    expect(screen.getByText('Broker, Lima Homes')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('takes the stars from 1 to 5 and falls back to 5 on anything else; the role is optional', () => {
    configure({ QUOTE, AUTHOR: 'Ana Lima', STARS: '4' });
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveTextContent(`“${QUOTE}”Ana Lima`);
    vi.stubEnv('VITE_TEAM_TESTIMONIAL_STARS', '9');
    render(<TestimonialPanel />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('shows no panel without a quote or without an author', () => {
    const { container } = configure({ QUOTE });
    expect(container).toBeEmptyDOMElement();
    vi.unstubAllEnvs();
    const other = configure({ AUTHOR: 'Ana Lima', QUOTE: '   ' });
    expect(other.container).toBeEmptyDOMElement();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
