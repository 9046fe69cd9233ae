import {
  CalendarClock,
  ClipboardList,
  Coffee,
  HeartHandshake,
  type LucideIcon,
  Mail,
  MessageCircleQuestion,
  MessagesSquare,
  Repeat,
} from 'lucide-react';
import type { TaskTypeId } from '../../core/schemas.ts';

// One icon per communication type (spec §3), shared by the landing grid and the workspace sidebar.
export const TASK_TYPE_ICONS: Record<TaskTypeId, LucideIcon> = {
  'write-email': Mail,
  'schedule-meeting': CalendarClock,
  'step-away-notice': Coffee,
  'gentle-followup': Repeat,
  'realtime-phrases': MessagesSquare,
  'clarify-message': MessageCircleQuestion,
  'repair-misunderstanding': HeartHandshake,
  'compose-from-notes': ClipboardList,
};
