import { useI18n } from '@dars/i18n';
import { noticeMachine } from '@dars/machines';
import { Toast } from '@dars/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { examSentWordFor, forgetExamSentWord } from '../learner';

/**
 * 'Your answers have been submitted.' on the course page an exam went back to, for 2 s once the
 * course is drawn. Its status region is on the page from the page's first frame, so the words are heard
 * when they come (a region that arrives with its words is not read out). Said once: the word is forgotten
 * as the page opens, and a reload has none.
 */
export function ExamSentNotice({ slug, ready }: { slug: string; ready: boolean }) {
  const { t } = useI18n();
  // A read only (it may run twice); forgotten in the effect below.
  const [due] = useState(() => examSentWordFor(slug));
  const [notice, send] = useMachine(noticeMachine);
  const said = useRef(false);
  useEffect(() => {
    if (due) forgetExamSentWord();
  }, [due]);
  useEffect(() => {
    if (!due || !ready || said.current) return;
    said.current = true;
    send({ type: 'notice.show' });
  }, [due, ready, send]);
  return <Toast open={notice.hasTag('success')} tone="success" message={t('exam.success')} />;
}
