// Validation rules that stop abusive queries before they reach a subgraph: depth and alias counts.
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

function selectionDepth(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    let depth = 0;
    if (selection.kind === Kind.FIELD) {
      depth = selection.selectionSet ? 1 + selectionDepth(selection.selectionSet, fragments, visiting) : 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = selectionDepth(selection.selectionSet, fragments, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A fragment cycle is reported by graphql's own NoFragmentCycles rule.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      depth = selectionDepth(fragment.selectionSet, fragments, visiting);
      visiting.delete(name);
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** Refuses operations nested deeper than `maxDepth` fields (fragments included). */
export function depthLimit(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    return {
      OperationDefinition(operation) {
        const depth = selectionDepth(operation.selectionSet, fragments, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query is too deep: ${depth} levels where at most ${maxDepth} are allowed.`, {
              nodes: [operation],
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
          );
        }
      },
    };
  };
}

/** Refuses documents that use more than `maxAliases` aliases in all. */
export function aliasLimit(maxAliases: number) {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(field) {
        if (field.alias) aliases += 1;
      },
      Document: {
        leave() {
          if (aliases > maxAliases) {
            context.reportError(
              new GraphQLError(`Query uses ${aliases} aliases where at most ${maxAliases} are allowed.`, {
                extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
              }),
            );
          }
        },
      },
    };
  };
}
