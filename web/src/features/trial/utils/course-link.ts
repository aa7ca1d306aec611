import { TRIAL_CATEGORY_OPTIONS, normaliseCategory } from '@school/common';
import { paths } from '../../../config/paths';

/** A course's page slug as a trial category: 'hindustani-vocal' → 'hindustanivocal'; null when none matches. */
function categoryOfSlug(slug: string) {
  return normaliseCategory(slug.replace(/-/g, ''));
}

/** Where a course card's "Get a trial" goes: /Trial with the course chosen (?course=guitar). */
export function trialLink(slug: string): string {
  const category = categoryOfSlug(slug);
  return category ? `${paths.trial}?course=${category}` : paths.trial;
}

/** The trial form's select value for /Trial?course=… ('hindustanivocal ' with its space), or null. */
export function courseOption(search: string): string | null {
  const category = categoryOfSlug(new URLSearchParams(search).get('course') ?? '');
  return TRIAL_CATEGORY_OPTIONS.find((option) => option.value.trim() === category)?.value ?? null;
}
