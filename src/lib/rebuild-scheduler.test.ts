import type { RebuildAnswer } from './rebuild-contract';
import { createRebuildScheduler, joinReasons } from './rebuild-scheduler';

function setup(answers: RebuildAnswer[] = []) {
  vi.useFakeTimers();
  const sent: (string | null)[] = [];
  const seen: RebuildAnswer[] = [];
  const errors: unknown[] = [];
  const scheduler = createRebuildScheduler({
    send: (reason) => {
      sent.push(reason);
      const answer = answers.shift();
      return answer ? Promise.resolve(answer) : Promise.reject(new Error('function down'));
    },
    onAnswer: (answer) => seen.push(answer),
    onError: (error) => errors.push(error),
    delayMs: 3000,
  });
  return { scheduler, sent, seen, errors };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('rebuild scheduler', () => {
  it('sends one request for a burst, after the last change, with every reason once', async () => {
    const { scheduler, sent, seen } = setup([{ status: 'triggered' }]);
    scheduler.request('Published "A"');
    await vi.advanceTimersByTimeAsync(2000);
    scheduler.request('Published "B"');
    await vi.advanceTimersByTimeAsync(2000);
    scheduler.request('Published "A"');
    await vi.advanceTimersByTimeAsync(2999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['Published "A"; Published "B"']);
    expect(seen).toEqual([{ status: 'triggered' }]);
  });

  it('starts a new request for changes after a sent one', async () => {
    const { scheduler, sent } = setup([{ status: 'triggered' }, { status: 'triggered' }]);
    scheduler.request('Updated "A"');
    await vi.advanceTimersByTimeAsync(3000);
    scheduler.request('Deleted "B"');
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent).toEqual(['Updated "A"', 'Deleted "B"']);
  });

  it('asks again after the window the server named when it queued the request', async () => {
    const { scheduler, sent, seen } = setup([
      { status: 'queued', retryAfterSeconds: 20 },
      { status: 'nothing-pending' },
    ]);
    scheduler.request('Updated "A"');
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen).toEqual([{ status: 'queued', retryAfterSeconds: 20 }]);
    await vi.advanceTimersByTimeAsync(20_999);
    expect(sent).toEqual(['Updated "A"']);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['Updated "A"', null]);
    // The follow-up's answer is not shown again.
    expect(seen).toHaveLength(1);
  });

  it('sends at once when the page is left during the quiet period, and only then', async () => {
    const { scheduler, sent } = setup([{ status: 'triggered' }]);
    scheduler.flushNow();
    expect(sent).toEqual([]);
    scheduler.request('Unpublished "A"');
    scheduler.flushNow();
    expect(sent).toEqual(['Unpublished "A"']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
  });

  it('reports a failed request', async () => {
    const { scheduler, errors } = setup([]);
    scheduler.request('Published "A"');
    await vi.advanceTimersByTimeAsync(3000);
    expect(errors).toHaveLength(1);
  });
});

describe('joinReasons', () => {
  it('joins reasons and keeps them within 300 characters', () => {
    expect(joinReasons(['a', 'b'])).toBe('a; b');
    const long = joinReasons(Array.from({ length: 40 }, (_, i) => `Updated "Story ${i}"`));
    expect(long).toHaveLength(300);
    expect(long.endsWith('…')).toBe(true);
  });
});
