import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InstructorCard } from './InstructorCard';

describe('InstructorCard', () => {
  it('shows the portrait with its size reserved, the name and the field', () => {
    const { container } = render(
      <InstructorCard name="Sara Ahmed" image="/demo-media/avatars/sara.svg" categoryTitle="Programming" />,
    );
    expect(screen.getByText('Sara Ahmed')).toBeTruthy();
    expect(screen.getByText('Programming')).toBeTruthy();
    const img = container.querySelector('img');
    expect(img?.getAttribute('width')).toBe('96');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });
});
