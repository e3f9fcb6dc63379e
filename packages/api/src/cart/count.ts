import { ApiError } from '../errors';
import { rec } from '../read';
import { type CallOptions, get } from '../request';

/**
 * GET /cart/courses, read only for how many courses it holds (the top bar's count): without reading each
 * course, so the first screen's code does not carry the course reader.
 */
export async function countCartCourses(options: CallOptions = {}): Promise<number> {
  const root = rec(await get('cart/courses', {}, options));
  const data = root.data;
  const list = Array.isArray(data) ? data : rec(data).courses;
  if (!Array.isArray(list)) throw new ApiError('shape');
  return list.length;
}
