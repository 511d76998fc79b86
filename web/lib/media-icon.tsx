/** A camera, struck through when the sighting has no photos or videos. */
export function MediaIcon({ hasMedia }: { hasMedia: boolean }) {
  return (
    <i
      className={`bi bi-camera media-icon${hasMedia ? '' : ' media-icon-struck'}`}
      role="img"
      aria-label={hasMedia ? 'Has photos or videos' : 'No photos or videos'}
      title={hasMedia ? 'Has photos or videos' : 'No photos or videos'}
    />
  );
}
