import type { Section } from '@dars/api';
import { type CourseAccess, lessonOpen } from '@dars/machines';
import { isWebUrl } from '@dars/ui';
import type { CurriculumSection } from '@dars/ui/Curriculum';
import { href } from '../../paths';

export interface CurriculumOptions {
  access: CourseAccess;
  courseId: number;
  /** The course's slug: the exam reads its section's duration through it (`?course=`). */
  courseSlug?: string;
  /** The video playing now (marked `aria-current`). */
  currentVideoId?: number | null;
  /** Videos only (the lectures tab), without PDFs and exams. */
  videosOnly?: boolean;
  /** The exam's title ('unit exam'). */
  examTitle: string;
}

/**
 * The sections as the curriculum list shows them (spec sections 3, 4): what may be opened follows the
 * access (free items, or everything when subscribed), a video or PDF opens only from an http(s) address
 * (a `javascript:` or `data:` path is never a link), and an exam links to the exam route.
 */
export function curriculumOf(sections: readonly Section[], options: CurriculumOptions): CurriculumSection[] {
  const { access, courseId, courseSlug, currentVideoId = null, videosOnly = false, examTitle } = options;
  return sections
    .map((section) => ({
      id: section.id,
      title: section.title,
      items: [
        ...section.videos.map((video) => ({
          kind: 'video' as const,
          id: video.id,
          title: video.title,
          duration: video.duration,
          locked: !(lessonOpen(video.status_value, access) && isWebUrl(video.path)),
          watched: video.view,
          current: video.id === currentVideoId,
        })),
        ...(videosOnly
          ? []
          : section.pdfs.map((pdf) => {
              const open = lessonOpen(pdf.status, access);
              return {
                kind: 'pdf' as const,
                id: pdf.id,
                title: pdf.title,
                duration: pdf.duration,
                locked: !open,
                href: open && isWebUrl(pdf.path) ? pdf.path : null,
              };
            })),
        ...(videosOnly || !section.exam
          ? []
          : [
              {
                kind: 'exam' as const,
                id: section.exam.id,
                title: examTitle,
                locked: !lessonOpen(section.status === 'free' ? 'free' : 'locked', access),
                taken: section.exam.view,
                href: href(
                  'exam',
                  { courseId: String(courseId), examId: String(section.exam.id) },
                  courseSlug ? { query: { course: courseSlug } } : undefined,
                ),
              },
            ]),
      ],
    }))
    .filter((section) => section.items.length > 0);
}
