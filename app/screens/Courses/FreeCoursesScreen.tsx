import type { ScreenProps } from '../../paths';
import { CourseListing } from './CourseListing';

/**
 * /coureses-free (spec section 2, "other route names"): the same listing with the status fixed to free.
 * Fixed, not pre-set: the page's name promises free courses, so the status (and the price, which
 * filters by the same free/paid value) is not offered, 'clear filters' keeps it, and the URL never
 * carries it; category and rating filters, paging, Back and reload work as on /courses-page.
 */
export default function FreeCoursesScreen({ title }: ScreenProps) {
  return <CourseListing title={title} fixedStatus="free" />;
}
