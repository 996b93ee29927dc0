import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getSupabase } from '@/lib/supabase';

import { teamAnswerKeys } from './get-team-answers';

async function deleteTeamAnswer(id: string): Promise<void> {
  const { error } = await getSupabase().from('team_answers').delete().eq('id', id);
  if (error) throw new Error(error.message);
}

export function useDeleteTeamAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamAnswer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamAnswerKeys.all }),
  });
}
