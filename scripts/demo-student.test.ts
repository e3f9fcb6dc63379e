import { describe, expect, it } from 'vitest';
import { DEMO_STUDENT } from '../mocks/store';
import { DEMO_STUDENT_LOGIN } from './demo-student.mjs';

describe("the scripts' demo student", () => {
  it('is the account the demo API seeds', () => {
    expect(DEMO_STUDENT_LOGIN).toEqual({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password });
  });
});
