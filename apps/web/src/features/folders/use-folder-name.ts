import { useQuery } from '@tanstack/react-query';
import { useUser } from '../accounts/api.ts';
import { canUsePremium } from '../presentations/premium.ts';
import { folderQuery } from './queries.ts';

/** The folder open at folders/{id}, read when the user may use folders. */
export function useFolder(id: number | null) {
  const premium = canUsePremium(useUser());
  return useQuery({ ...folderQuery(id ?? 0), enabled: id !== null && premium });
}

/** The open folder as a new presentation's destination: its id, and its name once known. */
export function useFolderName(id: number | null) {
  const { data } = useFolder(id);
  return id === null ? null : { id, name: data?.name ?? '' };
}
