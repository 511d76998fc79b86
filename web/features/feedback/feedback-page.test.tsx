// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { serverError, stubFetch, type StubAnswer } from '../../lib/testing/stub-fetch.ts';
import FeedbackPage from './feedback-page.tsx';

const RECEIVED = { status: 201, body: { received: '2025-03-01T10:00:00.000Z' } };

const openFeedback = (answer: StubAnswer = RECEIVED, at = '/feedback') => {
  const calls = stubFetch({ 'POST /feedback': answer });
  renderScreen(<FeedbackPage />, { at, path: '/feedback' });
  return calls;
};

const message = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const email = () => screen.getByRole('textbox', { name: 'E-mail (optional)' }) as HTMLInputElement;
const topic = () => screen.getByRole('combobox', { name: 'Topic' }) as HTMLSelectElement;
const sendButton = () => screen.getByRole('button', { name: /Send Feedback|Sending/ }) as HTMLButtonElement;

describe('the feedback form', () => {
  it('offers a topic, a message and an optional e-mail address, with a count of characters', () => {
    openFeedback();
    expect(screen.getByRole('heading', { level: 1, name: 'Send Feedback' })).toBeDefined();
    expect(screen.getByRole('form', { name: 'Send Feedback' })).toBeDefined();
    expect(topic().value).toBe('GENERAL');
    expect([...topic().options].map((option) => option.text)).toEqual(['Feedback', 'Advertising']);
    expect(message().required).toBe(true);
    expect(email().required).toBe(false);
    expect(email().type).toBe('email');
    expect(screen.getByText('0 of 4000 characters')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Report a UFO Sighting' }).getAttribute('href')).toBe(
      '/report-a-ufo-sighting',
    );
  });

  it('opens on the advertising topic from the Sponsored card', () => {
    openFeedback(RECEIVED, '/feedback?topic=advertising');
    expect(topic().value).toBe('ADVERTISING');
  });

  it('says a message is needed, and puts the focus on it, instead of sending nothing', async () => {
    const calls = openFeedback();
    const user = userEvent.setup();
    await user.click(sendButton());
    expect(screen.getByText('You must enter a message to send feedback.')).toBeDefined();
    expect(message().getAttribute('aria-invalid')).toBe('true');
    expect(message().getAttribute('aria-describedby')).toContain(
      screen.getByText('You must enter a message to send feedback.').id,
    );
    expect(document.activeElement).toBe(message());
    expect(calls).toEqual([]);
  });

  it('says when the e-mail address is not one, once the field is left', async () => {
    const calls = openFeedback();
    const user = userEvent.setup();
    await user.type(message(), 'Nice map');
    await user.type(email(), 'not-an-address');
    expect(screen.queryByText('Enter a valid e-mail address, or leave it empty.')).toBeNull();
    await user.tab();
    expect(screen.getByText('Enter a valid e-mail address, or leave it empty.')).toBeDefined();
    await user.click(sendButton());
    expect(document.activeElement).toBe(email());
    expect(calls).toEqual([]);
  });

  it('says when a message is too long, and counts past the limit', async () => {
    openFeedback();
    fireEvent.change(message(), { target: { value: 'x'.repeat(4001) } });
    fireEvent.blur(message());
    expect(screen.getByText('Your message must be at most 4000 characters.')).toBeDefined();
    expect(screen.getByText('4001 of 4000 characters').className).toContain('text-danger');
  });

  it('shows that it is sending, and cannot be sent twice meanwhile', async () => {
    const calls = openFeedback('never');
    const user = userEvent.setup();
    await user.type(message(), 'Hello');
    await user.click(sendButton());
    expect(sendButton().textContent).toBe('Sending...');
    expect(sendButton().disabled).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('is sent with the keyboard alone, then thanks the sender and can start again', async () => {
    const calls = openFeedback();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Report a UFO Sighting');
    await user.tab();
    expect(document.activeElement).toBe(topic());
    await user.selectOptions(topic(), 'ADVERTISING');
    await user.tab();
    expect(document.activeElement).toBe(message());
    await user.keyboard('A banner for my telescope shop.{Enter}Second line.');
    await user.tab();
    expect(document.activeElement).toBe(email());
    await user.keyboard(' shop@example.org {Enter}');

    const thanks = await screen.findByRole('heading', { name: 'Thank You' });
    expect(document.activeElement).toBe(thanks);
    expect(screen.getByRole('status').textContent).toContain('Your feedback has been received.');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/feedback',
        body: {
          message: 'A banner for my telescope shop.\nSecond line.',
          email: 'shop@example.org',
          topic: 'ADVERTISING',
        },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Return to Map' }).getAttribute('href')).toBe('/');

    await user.click(screen.getByRole('button', { name: 'Send More Feedback' }));
    expect(message().value).toBe('');
    expect(topic().value).toBe('ADVERTISING');
  });

  it('sends no e-mail address when none is given', async () => {
    const calls = openFeedback();
    const user = userEvent.setup();
    await user.type(message(), 'Thanks!');
    await user.click(sendButton());
    await screen.findByRole('heading', { name: 'Thank You' });
    expect(calls[0]!.body).toEqual({ message: 'Thanks!', email: null, topic: 'GENERAL' });
  });

  it('says why when the server refuses, and keeps what was written', async () => {
    const message429 = 'Too many feedback messages from your address. Please try again in 42 minutes.';
    openFeedback({ status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: message429 } });
    const user = userEvent.setup();
    await user.type(message(), 'Once more');
    await user.click(sendButton());
    expect(await screen.findByText(message429)).toBeDefined();
    expect(screen.getByText('Feedback Error')).toBeDefined();
    expect(message().value).toBe('Once more');
    expect(sendButton().disabled).toBe(false);
  });

  it('says it could not send when the server fails', async () => {
    openFeedback(serverError());
    const user = userEvent.setup();
    await user.type(message(), 'Hello');
    await user.click(sendButton());
    expect(await screen.findByText('Could not send your feedback at this time. Please try again later.')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Thank You' })).toBeNull();
  });
});
