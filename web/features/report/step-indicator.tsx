import { REPORT_STEPS } from './model/report-draft.ts';

/** Where the visitor is among the five steps; the current one is marked for assistive technology. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <nav aria-label="Report steps" className="mb-3">
      <ol className="report-steps">
        {REPORT_STEPS.map(({ number, title }) => {
          const state = number < current ? 'done' : number === current ? 'current' : 'todo';
          return (
            <li
              key={number}
              className={`report-step report-step-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="report-step-number" aria-hidden="true">
                {state === 'done' ? <i className="bi bi-check-lg" /> : number}
              </span>
              <span className="report-step-title">
                <span className="visually-hidden">Step {number}: </span>
                {title}
                {state === 'done' && <span className="visually-hidden"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
