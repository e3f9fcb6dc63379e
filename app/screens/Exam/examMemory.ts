import { type ExamDraft, readDraft } from '@dars/machines';

/**
 * A learner's unsent exam (beyond the spec) in local storage: `dars.exam.{user}.{examId}` holds
 * the answers, the questions marked for review and the start time, until the answers are sent. `user` is
 * the signed-in student's e-mail (../learner.ts `learnerKey`: the one last seen with this token when the
 * profile cannot be read), so two students on one browser never see each other's answers.
 */
const key = (user: string, examId: number) => `dars.exam.${user}.${examId}`;

export interface ExamMemory {
  read(): ExamDraft | null;
  save(draft: ExamDraft): void;
  clear(): void;
}

export function examMemory(user: string, examId: number): ExamMemory {
  return {
    read: () => {
      try {
        return readDraft(localStorage.getItem(key(user, examId)));
      } catch {
        return null;
      }
    },
    save: (draft) => {
      try {
        localStorage.setItem(key(user, examId), JSON.stringify(draft));
      } catch {
        // Private mode or a full quota: the exam goes on, unkept.
      }
    },
    clear: () => {
      try {
        localStorage.removeItem(key(user, examId));
      } catch {
        // Nothing was kept.
      }
    },
  };
}
