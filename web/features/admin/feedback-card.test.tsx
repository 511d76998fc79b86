// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FeedbackEntry } from '../../../common/schemas/feedback.ts';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { serverError, stubFetch, type StubAnswer } from '../../lib/testing/stub-fetch.ts';
import { FeedbackCard } from './feedback-card.tsx';

const entry = (overrides: Partial<FeedbackEntry> = {}): FeedbackEntry => ({
  id: 1,
  message: 'The map is great.',
  email: null,
  topic: 'GENERAL',
  received: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

const pageOf = (content: FeedbackEntry[], totalElements = content.length, number = 0, size = 10) => ({
  content,
  totalElements,
  totalPages: Math.ceil(totalElements / size),
  number,
  size,
});

/** The stub answers by path without the page and size, so the card's calls are listed by `calls`. */
const openFeedback = (answer: StubAnswer) => {
  const answers: Record<string, StubAnswer> = {};
  for (let page = 0; page < 5; page += 1) {
    for (const size of [10, 25, 50, 75, 100]) answers[`GET /administration/feedback/${page}/${size}`] = answer;
  }
  const calls = stubFetch(answers);
  renderScreen(<FeedbackCard />, { at: '/administration' });
  return calls;
};

const card = () => screen.getByRole('region', { name: 'Feedback' });

describe('the feedback card of administration', () => {
  it('shows that it is loading', () => {
    openFeedback('never');
    expect(within(card()).getByRole('status').textContent).toBe('Loading feedback...');
  });

  it('says No Feedback Received when nothing was sent', async () => {
    openFeedback({ body: pageOf([]) });
    expect(await within(card()).findByText('No Feedback Received')).toBeDefined();
  });

  it('says Unavailable and shows an error toast when feedback cannot be had', async () => {
    openFeedback(serverError());
    expect(await within(card()).findByText('Unavailable')).toBeDefined();
    expect(await screen.findByText('Could not retrieve feedback this time. Please try again later.')).toBeDefined();
  });

  it('lists each message newest first with its topic, time and address, the text only ever as text', async () => {
    const hostile = '<img src=x onerror="window.__pwned = 1">\nSecond line';
    openFeedback({
      body: pageOf([
        entry({ id: 3, message: hostile, email: 'reader@example.org', topic: 'ADVERTISING' }),
        entry({ id: 2, message: 'Plain thanks' }),
      ]),
    });
    const items = await within(card()).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Advertising').className).toContain('badge');
    expect(within(items[0]!).getByText('5 minutes ago').tagName).toBe('TIME');
    expect(within(items[0]!).getByRole('link', { name: 'reader@example.org' }).getAttribute('href')).toBe(
      'mailto:reader@example.org',
    );
    expect(items[0]!.querySelector('.feedback-message')?.textContent).toBe(hostile);
    expect(items[0]!.querySelector('img')).toBeNull();
    expect(within(items[1]!).getByText('Feedback')).toBeDefined();
    expect(within(items[1]!).getByText('no e-mail given')).toBeDefined();
  });

  it('reads the next page and another page size on request', async () => {
    const calls = openFeedback({ body: pageOf([entry()], 25) });
    const user = userEvent.setup();
    await within(card()).findAllByRole('listitem');
    await user.click(within(card()).getByRole('button', { name: 'Page 2' }));
    await user.selectOptions(within(card()).getByRole('combobox', { name: 'Feedback messages per page' }), '25');
    expect(calls.map((call) => call.path)).toEqual([
      '/administration/feedback/0/10',
      '/administration/feedback/1/10',
      '/administration/feedback/0/25',
    ]);
  });
});
