import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from '../Card';
import { Heading, PageHeader } from '../Heading';
import { Inline, Stack } from './Stack';

describe('layout primitives', () => {
  it('Stack renders the element asked for, passing aria attributes through', () => {
    render(
      <Stack as="ul" aria-label="Steps">
        <li>One</li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Steps' }).tagName).toBe('UL');
  });

  it('Inline and Stack give different classes for different gaps', () => {
    const { container } = render(
      <>
        <Inline gap={2}>a</Inline>
        <Inline gap={6}>b</Inline>
      </>,
    );
    const [a, b] = Array.from(container.children);
    expect(a?.className).not.toBe(b?.className);
  });

  it('Heading renders its level, PageHeader one h1 with its lead', () => {
    render(
      <>
        <PageHeader title="Profile" lead="Your details" titleId="t" />
        <Heading level={3}>Plan</Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' }).id).toBe('t');
    expect(screen.getByText('Your details').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 3, name: 'Plan' })).toBeTruthy();
  });

  it('Card is a section when asked, with its label', () => {
    render(
      <Card as="section" aria-label="Summary">
        x
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Summary' }).tagName).toBe('SECTION');
  });
});
