import { rebuildCopy } from './copy';

const { invoke, toast } = vi.hoisted(() => ({ invoke: vi.fn(), toast: vi.fn() }));
vi.mock('@/lib/supabase', () => ({ getSupabase: () => ({ functions: { invoke } }) }));
vi.mock('@/components/ui/use-toast', () => ({ toast }));

afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleSiteRebuild', () => {
  it('asks rebuild-site once for a burst of changes from every admin page, each change’s reason once', async () => {
    vi.useFakeTimers();
    invoke.mockResolvedValue({ data: { status: 'triggered' }, error: null });
    const { scheduleSiteRebuild } = await import('./site-rebuild');

    // A story and the site's words: the one path every admin change takes (the database queues
    // no reason of its own), so each change is named once, as its page names it.
    scheduleSiteRebuild('Published "A story"');
    scheduleSiteRebuild('Published the FAQ entry "Wie lange?"');
    scheduleSiteRebuild('Updated the company facts');
    scheduleSiteRebuild('Updated the company facts');
    await vi.advanceTimersByTimeAsync(2999);
    expect(invoke).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(invoke.mock.calls).toEqual([
      [
        'rebuild-site',
        {
          body: {
            reason:
              'Published "A story"; Published the FAQ entry "Wie lange?"; Updated the company facts',
          },
        },
      ],
    ]);
    expect(toast).toHaveBeenCalledWith({
      title: rebuildCopy.title,
      description: rebuildCopy.started,
    });
  });
});
