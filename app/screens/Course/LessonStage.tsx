import { useI18n } from '@dars/i18n';
import type { LessonVideo, LessonView } from '@dars/machines';
import { Button, formatClock, ListError, Spinner } from '@dars/ui';

import { useEffect, useRef } from 'react';
import * as styles from './CourseScreen.css';
import type { CoursePage } from './useCoursePage';
import { loadedVideoPlayer } from './videoPlayerModule';

export interface LessonStageProps {
  lesson: CoursePage['lesson'];
  poster?: string;
}

/**
 * The lesson being watched, above the course's tabs: the player's code loads when the first lesson
 * opens (a spinner of the player's size meanwhile, a retry if it fails), then the player starts at the
 * kept position. The stage takes focus when it opens, so keyboard and screen-reader users land on it.
 */
export function LessonStage({ lesson, poster }: LessonStageProps) {
  const { t, lang, format } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  const { view, video } = lesson;
  const shownId = view === 'closed' ? null : video?.id;

  useEffect(() => {
    if (shownId === null || shownId === undefined) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.closest('section')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [shownId]);

  if (view === 'closed' || !video) return null;
  return (
    <section className={styles.stage} aria-labelledby="lesson-stage-title">
      <div className={styles.stageHeader}>
        <h2 id="lesson-stage-title" ref={heading} tabIndex={-1} className={styles.stageTitle}>
          {t('coursePage.lesson', { title: video.title })}
        </h2>
        <Button variant="ghost" onClick={lesson.close}>
          {t('coursePage.closeLesson')}
        </Button>
      </div>
      <StageBody
        view={view}
        video={video}
        startAt={lesson.startAt}
        poster={poster}
        send={lesson.send}
        onRetry={lesson.retry}
        captionsLabel={t('coursePage.captionsLabel')}
        lang={lang}
      />
      {view === 'open' && lesson.startAt > 0 ? (
        <p className={styles.stageNote}>
          {t('coursePage.resumed', {
            time: formatClock(lesson.startAt).replace(/\d/g, (d) => format.digits(Number(d))),
          })}
        </p>
      ) : null}
    </section>
  );
}

interface StageBodyProps {
  view: LessonView;
  video: LessonVideo;
  startAt: number;
  poster: string | undefined;
  send: CoursePage['lesson']['send'];
  onRetry: () => void;
  captionsLabel: string;
  lang: string;
}

function StageBody({ view, video, startAt, poster, send, onRetry, captionsLabel, lang }: StageBodyProps) {
  const { t } = useI18n();
  const Player = loadedVideoPlayer();
  if (view === 'failed') return <ListError message={t('coursePage.playerFailed')} onRetry={onRetry} />;
  if (view === 'opening' || !Player) {
    return (
      <div className={styles.stageWaiting}>
        <Spinner label={t('coursePage.playerLoading')} />
      </div>
    );
  }
  return (
    <Player
      key={video.id}
      src={video.path}
      title={video.title}
      poster={poster}
      captions={video.captions ? { src: video.captions, srcLang: lang, label: captionsLabel } : null}
      startAt={startAt}
      autoPlay
      onPlay={() => send({ type: 'player.playing' })}
      onPause={() => send({ type: 'player.paused' })}
      onProgress={(seconds, duration) => send({ type: 'player.progress', seconds, duration })}
      onEnded={() => send({ type: 'player.ended' })}
    />
  );
}
