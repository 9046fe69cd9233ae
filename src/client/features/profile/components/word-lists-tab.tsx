import { Download, Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import type { WordLists } from '../../../../core/lists/word-lists-model.ts';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useWordListsOf } from '../../../hooks/use-word-lists.ts';
import type { SessionUser } from '../../../lib/auth-client.ts';
import { draftProblem, EXPORT_FILE_NAME, exportedText, parseWordListsFile } from '../lib/word-lists-file.ts';
import { AllowedWordsSection } from './allowed-words-section.tsx';
import { CustomTriggersSection } from './custom-triggers-section.tsx';
import { RulesOffSection } from './rules-off-section.tsx';

type Notice = { tone: 'success' | 'error' | 'info'; text: string } | null;

// Issue 16: the person's word lists, edited as a draft and saved (to the account when signed in,
// else to this browser), with JSON import and export. Used as a profile tab and, for visitors, on
// its own (src/client/app/visitor-word-lists.tsx).
export function WordListsTab({ user }: { user: SessionUser | null }) {
  const { lists, isLoading, loadError, isLocal, save } = useWordListsOf(user);
  // Kept here: a save remounts the form below, and its notice must outlive that.
  const [notice, setNotice] = useState<Notice>(
    isLocal ? { tone: 'info', text: MESSAGES.WORD_LISTS_LOCAL_NOTE } : null,
  );
  if (isLoading) return <Spinner label="Loading word lists" />;
  if (loadError) return <Alert tone="error">{MESSAGES.WORD_LISTS_LOAD_FAILED}</Alert>;
  // A new saved version starts a new draft (derived through the key, not synced by an effect).
  return (
    <WordListsForm
      key={JSON.stringify(lists)}
      saved={lists}
      save={save}
      notice={notice}
      setNotice={setNotice}
    />
  );
}

type FormProps = {
  saved: WordLists;
  save: ReturnType<typeof useWordListsOf>['save'];
  notice: Notice;
  setNotice: (notice: Notice) => void;
};

function WordListsForm({ saved, save, notice, setNotice }: FormProps) {
  const [draft, setDraft] = useState<WordLists>(saved);
  const fileInput = useRef<HTMLInputElement>(null);

  const edit = (change: Partial<WordLists>) => {
    setDraft({ ...draft, ...change });
    setNotice(null);
  };

  function saveDraft() {
    const problem = draftProblem(draft);
    if (problem) return setNotice({ tone: 'error', text: problem });
    save.mutate(draft, {
      onSuccess: () => setNotice({ tone: 'success', text: MESSAGES.WORD_LISTS_SAVED }),
      onError: (error) =>
        setNotice({
          tone: 'error',
          text: (error instanceof Error && error.message) || MESSAGES.WORD_LISTS_SAVE_FAILED,
        }),
    });
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = parseWordListsFile(await file.text());
    if (!result.ok) return setNotice({ tone: 'error', text: result.error });
    setDraft(result.lists);
    setNotice({ tone: 'info', text: MESSAGES.WORD_LISTS_IMPORTED });
  }

  function exportFile() {
    const url = URL.createObjectURL(new Blob([exportedText(draft)], { type: 'application/json' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: EXPORT_FILE_NAME });
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="flex flex-col gap-6">
      <CustomTriggersSection triggers={draft.custom} onChange={(custom) => edit({ custom })} />
      <AllowedWordsSection words={draft.allow} onChange={(allow) => edit({ allow })} />
      <RulesOffSection off={draft.off} onChange={(off) => edit({ off })} />
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="flex flex-wrap gap-2 border-t border-sand-200 pt-5">
        <Button onClick={saveDraft} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save word lists'}
        </Button>
        <Button variant="secondary" onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden="true" className="size-4" />
          Import JSON
        </Button>
        <Button variant="secondary" onClick={exportFile}>
          <Download aria-hidden="true" className="size-4" />
          Export JSON
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label="Word lists file to import"
          className="sr-only"
          tabIndex={-1}
          onChange={importFile}
        />
      </div>
    </div>
  );
}
