import { Query, Resolver } from 'type-graphql';

@Resolver()
export class HealthResolver {
  @Query(() => String, {
    description:
      'Public (no sign-in). Answers "ok": a cheap way for API clients to check they reach the GraphQL endpoint.',
  })
  ping(): string {
    return 'ok';
  }
}
