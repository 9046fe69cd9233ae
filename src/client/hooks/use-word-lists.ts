import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { EMPTY_WORD_LISTS, type WordLists } from '../../core/lists/word-lists-model.ts';
import { fetchWordLists, putWordLists, WORD_LISTS_QUERY_KEY } from '../lib/api/word-lists.ts';
import type { SessionUser } from '../lib/auth-client.ts';
import {
  readLocalWordLists,
  subscribeToLocalWordLists,
  writeLocalWordLists,
} from '../lib/local-word-lists.ts';
import { useSession } from './use-session.ts';

// The word lists in effect (issue 16): the signed-in user's, kept on the server, or a visitor's,
// kept in this browser. `save` stores new lists where they belong.
export function useWordLists() {
  const { user } = useSession();
  return useWordListsOf(user);
}

export function useWordListsOf(user: SessionUser | null) {
  const queryClient = useQueryClient();
  const key = [...WORD_LISTS_QUERY_KEY, user?.email ?? null];
  const remote = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchWordLists(signal),
    enabled: user !== null,
  });
  const local = useSyncExternalStore(subscribeToLocalWordLists, readLocalWordLists, () => EMPTY_WORD_LISTS);
  const save = useMutation({
    mutationFn: async (lists: WordLists) => {
      if (!user) {
        writeLocalWordLists(lists);
        return lists;
      }
      return putWordLists(lists);
    },
    onSuccess: (stored) => {
      if (user) queryClient.setQueryData(key, stored);
    },
  });
  return {
    lists: user ? (remote.data ?? EMPTY_WORD_LISTS) : local,
    isLocal: user === null,
    isLoading: user !== null && remote.isPending,
    loadError: user !== null && remote.isError ? remote.error : null,
    save,
  };
}
