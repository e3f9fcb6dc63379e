import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InstructorBlock } from './InstructorBlock';

describe('InstructorBlock', () => {
  it('shows the instructor and the sanitized bio', () => {
    const { container } = render(
      <I18nProvider lang="en">
        <InstructorBlock
          name="Mona"
          image="/m.svg"
          category="Design"
          description={'<p>Ten years.</p><img src=x onerror="alert(1)">'}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'About the instructor' })).toBeTruthy();
    expect(screen.getByText('Ten years.')).toBeTruthy();
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});
