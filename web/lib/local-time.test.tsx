// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { formatOccurred } from '../../common/display/date-format.ts';
import { HydrationProvider, startHydrating } from './hydration.tsx';
import { LocalTime } from './local-time.tsx';
import { findServedPagesWith } from './served-page.ts';

const OCCURRED = '2024-07-04T02:30:00.000Z';
const PLACE_ZONE = 'Pacific/Auckland';

function times() {
  return (
    <HydrationProvider>
      <table>
        <tbody>
          <tr>
            <td>
              <LocalTime iso={OCCURRED} placeZone={PLACE_ZONE} compact />
            </td>
            <td>
              <LocalTime iso={OCCURRED} placeZone={PLACE_ZONE} />
            </td>
          </tr>
        </tbody>
      </table>
    </HydrationProvider>
  );
}

/** Renders as the server does (a served page is being rendered), then leaves the browser's world. */
function renderOnServer(): string {
  findServedPagesWith(() => ({
    url: '/',
    origin: 'http://localhost',
    cookieHeader: '',
    siteSettings: {},
    answers: {},
  }));
  try {
    return renderToString(times());
  } finally {
    findServedPagesWith(() => null);
  }
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = '';
});

describe('a local time on a page the server rendered', () => {
  it('serves the time at the place, then shows the viewer’s clock without a hydration mismatch', async () => {
    const placeClock = `${formatOccurred(OCCURRED, PLACE_ZONE)} local time`;
    const html = renderOnServer();
    expect(html).toContain(placeClock);
    expect(html).toContain('data-place-zone="Pacific/Auckland"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const [cell, card] = [...container.querySelectorAll('time')];
    const errors: unknown[] = [];
    startHydrating();
    await act(async () => {
      root = hydrateRoot(container, times(), {
        onRecoverableError: (error) => errors.push(error),
        onCaughtError: (error) => errors.push(error),
      });
    });

    expect(errors).toEqual([]);
    const viewerClock = formatOccurred(OCCURRED);
    // The same elements, now with the viewer's clock; the table cell keeps the place's in its title.
    expect(container.querySelectorAll('time')[0]).toBe(cell);
    expect(cell!.textContent).toBe(viewerClock);
    expect(cell!.title).toBe(placeClock);
    expect(card!.textContent).toBe(viewerClock);
    const secondClock = card!.nextElementSibling!;
    expect(secondClock.textContent).toBe(placeClock === `${viewerClock} local time` ? '\u00a0' : placeClock);
  });

  it('in a table the browser rendered, writes the place’s clock into the title when a pointer comes', () => {
    render(times());
    const [cell] = screen.getAllByText(formatOccurred(OCCURRED));
    expect(cell!.title).toBe('');
    fireEvent.pointerEnter(cell!);
    expect(cell!.title).toBe(`${formatOccurred(OCCURRED, PLACE_ZONE)} local time`);
  });
});
