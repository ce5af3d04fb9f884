import { MODULE_TREE, type ModuleDefinition } from '@sim/shared/flags';

/** How deep each module sits in the white-label tree (0 for a top-level module). */
export function moduleDepths(
  tree: readonly ModuleDefinition[] = MODULE_TREE,
  depth = 0,
): Map<string, number> {
  const depths = new Map<string, number>();
  for (const node of tree) {
    depths.set(node.modId, depth);
    for (const [modId, d] of moduleDepths(node.children ?? [], depth + 1)) depths.set(modId, d);
  }
  return depths;
}
