import { AudioLines, Leaf, LogIn, LogOut, PanelLeft, UserRound } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { ThemeToggle } from '../../../components/theme-toggle.tsx';
import type { SessionUser } from '../../../lib/auth-client.ts';
import { cn } from '../../../lib/cn.ts';
import { displayName } from '../../../lib/display-name.ts';
import { StatusDot } from './status-dot.tsx';

type WorkspaceHeaderProps = {
  user: SessionUser | null;
  hasActiveVoice: boolean;
  isPlaygroundShown: boolean;
  isSidebarExpanded: boolean;
  onToggleSidebar: () => void;
  onShowPlayground: () => void;
  onOpenVoiceSettings: () => void;
  onOpenProfile: () => void;
  onSignIn: () => void;
  onSignOut: () => void;
};

const iconButton =
  'relative inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-ink-soft hover:bg-sand-100 hover:text-ink';

// spec §2 Workspace header: LIVE Playground, voice settings (dot when a voice is active), the user
// profile (name, and the same dot), sign out or sign in.
export function WorkspaceHeader(props: WorkspaceHeaderProps) {
  const { user, hasActiveVoice } = props;
  const voiceState = hasActiveVoice ? ', personal voice active' : '';
  return (
    <header className="sticky top-0 z-30 border-b border-sand-200/70 bg-canvas/95 backdrop-blur">
      <div className="flex items-center gap-1 px-2 py-2 sm:gap-2 sm:px-4">
        <button
          type="button"
          onClick={props.onToggleSidebar}
          aria-expanded={props.isSidebarExpanded}
          aria-controls="workspace-sidebar"
          aria-label="Communication types"
          className="inline-flex size-11 items-center justify-center rounded-full text-ink-soft hover:bg-sand-100 hover:text-ink"
        >
          <PanelLeft aria-hidden="true" className="size-5" />
        </button>
        <span className="mr-1 flex items-center gap-2 text-lg font-semibold text-ink">
          <span className="inline-flex size-8 items-center justify-center rounded-full bg-calm-100 text-calm-700">
            <Leaf aria-hidden="true" className="size-4" />
          </span>
          <span className="hidden sm:inline">Calmly</span>
        </span>
        <button
          type="button"
          onClick={props.onShowPlayground}
          aria-current={props.isPlaygroundShown ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-semibold',
            props.isPlaygroundShown
              ? 'border-calm-300 bg-calm-50 text-calm-800'
              : 'border-sand-300 text-ink-soft hover:border-calm-500 hover:text-ink',
          )}
        >
          <span className="relative flex size-2.5">
            <span className="absolute inline-flex size-full rounded-full bg-calm-500 opacity-60 motion-safe:animate-ping" />
            <span className="relative inline-flex size-2.5 rounded-full bg-calm-600" />
          </span>
          LIVE<span className="sr-only sm:not-sr-only"> Playground</span>
        </button>
        <nav aria-label="Account" className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <button
            type="button"
            onClick={props.onOpenVoiceSettings}
            className={iconButton}
            aria-label={`Voice settings${voiceState}`}
          >
            <AudioLines aria-hidden="true" className="size-5" />
            <span aria-hidden="true" className="hidden lg:inline">
              Voice
            </span>
            {hasActiveVoice ? <StatusDot /> : null}
          </button>
          {user ? (
            <>
              <button
                type="button"
                onClick={props.onOpenProfile}
                className={iconButton}
                aria-label={`Profile: ${displayName(user)}${voiceState}`}
              >
                <UserRound aria-hidden="true" className="size-5" />
                <span aria-hidden="true" className="hidden max-w-40 truncate md:inline">
                  {displayName(user)}
                </span>
                {hasActiveVoice ? <StatusDot /> : null}
              </button>
              <Button variant="ghost" size="sm" onClick={props.onSignOut} aria-label="Sign out">
                <LogOut aria-hidden="true" className="size-4" />
                <span aria-hidden="true" className="hidden md:inline">
                  Sign out
                </span>
              </Button>
            </>
          ) : (
            <Button variant="secondary" size="sm" onClick={props.onSignIn}>
              <LogIn aria-hidden="true" className="size-4" />
              Sign in
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
