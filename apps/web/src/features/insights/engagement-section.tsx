import { ForwardingTree } from './forwarding-tree.tsx';
import { HotLeads } from './hot-leads.tsx';

/** Hot leads and the forwarding tree: loaded with the insights route, after its numbers. */
export function EngagementSection({ presentationId }: { presentationId: number }) {
  return (
    <div className="grid gap-6 large:grid-cols-2">
      <HotLeads presentationId={presentationId} />
      <ForwardingTree presentationId={presentationId} />
    </div>
  );
}
