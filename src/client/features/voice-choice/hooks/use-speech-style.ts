import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { DEFAULT_SPEECH_STYLE, type SpeechStyle } from '../../../../core/speech/offline-voices.ts';
import { useSession } from '../../../hooks/use-session.ts';
import {
  fetchSpeechPreferences,
  SPEECH_PREFERENCES_QUERY_KEY,
  saveSpeechPreferences,
} from '../api/speech-preferences.ts';
import { readStoredSpeechStyle, storeSpeechStyle } from '../lib/speech-style-storage.ts';

// The voice and pace voice notes are read with (issue 14): a signed-in user's from their profile
// on the server, a visitor's from this browser. A change shows at once (the radio buttons follow
// it in the same render); saving follows, and a load still on its way cannot undo it.
export function useSpeechStyle() {
  const { user } = useSession();
  const account = user?.email ?? null;
  const queryClient = useQueryClient();
  const queryKey = [...SPEECH_PREFERENCES_QUERY_KEY, account];
  const [visitorStyle, setVisitorStyle] = useState(readStoredSpeechStyle);
  const [chosen, setChosen] = useState<{ account: string; style: SpeechStyle } | null>(null);
  const saved = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchSpeechPreferences(signal),
    enabled: account !== null,
  });
  const save = useMutation({
    mutationFn: saveSpeechPreferences,
    onSuccess: (style) => queryClient.setQueryData(queryKey, style),
  });

  const style: SpeechStyle = account
    ? ((chosen?.account === account ? chosen.style : null) ?? saved.data ?? DEFAULT_SPEECH_STYLE)
    : visitorStyle;

  function setStyle(next: SpeechStyle) {
    if (account) {
      setChosen({ account, style: next });
      save.mutate(next);
    } else {
      storeSpeechStyle(next);
      setVisitorStyle(next);
    }
  }
  return { style, setStyle, saveError: save.isError ? MESSAGES.SPEECH_PREFERENCES_SAVE_FAILED : null };
}
