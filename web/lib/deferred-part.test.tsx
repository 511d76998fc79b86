// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { deferredPart } from './deferred-part.tsx';

function Placeholder({ name }: { name: string }) {
  return <p>Loading {name}</p>;
}

function Part({ name }: { name: string }) {
  return <p>All of {name}</p>;
}

/** A deferred Part, and how many times its code was fetched. */
function countedPart() {
  const fetches = { count: 0 };
  const Deferred = deferredPart(async () => {
    fetches.count += 1;
    return Part;
  }, Placeholder);
  return { Deferred, fetches };
}

describe('a part of a page fetched after its first paint', () => {
  afterEach(cleanup);

  it('is its placeholder on the server, and its code is not fetched there', () => {
    const { Deferred, fetches } = countedPart();
    const html = renderToString(<Deferred name="the panel" />).replaceAll('<!-- -->', '');
    expect(html).toContain('<p>Loading the panel</p>');
    expect(fetches.count).toBe(0);
  });

  it('shows its placeholder first, then the part with the same props once its code has come', async () => {
    const { Deferred, fetches } = countedPart();
    render(<Deferred name="the panel" />);
    expect(screen.getByText('Loading the panel')).toBeDefined();
    expect(await screen.findByText('All of the panel')).toBeDefined();
    expect(screen.queryByText('Loading the panel')).toBeNull();
    expect(fetches.count).toBe(1);
  });

  it('is shown at once when the page opens again, its code fetched once', async () => {
    const { Deferred, fetches } = countedPart();
    const first = render(<Deferred name="the panel" />);
    await screen.findByText('All of the panel');
    first.unmount();
    render(<Deferred name="the timeline" />);
    expect(screen.getByText('All of the timeline')).toBeDefined();
    expect(fetches.count).toBe(1);
  });
});
