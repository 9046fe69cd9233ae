import { Tabs } from 'radix-ui';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { useSession } from '../../../hooks/use-session.ts';
import { useVoiceProfiles } from '../../../hooks/use-voice-profiles.ts';
import { ProfileSettingsTab } from './profile-settings-tab.tsx';
import { VoiceProfilesTab } from './voice-profiles-tab.tsx';
import { WordListsTab } from './word-lists-tab.tsx';

export type UserProfileModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTab?: 'settings' | 'voices' | 'word-lists';
};

// Each label stays on one line; at phone width the tabs wrap as whole tabs onto a second row, not
// letter by letter inside a third of the row ("Voice Profiles (0)" took 3 lines at 390 px, issue 25).
const TAB_CLASSES =
  'flex-auto whitespace-nowrap rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition-colors hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm';

// spec §2 User Profile modal: tabs Profile Settings and Voice Profiles (with the count), and our
// Word lists (issue 16).
export function UserProfileModal({ open, onOpenChange, initialTab = 'settings' }: UserProfileModalProps) {
  const { user } = useSession();
  const { profiles } = useVoiceProfiles(user);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="User Profile" size="lg">
      {user ? (
        <Tabs.Root defaultValue={initialTab} className="flex flex-col gap-5">
          <Tabs.List
            aria-label="Profile sections"
            className="flex flex-wrap gap-1 rounded-3xl bg-sand-100 p-1"
          >
            <Tabs.Trigger value="settings" className={TAB_CLASSES}>
              Profile Settings
            </Tabs.Trigger>
            <Tabs.Trigger value="voices" className={TAB_CLASSES}>
              Voice Profiles ({profiles.length})
            </Tabs.Trigger>
            <Tabs.Trigger value="word-lists" className={TAB_CLASSES}>
              Word lists
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="settings">
            <ProfileSettingsTab user={user} />
          </Tabs.Content>
          <Tabs.Content value="voices">
            <VoiceProfilesTab user={user} />
          </Tabs.Content>
          <Tabs.Content value="word-lists">
            <WordListsTab user={user} />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <p className="py-4 text-center text-base text-ink-soft">{MESSAGES.SIGN_IN_TO_MANAGE_VOICES}</p>
      )}
    </Dialog>
  );
}
