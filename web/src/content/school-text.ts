/**
 * Copy in code that names the school: `{school}`, `{founded}` and `{supportEmail}` stand for the school's details,
 * which the school edits (docs/requirements.md#content), so a new name or address reaches every banner, title and
 * legal page when it is published.
 */
import type { SiteSchool } from '@school/common';
import { useCallback } from 'react';
import { useSiteContent } from './site-content';

export type SchoolNames = Pick<SiteSchool, 'name' | 'foundedYear' | 'supportEmail'>;

export function schoolText(text: string, school: SchoolNames): string {
  return text
    .replace(/\{school\}/g, school.name)
    .replace(/\{founded\}/g, String(school.foundedYear))
    .replace(/\{supportEmail\}/g, school.supportEmail);
}

/** `t(text)`: the text with the school's published details in it. */
export function useSchoolText(): (text: string) => string {
  const { school } = useSiteContent();
  return useCallback((text: string) => schoolText(text, school), [school]);
}
