import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildAppSchema } from './build-schema';

const HEADER = '# Generated from the server code by `npm run schema:emit`. Do not edit by hand.\n\n';

/** The committed schema.graphql text: sorted, so it changes only when the API does. */
export async function printSchemaFile(): Promise<string> {
  return HEADER + printSchema(lexicographicSortSchema(await buildAppSchema())) + '\n';
}
