export const DEMO_STUDENT_LOGIN: { email: string; password: string };
export function demoStudentToken(base: string): Promise<string>;
export interface DemoStudentExam {
  course: { id: number; slug: string; progress: number };
  examId: number;
  /** Minutes. */
  duration: number;
}
export function demoStudentExam(base: string, token: string): Promise<DemoStudentExam>;
