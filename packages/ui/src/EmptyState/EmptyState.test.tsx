import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('announces its title and shows the description and action', () => {
    render(<EmptyState title="No results found." description="Try another word." action={<a href="/home">Home</a>} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('No results found.');
    expect(status.textContent).toContain('Try another word.');
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('the title alone', () => {
    render(<EmptyState title="No courses to show." />);
    expect(screen.getByRole('status').querySelectorAll('p')).toHaveLength(1);
  });
});
