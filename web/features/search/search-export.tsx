import { useEffect, useId, useRef, useState } from 'react';
import { DATA_LICENCE, EXPORT_FORMATS, type ExportFormat } from '../../../common/schemas/export.ts';
import { InlineSelect } from '../../lib/choice-select.tsx';
import { downloadExport, saveFile, type ExportProgress } from './api/sighting-export.ts';
import type { SearchRequestBody } from './api/sighting-search.ts';

const FORMAT_NAMES: Record<ExportFormat, string> = {
  csv: 'CSV (spreadsheets)',
  json: 'JSON',
  geojson: 'GeoJSON (maps)',
};
const FORMAT_CHOICES = EXPORT_FORMATS.map((name) => [name, FORMAT_NAMES[name]] as const);

type DownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; progress: ExportProgress }
  | { status: 'done'; rows: number }
  | { status: 'failed'; message: string };

const count = (value: number) => value.toLocaleString('en-US');
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

function progressText({ rows, bytes }: ExportProgress, total: number): string {
  return `Downloading... ${count(Math.min(rows, total))} of ${count(total)} sightings (${megabytes(bytes)})`;
}

/** Bootstrap's progress bar, named for what it measures. */
function DownloadBar({ now, max }: { now: number; max: number }) {
  return (
    <div
      className="progress mt-3"
      role="progressbar"
      aria-label="Download progress"
      aria-valuenow={now}
      aria-valuemin={0}
      aria-valuemax={max}
    >
      <div className="progress-bar" style={{ width: `${max > 0 ? (100 * now) / max : 0}%` }} />
    </div>
  );
}

/**
 * Downloads every sighting of the search, on all its pages, as a file in the chosen format. The answer
 * is read as it streams in, with its progress shown, and saved when complete; Cancel stops it.
 */
export function SearchExport({ search, total }: { search: SearchRequestBody; total: number }) {
  const id = useId();
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const download = useRef<AbortController | null>(null);
  // Leaving the page, or searching for something else, ends a download of the old results; turning
  // the results' pages does not change what is downloaded.
  const { page: _page, size: _size, ...searched } = search;
  const searchKey = JSON.stringify(searched);
  useEffect(() => () => download.current?.abort(), [searchKey]);

  const start = async () => {
    const controller = new AbortController();
    download.current = controller;
    setState({ status: 'downloading', progress: { rows: 0, bytes: 0, total } });
    let rows = 0;
    try {
      const file = await downloadExport(search, format, {
        signal: controller.signal,
        onProgress: (progress) => {
          rows = progress.rows;
          setState({ status: 'downloading', progress });
        },
      });
      saveFile(file);
      setState({ status: 'done', rows });
    } catch (error) {
      if (controller.signal.aborted) return setState({ status: 'idle' });
      setState({ status: 'failed', message: (error as Error).message });
    } finally {
      if (download.current === controller) download.current = null;
    }
  };

  const downloading = state.status === 'downloading';
  const expected = downloading ? (state.progress.total ?? total) : total;
  return (
    <section className="card card-body mt-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h6">
        Download these results
      </h2>
      <div className="d-flex flex-wrap align-items-center gap-2">
        {/* Bootstrap's classes on plain elements: react-bootstrap's components cost the search page 4 KB
            of its 150 KB budget of JavaScript for two buttons and a select. */}
        <InlineSelect
          label="Format"
          value={format}
          choices={FORMAT_CHOICES}
          disabled={downloading}
          onChange={setFormat}
        />
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={downloading}
          onClick={() => void start()}
        >
          Download {count(total)} {total === 1 ? 'sighting' : 'sightings'}
        </button>
        {downloading && (
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => download.current?.abort()}>
            Cancel
          </button>
        )}
      </div>
      {downloading && <DownloadBar now={Math.min(state.progress.rows, expected)} max={expected} />}
      <div className="small mt-2" aria-live="polite">
        {downloading && progressText(state.progress, expected)}
        {state.status === 'done' && `Downloaded ${count(state.rows)} ${state.rows === 1 ? 'sighting' : 'sightings'}.`}
      </div>
      {state.status === 'failed' && (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          Could not download the sightings: {state.message}
        </div>
      )}
      <p className="form-text mb-0">
        Every file carries each sighting&apos;s link and its licence,{' '}
        <a href={DATA_LICENCE.url} rel="license">
          {DATA_LICENCE.name}
        </a>
        .
      </p>
    </section>
  );
}
