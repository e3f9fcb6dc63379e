import type { Course } from '@dars/api';
import { SafeHtml } from '@dars/ui';
import { InstructorBlock } from '@dars/ui/InstructorBlock';
import * as styles from './CourseScreen.css';

/** The overview tab's content: the course's sanitized description and its instructor. */
export function CourseOverview({ course }: { course: Course }) {
  return (
    <div className={styles.overview}>
      <SafeHtml html={course.description} className={styles.description} />
      <InstructorBlock
        name={course.instructor.name}
        image={course.instructor.image}
        description={course.instructor.description}
        category={course.instructor.category.title}
      />
    </div>
  );
}
