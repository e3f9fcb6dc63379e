import type { ScreenProps } from '../../paths';
import { CourseListing } from './CourseListing';

/** /courses-page, /courses, /coureses (spec section 2): the course listing; `?status=free` is honoured as a chosen filter. */
export default function CoursesScreen({ title }: ScreenProps) {
  return <CourseListing title={title} />;
}
