// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from './testing/render-screen.tsx';
import { useToast, type ToastRequest } from './toast.tsx';

let show: (toast: ToastRequest) => void = () => {};

function ToastButton() {
  show = useToast().showToast;
  return null;
}

describe('toasts', () => {
  it('stack up, but a toast of a kind takes the place of the one of that kind still shown', () => {
    renderScreen(<ToastButton />);
    act(() => {
      show({ title: 'Geocoding Error', message: 'Could not map the given address.' });
      show({ title: 'New Sighting Reported', message: 'Roswell: lights', kind: 'new-sighting' });
      show({ title: 'Geocoding Error', message: 'Could not map the given address.' });
      show({ title: 'New Sighting Reported', message: 'Phoenix: a triangle', kind: 'new-sighting' });
    });
    const shown = screen.getAllByRole('alert').map((toast) => toast.textContent);
    expect(shown.filter((text) => text?.includes('Geocoding Error'))).toHaveLength(2);
    expect(shown.filter((text) => text?.includes('New Sighting Reported'))).toEqual([
      expect.stringContaining('Phoenix: a triangle'),
    ]);
  });
});
