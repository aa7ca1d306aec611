/** The human labels live once in @school/common (common/src/labels.ts); the dashboard's views import them from here. */
export {
  APPLICATION_STATUS_CHOICES,
  CATEGORY_CHOICES,
  CONTACT_STATUS_CHOICES,
  GENDER_LABELS,
  ROLE_CHOICES,
  STATUS_COLORS,
  TRIAL_STATUS_CHOICES,
  categoryLabel,
  statusLabel,
  type ChipColor,
} from '@school/common';
