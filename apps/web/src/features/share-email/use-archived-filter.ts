import { useSearchParams } from 'react-router';

/** The archived filter, kept in the address (?archived=true) so Back and reload keep it. */
export function useArchivedFilter() {
  const [params, setParams] = useSearchParams();
  const archived = params.get('archived') === 'true';
  const setArchived = (value: boolean) => setParams(value ? { archived: 'true' } : {}, { replace: true });
  return [archived, setArchived] as const;
}
