import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BackgroundScene, sceneAllowed } from './background-scene';

function stubMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('BackgroundScene', () => {
  it('shows only the static gradient when no scene URL is configured', async () => {
    stubMotion(false);
    vi.useFakeTimers();
    render(<BackgroundScene url={undefined} title="Scene" />);
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByTestId('background-gradient')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('adds the scene iframe only once the page is idle, hidden from assistive technology', async () => {
    stubMotion(false);
    const idle: Array<() => void> = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((cb: () => void) => {
        idle.push(cb);
        return idle.length;
      }),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render(<BackgroundScene url="https://scene.example/" title="Scene" />);
    expect(document.querySelector('iframe')).toBeNull();
    await act(async () => idle.forEach((cb) => cb()));
    const iframe = document.querySelector('iframe');
    expect(iframe).toHaveAttribute('src', 'https://scene.example/');
    expect(iframe).toHaveAttribute('aria-hidden', 'true');
    expect(iframe).toHaveAttribute('tabindex', '-1');
    expect(iframe).toHaveAttribute('title', 'Scene');
  });

  it('keeps its one iframe when the language changes, retitled, and removes it on unmount', async () => {
    stubMotion(false);
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { rerender, unmount } = render(
      <BackgroundScene url="https://scene.example/" title="Scene" />,
    );
    await act(async () => idle.forEach((cb) => cb()));
    const iframe = document.querySelector('iframe');
    rerender(<BackgroundScene url="https://scene.example/" title="Szene" />);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(document.querySelector('iframe')).toBe(iframe);
    expect(iframe).toHaveAttribute('title', 'Szene');
    unmount();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('sceneAllowed', () => {
  it('refuses reduced motion and Save-Data', () => {
    const win = (reduce: boolean, saveData: boolean) =>
      ({
        matchMedia: (q: string) => ({ matches: reduce && q.includes('reduce') }),
        navigator: { connection: { saveData } },
      }) as unknown as Window;
    expect(sceneAllowed(win(false, false))).toBe(true);
    expect(sceneAllowed(win(true, false))).toBe(false);
    expect(sceneAllowed(win(false, true))).toBe(false);
  });
});
