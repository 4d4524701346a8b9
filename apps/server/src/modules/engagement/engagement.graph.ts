import type { ForwardNode } from '@folio/shared';
import { isoOrNull, secs } from '../insights/insights.sql.ts';
import type { ForwardEdge, GraphViewer } from './engagement.repository.ts';

/**
 * The forwarding tree, depth first: the roots are forwarders nobody forwarded to (people the owner
 * shared with), each followed by the people they forwarded to, in the order of the forwards. Someone
 * forwarded to by several people sits under the first one, once; a loop (B forwards back to A) ends
 * where it meets someone already drawn.
 */
export function forwardingTree(edges: ForwardEdge[], viewers: GraphViewer[]): ForwardNode[] {
  const byKey = new Map(viewers.map((v) => [v.key, v]));
  const children = new Map<string, { key: string; at: string }[]>();
  const forwardedTo = new Set<string>();
  for (const e of edges) {
    if (e.from_key === e.to_key) continue;
    const list = children.get(e.from_key) ?? [];
    if (!list.some((c) => c.key === e.to_key))
      list.push({ key: e.to_key, at: new Date(e.created_at).toISOString() });
    children.set(e.from_key, list);
    forwardedTo.add(e.to_key);
  }
  const forwarders = [...children.keys()];
  const roots = [...forwarders.filter((k) => !forwardedTo.has(k)), ...forwarders];

  const nodes: ForwardNode[] = [];
  const drawn = new Set<string>();
  const visit = (key: string, parent: string | null, depth: number, at: string | null) => {
    if (drawn.has(key)) return;
    drawn.add(key);
    const v = byKey.get(key);
    nodes.push({
      key,
      name: v?.name ?? null,
      email: v?.email ?? null,
      parent_key: parent,
      depth,
      views: v?.views ?? 0,
      total_seconds: secs(v?.total_seconds),
      last_view: isoOrNull(v?.last_view ?? null),
      forwarded_at: at,
    });
    for (const child of children.get(key) ?? []) visit(child.key, key, depth + 1, child.at);
  };
  for (const root of roots) visit(root, null, 0, null);
  return nodes;
}
