import { useEffect, useRef } from 'react';
import type { TaskTypeId } from '../../../../core/schemas.ts';
import { TASK_TYPES } from '../../../../core/task-types.ts';
import { cn } from '../../../lib/cn.ts';
import { TASK_TYPE_ICONS } from '../../../lib/task-type-icons.ts';

type WorkspaceSidebarProps = {
  selectedId: TaskTypeId | null;
  onSelect: (id: TaskTypeId) => void;
  isExpanded: boolean;
  isOverlay: boolean;
  onDismiss: () => void;
};

// spec §2: a collapsible sidebar listing the 8 communication types, the selected one marked.
// Expanded it shows the names; collapsed, an icon rail (hidden on phones, where the
// header's toggle opens it over the page instead).
export function WorkspaceSidebar({
  selectedId,
  onSelect,
  isExpanded,
  isOverlay,
  onDismiss,
}: WorkspaceSidebarProps) {
  const navRef = useRef<HTMLElement>(null);
  // Opened over the page on a narrow screen: take focus there, so the keyboard follows the eye.
  useEffect(() => {
    if (isOverlay) navRef.current?.querySelector('button')?.focus();
  }, [isOverlay]);

  return (
    <>
      {isOverlay ? (
        <button
          type="button"
          aria-label="Close communication types"
          onClick={onDismiss}
          className="fixed inset-0 z-30 bg-ink/30 backdrop-blur-[1px]"
        />
      ) : null}
      <div
        className={cn(
          'shrink-0 border-r border-sand-200 bg-surface',
          isExpanded ? 'w-64' : 'hidden w-[4.5rem] sm:block',
          isOverlay && 'fixed inset-y-0 left-0 z-40 shadow-2xl',
        )}
      >
        <nav
          ref={navRef}
          id="workspace-sidebar"
          aria-label="Communication types"
          onKeyDown={(event) => {
            if (isOverlay && event.key === 'Escape') onDismiss();
          }}
          className={cn(
            'flex flex-col gap-1 overflow-y-auto',
            isExpanded ? 'p-3' : 'items-center px-2 py-3',
            isOverlay ? 'h-full' : 'sticky top-[3.75rem] max-h-[calc(100dvh-3.75rem)]',
          )}
        >
          <h2
            className={cn(
              'px-3 pt-1 pb-2 text-xs font-semibold tracking-wider text-ink-muted uppercase',
              !isExpanded && 'sr-only',
            )}
          >
            Communication types
          </h2>
          <ul className="flex w-full flex-col gap-1">
            {TASK_TYPES.map((type) => {
              const Icon = TASK_TYPE_ICONS[type.id];
              const isSelected = type.id === selectedId;
              return (
                <li key={type.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(type.id)}
                    aria-current={isSelected ? 'page' : undefined}
                    aria-label={isExpanded ? undefined : type.title}
                    title={isExpanded ? undefined : type.title}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-xl text-left transition-colors',
                      isExpanded ? 'px-3 py-2.5' : 'size-12 justify-center',
                      isSelected
                        ? 'bg-calm-50 text-calm-900 ring-1 ring-calm-200'
                        : 'text-ink-soft hover:bg-sand-50 hover:text-ink',
                    )}
                  >
                    <span
                      className={cn(
                        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg',
                        isSelected ? 'bg-calm-100 text-calm-700' : 'bg-sand-50 text-ink-soft',
                      )}
                    >
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    {isExpanded ? <span className="font-medium">{type.title}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </>
  );
}
