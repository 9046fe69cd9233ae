import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import type { Persona } from '../../../../core/schemas.ts';
import { Select } from '../../../components/select.tsx';
import { cn } from '../../../lib/cn.ts';
import { PERSONA_OPTIONS } from '../../../lib/generation-options.ts';

type AdvancedSettingsProps = { persona: Persona; onPersonaChange: (persona: Persona) => void };

// spec §2: a collapsible Advanced Settings section holding the audience persona.
export function AdvancedSettings({ persona, onPersonaChange }: AdvancedSettingsProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="rounded-2xl border border-sand-200 bg-sand-50/60">
      <button
        type="button"
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={panelId}
        className="flex min-h-11 w-full items-center gap-2 rounded-2xl px-4 text-left text-sm font-medium text-ink-soft hover:text-ink"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Advanced Settings
        <ChevronDown
          aria-hidden="true"
          className={cn('ml-auto size-4 transition-transform', isOpen && 'rotate-180')}
        />
      </button>
      <div id={panelId} hidden={!isOpen} className="px-4 pb-4">
        <Select
          label="Audience persona"
          value={persona}
          options={PERSONA_OPTIONS}
          onChange={onPersonaChange}
        />
        <p className="mt-2 text-sm text-ink-muted">
          Who will read this? Calmly adjusts the wording for them.
        </p>
      </div>
    </div>
  );
}
