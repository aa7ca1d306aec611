import { Query, Resolver } from 'type-graphql';

@Resolver()
export class HealthResolver {
  @Query(() => String, { description: 'Answers "ok": a cheap way for API clients to check they reach the server.' })
  ping(): string {
    return 'ok';
  }
}
