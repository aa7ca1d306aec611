/** How deep a GraphQL operation nests, fragments expanded where they are spread. */
import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/** Deepest selection-set nesting, fragments expanded where they are spread (each fragment measured once). */
export function depthOf(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  memo = new Map<string, number>(),
  active = new Set<string>(),
): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    let depth = 0;
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || active.has(name)) continue; // unknown or cyclic: other rules report it
      let known = memo.get(name);
      if (known === undefined) {
        active.add(name);
        known = depthOf(fragment.selectionSet, fragments, memo, active) - 1; // the spread adds no level
        active.delete(name);
        memo.set(name, known);
      }
      depth = known;
    } else if (selection.selectionSet) {
      depth =
        depthOf(selection.selectionSet, fragments, memo, active) - (selection.kind === Kind.INLINE_FRAGMENT ? 1 : 0);
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest + 1;
}
