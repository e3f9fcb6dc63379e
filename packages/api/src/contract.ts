/**
 * Test-only: the shape of a contract row, which `<domain>/contract.rows.ts` files fill and
 * contract.test.ts runs. Imported by tests only, never by the package's index.
 */
import * as api from './index';

export type Encoding = 'none' | 'json' | 'form' | 'multipart';

export interface Row {
  name: string;
  call: () => Promise<unknown>;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  encoding: Encoding;
  body?: Record<string, unknown>;
  /** Fields the client reads in the reply (dot paths; `data.0.x` for the first item). */
  reads: string[];
  auth: 'student' | 'visitor';
  /** Runs before the call (e.g. to reach the state the call needs). */
  prepare?: () => Promise<void>;
}

export const firstCourse = async () => (await api.getCourses({ perPage: 20, page: 1 })).items;
export const slugOf = async (status: 'free' | 'paid') => {
  const list = await api.getCourses({ status });
  const course = list.items.find((c) => !c.is_subscribed);
  if (!course) throw new Error('no course');
  return course;
};
