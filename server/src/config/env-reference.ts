/**
 * The settings reference docs/configuration.md is generated from: each variable of the schema with its
 * default and what it accepts (both read from the schema itself) and what it does (env-descriptions.ts).
 */
import { z } from 'zod';
import { SETTING_GROUPS } from './env-descriptions';
import { accepts } from './env-fields';
import { variables } from './env-schema';

export interface SettingRow {
  name: string;
  fallback: string;
  accepts: string;
  what: string;
}

function inner(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodDefault || schema instanceof z.ZodOptional
    ? inner(schema.unwrap() as z.ZodType)
    : schema;
}

function shown(value: unknown): string {
  if (value === undefined) return 'unset';
  if (Array.isArray(value)) return value.length ? `\`${value.join(',')}\`` : 'empty';
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

/** The groups with their rows, and the problems that make the reference incomplete. */
export function settingsReference() {
  const shape = variables.shape as Record<string, z.ZodType>;
  const described = new Set(SETTING_GROUPS.flatMap((group) => Object.keys(group.settings)));
  const problems = [
    ...Object.keys(shape)
      .filter((name) => !described.has(name))
      .map((name) => `${name} has no description in server/src/config/env-descriptions.ts`),
    ...[...described]
      .filter((name) => !(name in shape))
      .map((name) => `${name} is described in env-descriptions.ts but is not a setting of env-schema.ts`),
  ];
  const groups = SETTING_GROUPS.map(({ title, settings }) => ({
    title,
    rows: Object.entries(settings)
      .filter(([name]) => name in shape)
      .map(([name, what]): SettingRow => {
        const parsed = shape[name].safeParse(undefined);
        return {
          name,
          fallback: parsed.success ? shown(parsed.data) : 'unset',
          accepts: accepts.get(inner(shape[name]))?.accepts ?? 'text',
          what,
        };
      }),
  }));
  return { groups, problems };
}
