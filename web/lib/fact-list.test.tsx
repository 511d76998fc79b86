// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FactList } from './fact-list.tsx';

afterEach(cleanup);

describe('a list of facts', () => {
  it('names each value in a row of its own, in order', () => {
    render(
      <FactList
        facts={[
          ['Shape', 'Disc'],
          ['Duration', <b key="d">5 minutes</b>],
        ]}
        className="mb-0"
        rowClassName="fact"
        valueClassName="text-break"
        label="Facts"
      />,
    );
    const list = screen.getByLabelText('Facts');
    expect([...list.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Shape', 'Duration']);
    expect(within(list).getByText('5 minutes').closest('dd')?.className).toBe('col-sm-8 col-lg-9 text-break');
    expect(list.querySelector('div')?.className).toBe('row fact');
  });
});
