import { render } from '@testing-library/react';
import { StrictMode, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  MEETINGS_CONTAINER_CLASS,
  MEETINGS_SCRIPT_ID,
  useMeetingsEmbed,
} from './use-meetings-embed';

function Embed() {
  const ref = useRef<HTMLDivElement>(null);
  useMeetingsEmbed(ref, 'https://embed.example/MeetingsEmbedCode.js', true);
  return (
    <div ref={ref} className={MEETINGS_CONTAINER_CLASS} data-src="https://m.example/x?embed=true" />
  );
}

const scripts = () => document.querySelectorAll(`script#${MEETINGS_SCRIPT_ID}`);
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => {
  delete window.hbspt;
  document.getElementById(MEETINGS_SCRIPT_ID)?.remove();
});

describe('useMeetingsEmbed', () => {
  it('adds the embed script once, even under StrictMode, and removes it on unmount', async () => {
    // An added script runs even if removed right away, so StrictMode's remount must not add a second.
    let added = 0;
    const observer = new MutationObserver((records) => {
      for (const r of records)
        r.addedNodes.forEach((n) => (added += n.nodeName === 'SCRIPT' ? 1 : 0));
    });
    observer.observe(document.body, { childList: true });
    const view = render(
      <StrictMode>
        <Embed />
      </StrictMode>,
    );
    await tick();
    expect(scripts()).toHaveLength(1);
    expect(added).toBe(1);
    observer.disconnect();
    expect(scripts()[0]).toHaveAttribute('src', 'https://embed.example/MeetingsEmbedCode.js');
    view.unmount();
    await tick();
    expect(scripts()).toHaveLength(0);
  });

  it('fills a newly mounted container through hbspt.meetings.create when the script ran before', async () => {
    const create = vi.fn();
    window.hbspt = { meetings: { create } };
    render(<Embed />);
    expect(create).toHaveBeenCalledWith(`.${MEETINGS_CONTAINER_CLASS}`);
    await tick();
    expect(scripts()).toHaveLength(1);
  });
});
