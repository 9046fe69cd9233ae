import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.ts';

const drain = <T>(queue: FairQueue<T>) => {
  const out: T[] = [];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) out.push(item);
  return out;
};

describe('FairQueue', () => {
  it('keeps one client in order', () => {
    const queue = new FairQueue<string>();
    for (const item of ['a1', 'a2', 'a3']) queue.push('a', item);
    expect(drain(queue)).toEqual(['a1', 'a2', 'a3']);
  });

  it("serves clients in turn, so a short note waits for one task, not another client's backlog", () => {
    const queue = new FairQueue<string>();
    for (let index = 1; index <= 6; index++) queue.push('anon', `long${index}`);
    queue.push('user', 'short');
    expect(queue.shift()).toBe('long1');
    expect(queue.shift()).toBe('short');
    expect(drain(queue)).toEqual(['long2', 'long3', 'long4', 'long5', 'long6']);
  });

  it('rotates among several clients and counts what waits', () => {
    const queue = new FairQueue<string>();
    queue.push('a', 'a1');
    queue.push('a', 'a2');
    queue.push('b', 'b1');
    queue.push('c', 'c1');
    queue.push('c', 'c2');
    expect(queue.size).toBe(5);
    expect(drain(queue)).toEqual(['a1', 'b1', 'c1', 'a2', 'c2']);
    expect(queue.size).toBe(0);
  });

  it('a client that comes back joins the end of the line', () => {
    const queue = new FairQueue<string>();
    queue.push('a', 'a1');
    queue.push('b', 'b1');
    expect(queue.shift()).toBe('a1');
    queue.push('a', 'a2');
    expect(drain(queue)).toEqual(['b1', 'a2']);
  });

  it('removes the waiting items that match', () => {
    const queue = new FairQueue<string>();
    for (const item of ['a1', 'x', 'a2']) queue.push('a', item);
    queue.push('b', 'x');
    queue.remove((item) => item === 'x');
    expect(queue.size).toBe(2);
    expect(drain(queue)).toEqual(['a1', 'a2']);
  });
});
