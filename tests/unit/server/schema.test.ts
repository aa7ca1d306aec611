import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { APPLICATION_STATUSES, CONTACT_STATUSES, GENDERS, TRIAL_CATEGORIES, TRIAL_STATUSES } from '@school/common';
import type { GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = resolve(__dirname, '../../..');
// The CommonJS graphql the built server uses: its type checks refuse types made by another copy (the ESM one).
const {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} = require('graphql') as typeof import('graphql');

/** Coordinates (schema, Type, Type.field, Type.field(arg), Input.field, Enum.VALUE) of every element without a description. */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (coordinate: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(coordinate);
  };
  check('schema', schema.description);
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
  }
  return missing.sort();
}

describe('schema.graphql', () => {
  it('matches the schema the server code builds (run `npm run schema:emit` after changing the API)', async () => {
    const { printSchemaFile } = require(resolve(root, 'server/dist/graphql/print-schema.js'));
    expect(readFileSync(resolve(root, 'schema.graphql'), 'utf8')).toBe(await printSchemaFile());
  });

  it("describes every type, field, argument, input field and enum value (what GraphiQL's docs show)", async () => {
    const { buildAppSchema } = require(resolve(root, 'server/dist/graphql/build-schema.js'));
    const schema: GraphQLSchema = await buildAppSchema();
    expect(undescribed(schema)).toEqual([]);
  });

  it('finds an undescribed element by its coordinate', async () => {
    const schema = buildSchema('"""Q"""\ntype Query { """f""" f(a: Int): E }\n"""E"""\nenum E { """one""" ONE TWO }');
    expect(undescribed(schema)).toEqual(['E.TWO', 'Query.f(a)', 'schema']);
  });

  it('offers the workflow values as enums built from @school/common', async () => {
    const { buildAppSchema } = require(resolve(root, 'server/dist/graphql/build-schema.js'));
    const schema: GraphQLSchema = await buildAppSchema();
    const values = (name: string) => {
      const type = schema.getType(name);
      return isEnumType(type) ? type.getValues().map((v) => v.value) : null;
    };
    expect(values('TrialStatus')).toEqual([...TRIAL_STATUSES]);
    expect(values('ContactStatus')).toEqual([...CONTACT_STATUSES]);
    expect(values('ApplicationStatus')).toEqual([...APPLICATION_STATUSES]);
    expect(values('TrialCategory')).toEqual([...TRIAL_CATEGORIES]);
    expect(values('Gender')).toEqual([...GENDERS]);
  });
});
