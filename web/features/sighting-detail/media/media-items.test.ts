// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { mediaItems } from './media-items.ts';

describe('mediaItems', () => {
  it('types each file and builds its address from the submitted day', () => {
    const items = mediaItems({
      id: 'ab12cd34',
      submitted: '2024-05-06T10:00:00.000Z',
      media: ['night sky.jpg', 'clip.mp4', 'notes.pdf'],
    });
    expect(items).toEqual([
      {
        file: 'night sky.jpg',
        name: 'night sky.jpg',
        type: 'photo',
        url: '/media/2024-05-06/ab12cd34/night%20sky.jpg',
      },
      { file: 'clip.mp4', name: 'clip.mp4', type: 'video', url: '/media/2024-05-06/ab12cd34/clip.mp4' },
      { file: 'notes.pdf', name: 'notes.pdf', type: 'document', url: '/media/2024-05-06/ab12cd34/notes.pdf' },
    ]);
  });
  it('names a stored path by its file', () => {
    expect(mediaItems({ id: 'x', submitted: '2024-05-06T10:00:00Z', media: ['a/b/c.png'] })[0]!.name).toBe('c.png');
  });

  describe('with MEDIA_BASE_URL set to a bucket or CDN', () => {
    afterEach(() => document.head.querySelector('meta[name="skywatch:media-base-url"]')?.remove());

    it('links there, as the page says', () => {
      document.head.insertAdjacentHTML(
        'beforeend',
        '<meta name="skywatch:media-base-url" content="https://media.skywatch.example/media/" />',
      );
      expect(mediaItems({ id: 'ab12cd34', submitted: '2024-05-06T10:00:00Z', media: ['a.png'] })[0]!.url).toBe(
        'https://media.skywatch.example/media/2024-05-06/ab12cd34/a.png',
      );
    });
  });
});
