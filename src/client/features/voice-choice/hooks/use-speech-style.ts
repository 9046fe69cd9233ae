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
// on the server, a visitor's from this browser. Changing it shows at once; saving follows.
export function useSpeechStyle() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const queryKey = [...SPEECH_PREFERENCES_QUERY_KEY, user?.email ?? null];
  const [visitorStyle, setVisitorStyle] = useState(readStoredSpeechStyle);
  const saved = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchSpeechPreferences(signal),
    enabled: user !== null,
  });
  const save = useMutation({
    mutationFn: saveSpeechPreferences,
    onMutate: (style) => queryClient.setQueryData(queryKey, style),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  const style: SpeechStyle = user ? (saved.data ?? DEFAULT_SPEECH_STYLE) : visitorStyle;
  function setStyle(next: SpeechStyle) {
    if (user) save.mutate(next);
    else {
      storeSpeechStyle(next);
      setVisitorStyle(next);
    }
  }
  return { style, setStyle, saveError: save.isError ? MESSAGES.SPEECH_PREFERENCES_SAVE_FAILED : null };
}
