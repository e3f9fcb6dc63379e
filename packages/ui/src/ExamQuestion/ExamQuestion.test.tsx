import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExamQuestion, type ExamQuestionProps } from './ExamQuestion';

const OPTIONS: ExamQuestionProps['options'] = [
  { id: 'answer_1', label: 'for' },
  { id: 'answer_2', label: 'def' },
  { id: 'answer_3', label: 'class' },
  { id: 'answer_4', label: 'import' },
];

const show = (props: Partial<ExamQuestionProps> = {}, lang: 'ar' | 'en' = 'en') =>
  render(
    <I18nProvider lang={lang}>
      <ExamQuestion
        id={7}
        number={2}
        total={4}
        question="Which keyword starts a loop?"
        options={OPTIONS}
        value={null}
        onChange={() => undefined}
        marked={false}
        onToggleMark={() => undefined}
        missing={false}
        {...props}
      />
    </I18nProvider>,
  );

describe('ExamQuestion', () => {
  it('is a group named by its number and question, with four options to choose from', async () => {
    const onChange = vi.fn();
    show({ onChange });
    const group = screen.getByRole('group', { name: /Question 2 of 4.*Which keyword starts a loop\?/ });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    await userEvent.setup().click(screen.getByRole('radio', { name: /class/ }));
    expect(onChange).toHaveBeenCalledWith('answer_3');
  });

  it('shows the chosen option checked, and the mark for review as a pressed toggle', async () => {
    const onToggleMark = vi.fn();
    show({ value: 'answer_2', marked: true, onToggleMark });
    expect((screen.getByRole('radio', { name: /def/ }) as HTMLInputElement).checked).toBe(true);
    const mark = screen.getByRole('button', { name: 'Mark for review' });
    expect(mark.getAttribute('aria-pressed')).toBe('true');
    await userEvent.setup().click(mark);
    expect(onToggleMark).toHaveBeenCalledTimes(1);
  });

  it('says a missing answer in words tied to the group, not by colour alone', () => {
    show({ missing: true });
    const group = screen.getByRole('group');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'not answered',
    );
  });

  it('writes its numbers in Arabic-Indic digits in Arabic, and locks while the answers are sent', () => {
    show({ disabled: true }, 'ar');
    expect(screen.getByRole('group').textContent).toContain('السؤال ٢ من ٤');
    expect(screen.getByRole('group').textContent).not.toMatch(/[0-9]/);
    for (const radio of screen.getAllByRole('radio')) expect(radio.matches(':disabled')).toBe(true);
  });
});
