import { ENGAGEMENT_TEXTS, pluralize } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { formatTime } from '../../lib/time.ts';
import { Switch } from '../../ui/switch.tsx';
import { reportActionError } from '../presentations/action-errors.ts';
import { LoadError } from '../presentations/list-states.tsx';
import {
  type ForwardingGraph,
  type ForwardNode,
  forwardingQuery,
  useSetForwarding,
} from './engagement-api.ts';
import { formatSeconds, viewerLabel } from './format.ts';
import { Panel } from './insights-states.tsx';

type Tree = ForwardNode & { children: Tree[] };

/** The depth-first list as a tree: each node under its parent_key. */
export function treeOf(nodes: ForwardNode[]): Tree[] {
  const byKey = new Map<string, Tree>();
  const roots: Tree[] = [];
  for (const node of nodes) {
    const tree = { ...node, children: [] };
    byKey.set(node.key, tree);
    const parent = node.parentKey ? byKey.get(node.parentKey) : undefined;
    (parent ? parent.children : roots).push(tree);
  }
  return roots;
}

function NodeCard({ presentationId, node }: { presentationId: number; node: Tree }) {
  const label = viewerLabel({ ...node, phone: null });
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-xl bg-paper px-3 py-2">
      {node.views > 0 ? (
        <Link
          to={`/insights/${presentationId}/${node.key}`}
          className="truncate rounded-sm font-semibold text-ink hover:text-theme hover:underline"
        >
          {label}
        </Link>
      ) : (
        <span className="truncate font-semibold text-ink">{label}</span>
      )}
      {node.email && node.email !== label && (
        <span className="truncate text-xs text-muted">{node.email}</span>
      )}
      <span className="text-sm text-muted">
        {node.views > 0
          ? `${pluralize(node.views, 'view')} · ${formatSeconds(node.totalSeconds)}`
          : 'Not opened yet'}
        {node.forwardedAt && ` · forwarded ${formatTime(node.forwardedAt)}`}
      </span>
    </div>
  );
}

/** One level of the tree: a list whose items hang off a vertical line by a short horizontal one. */
function Branch({
  presentationId,
  nodes,
  nested,
}: {
  presentationId: number;
  nodes: Tree[];
  nested: boolean;
}) {
  return (
    <ul
      className={nested ? 'ml-4 flex flex-col gap-2 border-l-2 border-mist pt-2 pl-4' : 'flex flex-col gap-3'}
    >
      {nodes.map((node) => (
        <li
          key={node.key}
          className={
            nested
              ? 'relative before:absolute before:top-5 before:-left-4 before:h-0.5 before:w-4 before:bg-mist'
              : undefined
          }
        >
          <NodeCard presentationId={presentationId} node={node} />
          {node.children.length > 0 && (
            <Branch presentationId={presentationId} nodes={node.children} nested />
          )}
        </li>
      ))}
    </ul>
  );
}

function ForwardingSwitch({ presentationId, allowed }: { presentationId: number; allowed: boolean }) {
  const id = useId();
  const set = useSetForwarding(presentationId);
  return (
    <div className="flex items-center gap-2">
      <Switch
        id={id}
        checked={allowed}
        disabled={set.isPending}
        onCheckedChange={(on) =>
          set.mutate(on, {
            onSuccess: () =>
              notify.success(on ? ENGAGEMENT_TEXTS.forwardingEnabled : ENGAGEMENT_TEXTS.forwardingDisabled),
            onError: reportActionError,
          })
        }
      />
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Allow forwarding
      </label>
    </div>
  );
}

function Graph({ presentationId, graph }: { presentationId: number; graph: ForwardingGraph }) {
  if (graph.nodes.length === 0)
    return (
      <p className="text-sm text-muted">
        {graph.disableForwarding
          ? 'Recipients cannot forward this presentation.'
          : 'Nobody has forwarded this presentation yet.'}
      </p>
    );
  return (
    <>
      <nav aria-label="Who forwarded to whom">
        <Branch presentationId={presentationId} nodes={treeOf(graph.nodes)} nested={false} />
      </nav>
      {graph.disableForwarding && (
        <p className="text-sm text-muted">
          Forwarding is off: recipients see no Forward button. Links forwarded before still work; unpublish
          one from the recipients list to stop it.
        </p>
      )}
    </>
  );
}

/** Who forwarded the presentation to whom (and whom they forwarded it to), and the switch that stops it. */
export function ForwardingTree({ presentationId }: { presentationId: number }) {
  const query = useQuery(forwardingQuery(presentationId));
  return (
    <Panel
      title="Forwarding"
      action={
        query.data && (
          <ForwardingSwitch presentationId={presentationId} allowed={!query.data.disableForwarding} />
        )
      }
    >
      {query.isPending ? (
        <div
          role="status"
          aria-label="Loading forwarding"
          className="h-24 animate-pulse rounded-xl bg-paper"
        />
      ) : query.isError ? (
        <LoadError what="Forwarding" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Graph presentationId={presentationId} graph={query.data} />
      )}
    </Panel>
  );
}
