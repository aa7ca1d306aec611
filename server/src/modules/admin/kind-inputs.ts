/**
 * The list filter and the triage update of a kind, as GraphQL input types built from its definition:
 * one field per filter the kind offers and per text the dashboard may edit.
 */
import { kindNames, type ListFilterName } from '@school/common';
import { Field, ID, InputType, type ClassType } from 'type-graphql';
import { TrialCategoryEnum } from '../enums.types';
import type { KindDefinition } from '../kinds/kind-definition';

type FieldSpec = [type: () => unknown, description: string];
const capital = (text: string) => text[0].toUpperCase() + text.slice(1);

function filterField(kind: KindDefinition, filter: ListFilterName): FieldSpec {
  const { words } = kind;
  switch (filter) {
    case 'q':
      return [
        () => String,
        `Text search: a case-insensitive substring of ${words.search} (trimmed; blank means no search).`,
      ];
    case 'status':
      return [
        () => [kind.statusEnum],
        `${capital(words.many)} in any of these statuses; absent or empty means every status.`,
      ];
    case 'category':
      return [() => TrialCategoryEnum, `${capital(words.many)} for this course only.`];
    case 'createdFrom':
      return [() => Date, `${words.arrived} at or after this instant (inclusive).`];
    case 'createdTo':
      return [
        () => Date,
        `${words.arrived} at or before this instant (inclusive). For a whole day, give its last millisecond.`,
      ];
    case 'spam':
      return [
        () => Boolean,
        'true: suspected spam only; false or absent: everything else (spam is hidden unless asked for).',
      ];
    case 'statusChangedBefore':
      return [() => Date, `${capital(words.many)} whose status last changed strictly before this instant.`];
    case 'assigneeId':
      return [() => ID, `${capital(words.many)} assigned to this staff account (an id from \`staff\`).`];
    case 'mine':
      return [() => Boolean, `true: ${words.many} assigned to the signed-in user only; false or absent: no condition.`];
    case 'unassigned':
      return [() => Boolean, `true: ${words.many} assigned to nobody only; false or absent: no condition.`];
  }
}

/** Declares `fields` on a new input class (the decorators applied as TypeScript would). */
function inputType(name: string, description: string, fields: [string, FieldSpec][]): ClassType {
  @InputType(name, { description })
  class Input {}
  for (const [field, [type, text]] of fields)
    Field(type as never, { nullable: true, description: text })(Input.prototype, field);
  return Input;
}

export function filterInput(kind: KindDefinition): ClassType {
  const names = kindNames(kind.spec);
  const description =
    `Which ${kind.spec.label.many.toLowerCase()} a ${names.list} list (or the ${kind.spec.resource} CSV export) shows. ` +
    'Every field is optional; the ones given must all match.';
  return inputType(
    names.filter,
    description,
    kind.spec.filters.map((filter) => [filter, filterField(kind, filter)]),
  );
}

/** An editable text in words, and the pronoun that clears it. */
const EDITABLE: Record<string, (kind: KindDefinition) => [what: string, pronoun: string]> = {
  notes: () => ['the notes', 'them'],
  handledBy: (kind) => [
    `the legacy free text of who handles the ${kind.words.one} (kept for old API clients; the dashboard assigns with assigneeId)`,
    'it',
  ],
};

/** What the dashboard may change: the status, then each editable text. */
export function updateInput(kind: KindDefinition, input: string): ClassType {
  const fields: [string, FieldSpec][] = [];
  if (kind.statusEnum)
    fields.push([
      'status',
      [
        () => kind.statusEnum,
        'The new status (null: unchanged); a change is written to the audit log as status_change.',
      ],
    ]);
  if (kind.spec.filters.includes('assigneeId'))
    fields.push([
      'assigneeId',
      [
        () => ID,
        "The staff account to assign it to (an active account's id from `staff`; otherwise BAD_USER_INPUT with " +
          'fieldErrors.assigneeId); null: assigned to nobody. Audited as assign; the new assignee is emailed unless they assign themselves.',
      ],
    ]);
  for (const [field, max] of Object.entries(kind.spec.edits)) {
    const [what, pronoun] = EDITABLE[field]?.(kind) ?? [field, 'it'];
    fields.push([
      field,
      [
        () => String,
        `Replaces ${what} (trimmed, at most ${max} characters); an empty string or null clears ${pronoun}.`,
      ],
    ]);
  }
  return inputType(
    input,
    `The triage fields of a ${kind.spec.label.one.toLowerCase()} to change. Fields left out stay as they are.`,
    fields,
  );
}
