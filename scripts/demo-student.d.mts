export const DEMO_STUDENT_LOGIN: { email: string; password: string };
export function demoStudentToken(base: string): Promise<string>;
