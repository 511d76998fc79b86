// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../lib/testing/render-screen.tsx';
import { SubmitModal } from './submit-modal.tsx';

const TOKEN = 'Zm9sbG93LXRva2VuLWZvci10ZXN0aW5nLXB1cnBvc2Vz';

describe('the Report Submitted modal', () => {
  it("keeps the sighting's link and adds the private follow link, shown once", () => {
    renderScreen(
      <SubmitModal
        phase="submitted"
        submitted={{ id: 'ab12cd34', followToken: TOKEN }}
        queue={[]}
        onCancelUpload={() => undefined}
        onReturnToMap={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Report Submitted' });
    expect(dialog.textContent).toContain('Thank You');
    expect(dialog.textContent).toContain(
      'Your report has been received. Once it has been reviewed and approved, it can be viewed at:',
    );
    expect(
      within(dialog)
        .getByRole('link', { name: /\/sighting\/ab12cd34$/ })
        .getAttribute('href'),
    ).toBe('/sighting/ab12cd34');
    const follow = within(dialog).getByRole('link', { name: new RegExp(`/follow/${TOKEN}$`) });
    expect(follow.getAttribute('href')).toBe(`${window.location.origin}/follow/${TOKEN}`);
    expect(dialog.textContent).toContain('it is shown only this once');
    expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Return to Map' })).toBeDefined();
  });
});
