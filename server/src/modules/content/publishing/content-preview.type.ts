import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A page of the site as it would look with an unsaved edit published (nothing is saved).' })
export class ContentPreview {
  @Field({ description: 'The route the page is, e.g. "/Blog".' })
  path: string;

  @Field({
    description:
      'The whole page as HTML, without any script (show it in a sandboxed iframe, e.g. srcdoc); its images and ' +
      'styles are on this server.',
  })
  html: string;
}
