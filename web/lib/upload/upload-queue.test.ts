import { describe, expect, it } from 'vitest';
import {
  queueSelection,
  readableSize,
  removeQueued,
  updateQueued,
  type FileLike,
  type QueuedFile,
} from './upload-queue.ts';

const MB = 1024 * 1024;
const file = (name: string, size = 1000): FileLike => ({ name, size });
let counter = 0;
const newId = () => `f${++counter}`;
const queued = (...names: string[]): QueuedFile<FileLike>[] =>
  names.map((name) => ({ id: newId(), file: file(name), status: 'ready', progress: 0 }));
const names = (queue: readonly QueuedFile<FileLike>[]) => queue.map((item) => item.file.name);

describe('queueSelection', () => {
  it('queues images, videos and documents as ready, at 0 %', () => {
    const { queue } = queueSelection([], [file('a.JPG'), file('b.mp4'), file('c.pdf')], newId);
    expect(names(queue)).toEqual(['a.JPG', 'b.mp4', 'c.pdf']);
    expect(queue.every((item) => item.status === 'ready' && item.progress === 0)).toBe(true);
  });

  it('silently leaves out other types', () => {
    const selection = queueSelection(
      [],
      [file('song.mp3'), file('setup.exe'), file('noextension'), file('ok.png')],
      newId,
    );
    expect(names(selection.queue)).toEqual(['ok.png']);
    expect(selection.tooLarge).toEqual([]);
    expect(selection.overLimit).toEqual([]);
    expect(selection.trimmed).toBeNull();
  });

  it('leaves out files over 10485760 bytes and keeps one of exactly that size', () => {
    const selection = queueSelection([], [file('big.mov', 10_485_761), file('edge.mov', 10_485_760)], newId);
    expect(names(selection.queue)).toEqual(['edge.mov']);
    expect(selection.tooLarge).toEqual(['big.mov']);
  });

  it('drops the last file when a selection takes the queue above 5', () => {
    const selection = queueSelection(
      [],
      ['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.jpg`)),
      newId,
    );
    expect(names(selection.queue)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg']);
    expect(selection.trimmed).toBe('6.jpg');
    const exactlyFive = queueSelection(
      [],
      ['1', '2', '3', '4', '5'].map((n) => file(`${n}.jpg`)),
      newId,
    );
    expect(exactlyFive.trimmed).toBeNull();
  });

  it('never holds more than 10', () => {
    const nine = queued('1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg', '6.jpg', '7.jpg', '8.jpg', '9.jpg');
    const selection = queueSelection(nine, [file('10.jpg'), file('11.jpg'), file('12.jpg')], newId);
    expect(selection.overLimit).toEqual(['11.jpg', '12.jpg']);
    // The queue reached 10, above 5, so the last one goes again.
    expect(names(selection.queue)).toHaveLength(9);
    expect(selection.trimmed).toBe('10.jpg');
  });

  it('keeps what was queued before', () => {
    const before = queued('old.jpg');
    const { queue } = queueSelection(before, [file('new.pdf')], newId);
    expect(queue[0]).toBe(before[0]);
    expect(names(queue)).toEqual(['old.jpg', 'new.pdf']);
  });
});

it('removes and updates one queued file', () => {
  const queue = queued('a.jpg', 'b.jpg');
  expect(names(removeQueued(queue, queue[0]!.id))).toEqual(['b.jpg']);
  const updated = updateQueued(queue, queue[1]!.id, { status: 'uploading', progress: 40 });
  expect(updated[1]).toMatchObject({ status: 'uploading', progress: 40 });
  expect(updated[0]).toBe(queue[0]);
});

it('writes sizes as people read them', () => {
  expect(readableSize(1)).toBe('1 byte');
  expect(readableSize(512)).toBe('512 bytes');
  expect(readableSize(3.4 * 1024)).toBe('3.4 KB');
  expect(readableSize(2.1 * MB)).toBe('2.1 MB');
});
