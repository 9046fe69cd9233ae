// spec §5: the workspace flow shows the seconds remaining before Stop is allowed.
export function countdownHint(remainingS: number) {
  return `Keep going: ${remainingS} ${remainingS === 1 ? 'second' : 'seconds'} remaining before you can stop.`;
}
