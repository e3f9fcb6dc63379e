/**
 * Types every domain shares. Each domain's entity types (spec section 3) live in `<domain>/types.ts`
 * and are re-exported by the package (`export type *` in index.ts).
 */

/** Pagination: most lists read `paginate.last_page`; certificates and search read `meta.last_page`. */
export interface Paginate {
  last_page: number;
  current_page?: number;
  per_page?: number;
  total?: number;
}

/** A page of a list, whichever form the server used. */
export interface Page<T> {
  items: T[];
  lastPage: number;
}

/** A server reply to an action: the flag and message the screens show. */
export interface ActionResult {
  success: boolean;
  message: string;
}
