import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A reply template as an admin writes it.' })
export class ReplyTemplateInput {
  @Field({ description: 'Its name, unique among templates (at most 100 characters).' })
  name: string;

  @Field({ description: 'The subject (at most 200 characters); may use the variables.' })
  subject: string;

  @Field({ description: 'The plain-text body (at most 100 KB); may use the variables.' })
  body: string;
}
