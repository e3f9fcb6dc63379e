import type { Course } from '@dars/api';
import type { ComponentType } from 'react';

type Overview = ComponentType<{ course: Course }>;

/** The overview tab's chunk (the description's sanitizer with it), loaded once and kept. */
let loaded: Overview | null = null;

export async function loadOverview(): Promise<Overview> {
  loaded ??= (await import('./CourseOverview')).CourseOverview;
  return loaded;
}

export const loadedOverview = () => loaded;
