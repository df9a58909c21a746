import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleHelpCentreEndpoint,
  createHelpArticleEndpoint,
  createHelpCategoryEndpoint,
  deleteHelpArticleEndpoint,
  deleteHelpCategoryEndpoint,
  updateHelpArticleEndpoint,
  updateHelpCategoryEndpoint,
  type HelpArticleInput,
  type HelpCategoryInput,
} from '@orbit/contracts/help-centre';
import { api } from '../../../lib/api.ts';
import { contentKeys } from './query-keys.ts';

export function useHelpCentre() {
  return useQuery({ queryKey: contentKeys.help(), queryFn: () => api.call(consoleHelpCentreEndpoint) });
}

function useHelpMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.help() }) });
}

export const useSaveHelpCategory = () =>
  useHelpMutation(({ id, body }: { id: number | null; body: HelpCategoryInput }) =>
    id === null ? api.call(createHelpCategoryEndpoint, { body }) : api.call(updateHelpCategoryEndpoint, { params: { id }, body }),
  );

export const useDeleteHelpCategory = () => useHelpMutation((id: number) => api.call(deleteHelpCategoryEndpoint, { params: { id } }));

export const useSaveHelpArticle = () =>
  useHelpMutation(({ id, body }: { id: number | null; body: HelpArticleInput }) =>
    id === null ? api.call(createHelpArticleEndpoint, { body }) : api.call(updateHelpArticleEndpoint, { params: { id }, body }),
  );

export const useDeleteHelpArticle = () => useHelpMutation((id: number) => api.call(deleteHelpArticleEndpoint, { params: { id } }));
