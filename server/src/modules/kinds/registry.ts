/** Every kind the server knows, in the dashboard's order. Add a kind here, with its definition, entity and migration. */
import { contactMessageKind } from '../contact-message/contact-message.definition';
import { pageViewKind } from '../page-view/page-view.definition';
import { teacherApplicationKind } from '../teacher-application/teacher-application.definition';
import { trialRequestKind } from '../trial-request/trial-request.definition';
import type { FormKind } from './form.service';
import { kindIn, type KindDefinition } from './kind-definition';

export const kinds: readonly KindDefinition[] = [
  trialRequestKind,
  contactMessageKind,
  teacherApplicationKind,
  pageViewKind,
];

export const formKinds = kinds.filter((kind): kind is FormKind => kind.form !== undefined);

export function kindNamed(name: string): KindDefinition | undefined {
  return kindIn(kinds, name);
}
