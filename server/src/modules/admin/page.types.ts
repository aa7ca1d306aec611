/** Page<T>: one page of a dashboard list, made for each listed type by one generic type factory. */
import { Field, Int, ObjectType, type ClassType } from 'type-graphql';

export interface Page<T> {
  items: T[];
  total: number;
}

interface PageWords {
  /** The type's description: 'One page of a trialRequests list.' */
  description: string;
  items?: string;
  total?: string;
}

export function Page<T extends object>(item: ClassType<T>, name: string, words: PageWords): ClassType<Page<T>> {
  @ObjectType(name, { description: words.description })
  class PageOfItems implements Page<T> {
    @Field(() => [item], {
      description: words.items ?? 'The rows of the requested page, in the requested order (at most perPage).',
    })
    items: T[];
    @Field(() => Int, { description: words.total ?? 'How many rows match the filter, across all pages.' })
    total: number;
  }
  return PageOfItems;
}
