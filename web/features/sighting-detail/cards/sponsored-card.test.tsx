// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../lib/testing/render-screen.tsx';
import { SponsoredCard } from './sponsored-card.tsx';

afterEach(() => document.head.querySelector('meta[name="skywatch:advertising"]')?.remove());

const card = () => screen.getByRole('region', { name: 'Sponsored' });

describe('the Sponsored card', () => {
  it('offers the configured advertising contact', () => {
    const meta = document.createElement('meta');
    meta.name = 'skywatch:advertising';
    meta.content = 'mailto:advertise@skywatch.example';
    document.head.append(meta);
    renderScreen(<SponsoredCard />);
    expect(within(card()).getByRole('link', { name: 'Contact us to advertise here' }).getAttribute('href')).toBe(
      'mailto:advertise@skywatch.example',
    );
  });

  it('without one, offers the feedback form set to advertising, which staff read', () => {
    renderScreen(<SponsoredCard />);
    expect(within(card()).getByRole('link', { name: 'Contact us to advertise here' }).getAttribute('href')).toBe(
      '/feedback?topic=advertising',
    );
  });
});
