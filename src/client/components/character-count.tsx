import { MESSAGES } from '../../core/catalog/messages.ts';
import { MAX_MESSAGE_CHARS } from '../../core/constants.ts';
import { cn } from '../lib/cn.ts';

// The counter starts showing the limit once a message reaches 90 % of it, before a rewrite fails.
const NEAR_LIMIT_CHARS = Math.floor(MAX_MESSAGE_CHARS * 0.9);
const formatCount = (count: number) => count.toLocaleString('en-US');

// A message's length, and as it nears 5,000 characters how much room is left.
export function CharacterCount({ id, count }: { id?: string; count: number }) {
  const isNear = count >= NEAR_LIMIT_CHARS;
  const isOver = count > MAX_MESSAGE_CHARS;
  return (
    <span id={id} data-testid="character-count" className={cn(isOver && 'font-medium text-red-800')}>
      <span className="tabular-nums">
        {formatCount(count)}
        {isNear ? ` / ${formatCount(MAX_MESSAGE_CHARS)}` : ''}
      </span>{' '}
      characters
      {isNear ? (
        <span role="status" className="block">
          {isOver ? MESSAGES.MESSAGE_TOO_LONG : MESSAGES.MESSAGE_NEAR_LIMIT}
        </span>
      ) : null}
    </span>
  );
}
